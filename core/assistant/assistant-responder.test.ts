import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_CONFIG, DEFAULT_OPENAI_CONFIG, DEFAULT_WHATSAPP_CONFIG } from '../config/config.js';
import { DEFAULT_OPERATIONS_CONFIG } from '../config/operations-config.js';
import type { RestaurantSettings } from '../conversations/restaurant-settings.js';
import { neverTimer } from '../shared/testing/never-timer.js';
import { AssistantResponder } from './assistant-responder.js';
import type { ModelResponse } from './language-model.js';
import { assistantFixture, call, ScriptedModel } from './testing/assistant-fixture.js';
import { MenuMatcher } from './menu-matcher.js';
import { WrittenMenus } from './system-prompt.js';

/** The responder over a scripted model: what the inbox stores on the reply for the operator. */
async function respond(turns: Partial<ModelResponse>[]) {
  const model = new ScriptedModel(turns);
  const f = await assistantFixture(model);
  const responder = new AssistantResponder({
    pickModel: () => ({ model, mode: 'openai' }),
    menu: f.menu,
    carts: f.carts,
    orders: f.orders,
    conversations: f.conversations,
    usage: f.usage,
    clock: { now: () => f.now },
    timer: neverTimer,
    modelTimeoutMs: 1000,
    matcher: new MenuMatcher(),
    writtenMenus: new WrittenMenus(),
  });
  const settings = {
    restaurant: f.restaurant,
    ai: { ...DEFAULT_AI_CONFIG, testMode: false },
    pricing: {},
    profile: {},
    whatsapp: DEFAULT_WHATSAPP_CONFIG,
    openai: { restaurant: DEFAULT_OPENAI_CONFIG, platform: DEFAULT_OPENAI_CONFIG },
    operations: DEFAULT_OPERATIONS_CONFIG,
  } as unknown as RestaurantSettings;
  return responder.reply({ restaurant: f.restaurant, settings, conversation: f.conversation, incomingText: '2 de pastor', history: [] });
}

describe('what the operator reads on a reply the guarantees changed', () => {
  it('a model stuck in a tool loop shows like any other model failure', async () => {
    const reply = await respond(Array.from({ length: 5 }, () => ({ toolCalls: [call('ver_pedido')] })));
    expect(reply.error).toBe('La IA no respondió: La IA siguió usando herramientas sin responder (5 rondas)');
    expect(reply.text).toMatch(/problema técnico/);
  });

  it('a reply with internal text says it was replaced, and what it carried', async () => {
    const reply = await respond([{ content: '{"ok":false,"mensaje":"x"}' }]);
    expect(reply.error).toMatch(/^La respuesta de la IA traía JSON y no se envió: «\{"ok":false/);
    expect(reply.text).toBe('Una disculpa, no te entendí bien. ¿Me dices de otra forma qué necesitas?');
  });
});
