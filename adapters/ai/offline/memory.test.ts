import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../core/assistant/language-model.js';
import { TOOL_DEFINITIONS } from '../../../core/assistant/tool-definitions.js';
import { DEMO_MENU } from '../../../core/menu/demo-menu.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { emptyMemory, readMemory } from './memory.js';
import { OfflineLanguageModel } from './offline-language-model.js';

const menu: MenuItem[] = DEMO_MENU.map((item, i) => ({
  ...item,
  id: `i${i}`,
  restaurantId: 'r',
  available: true,
  synonyms: item.synonyms ?? [],
  optionGroups: item.optionGroups ?? [],
  createdAt: new Date(0),
}));

const request = (text: string, memory: string | null): ModelRequest => ({
  model: 'offline',
  temperature: 0,
  messages: [{ role: 'user', content: text }],
  tools: TOOL_DEFINITIONS,
  context: {
    restaurant: {
      name: 'Prueba',
      description: null,
      address: null,
      phone: null,
      hours: null,
      delivery: null,
      payment: null,
      promotions: null,
    },
    menu,
    cart: { lines: [], deliveryAddress: null, customerName: null },
    personality: 'friendly',
    memory,
  },
});

describe('the offline engine memory as stored', () => {
  it('reads an older stored value with fields missing as the defaults, without a report', () => {
    const problems: string[] = [];
    const memory = readMemory('{"lastAsk":"address","lastItem":"Gringa"}', (p) => problems.push(p));
    expect(memory).toEqual({ ...emptyMemory(), lastAsk: 'address', lastItem: 'Gringa' });
    expect(problems).toEqual([]);
  });

  it('resets a malformed stored value and reports it', () => {
    for (const raw of ['{not json', '[1,2]', '{"lastAsk":"pizza"}', '{"pending":[{"words":3}]}', '"texto"', '{"placed":"Gringa"}']) {
      const problems: string[] = [];
      expect(
        readMemory(raw, (p) => problems.push(p)),
        raw,
      ).toEqual(emptyMemory());
      expect(problems, raw).toHaveLength(1);
    }
  });

  it('takes the order as if the conversation were new when its stored memory is broken; the customer sees no error', async () => {
    const problems: string[] = [];
    const engine = new OfflineLanguageModel({ onProblem: (p) => problems.push(p) });
    const fresh = await new OfflineLanguageModel({ onProblem: () => {} }).complete(request('quiero 2 gringas', null));
    const broken = await engine.complete(request('quiero 2 gringas', '{"lastAsk":42,"pending":"x"}'));
    expect(broken.toolCalls).toEqual(fresh.toolCalls);
    expect(broken.toolCalls[0]).toMatchObject({ name: 'agregar_producto', arguments: { producto: 'Gringa', cantidad: 2 } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/lastAsk/);
    expect(JSON.parse(broken.memory ?? 'null')).toMatchObject({ lastItem: 'Gringa' });
  });
});
