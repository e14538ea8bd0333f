import { afterAll, describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../core/assistant/language-model.js';
import { ModelFailure } from '../../../core/assistant/model-failure.js';
import { TOOL_DEFINITIONS } from '../../../core/assistant/tool-definitions.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { OfflineLanguageModel } from '../offline/offline-language-model.js';
import { PooledLanguageModel } from './pooled-language-model.js';
import { largeMenu, namesRunTogether } from './testing/large-menu.js';
import { SPINNING_ENGINE } from './testing/spinning-engine.js';
import { threadCpuNs } from './thread-cpu.js';

const request = (menu: MenuItem[], text: string): ModelRequest => ({
  model: 'offline',
  temperature: 0,
  messages: [
    { role: 'system', content: 'Eres el asistente' },
    { role: 'user', content: text },
  ],
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
    cart: { lines: [], deliveryAddress: null, customerName: null } as unknown as ModelRequest['context']['cart'],
    personality: 'friendly',
    memory: null,
  },
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof ModelFailure ? err.kind : `otro error: ${String(err)}`),
  );

const pools: PooledLanguageModel[] = [];
const pool = (options: ConstructorParameters<typeof PooledLanguageModel>[0]) => {
  const made = new PooledLanguageModel(options);
  pools.push(made);
  return made;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('PooledLanguageModel', () => {
  it('answers exactly as the offline engine it runs in a worker thread', async () => {
    const menu = largeMenu(30, 'r-taqueria');
    const offline = pool({ threads: 1, perRestaurantThreads: 1 });
    for (const text of ['hola', 'quiero 2 tacos de pastor y una torta de chorizo', '¿qué tienen?']) {
      expect(await offline.complete(request(menu, text))).toEqual(await new OfflineLanguageModel().complete(request(menu, text)));
    }
  });

  it("the issue's attack reaching the offline engine itself: stopped at its budget while another restaurant's order is answered as usual", async () => {
    const offline = pool({ threads: 2, budgetMs: 2000 });
    const menu = largeMenu(2000, 'r-atacado');
    // 4,096 characters of the menu's names: over a minute of work for the engine the issue measured.
    const attack = offline.complete(request(menu, namesRunTogether(menu, 4096))).then(
      (response) => ({ answered: response.content !== null || response.toolCalls.length > 0 }),
      (err: unknown) => ({ failure: err instanceof ModelFailure ? err.kind : String(err) }),
    );
    const neighbourMenu = largeMenu(30, 'r-vecino');
    const order = 'quiero 2 tacos de pastor';
    expect(await offline.complete(request(neighbourMenu, order))).toEqual(
      await new OfflineLanguageModel().complete(request(neighbourMenu, order)),
    );
    // Whether an engine finishes this within its budget is the engine's business; nothing else may come back.
    expect([{ failure: 'over_budget' }, { answered: true }]).toContainEqual(await attack);
  }, 60_000);

  it('stops a call that runs past its budget and answers another restaurant meanwhile; the pool keeps working', async () => {
    const spinning = pool({ engine: SPINNING_ENGINE, threads: 2, budgetMs: 300 });
    const stuckMenu = largeMenu(5, 'r-atacado');
    const otherMenu = largeMenu(3, 'r-vecino');
    const stuck = failureOf(spinning.complete(request(stuckMenu, 'un bucle sin fin')));
    const other = await spinning.complete(request(otherMenu, 'quiero tacos'));
    expect(other.content).toBe('eco (3 productos): quiero tacos');
    expect(await stuck).toBe('over_budget');
    // The stopped worker was replaced: both restaurants are answered again.
    expect((await spinning.complete(request(stuckMenu, 'hola'))).content).toBe('eco (5 productos): hola');
    expect((await spinning.complete(request(otherMenu, 'hola'))).content).toBe('eco (3 productos): hola');
  });

  it.runIf(threadCpuNs() !== null)('counts the CPU a call computes, not the time a busy machine keeps it waiting', async () => {
    const spinning = pool({ engine: SPINNING_ENGINE, threads: 2, budgetMs: 300 });
    const menu = largeMenu(3, 'r-lento');
    expect((await spinning.complete(request(menu, 'una siesta'))).content).toBe('eco (3 productos): una siesta');
    expect(await failureOf(spinning.complete(request(menu, 'un bucle')))).toBe('over_budget');
  });

  it("one restaurant's flood holds at most its share of the threads: another restaurant is answered before the flood drains", async () => {
    const spinning = pool({ engine: SPINNING_ENGINE, threads: 2, perRestaurantThreads: 1, budgetMs: 400 });
    const floodMenu = largeMenu(4, 'r-inundado');
    const settled: string[] = [];
    const flood = Array.from({ length: 3 }, (_, i) =>
      failureOf(spinning.complete(request(floodMenu, `bucle ${i}`))).then((kind) => settled.push(`inundado ${i}: ${kind}`)),
    );
    const answer = await spinning.complete(request(largeMenu(2, 'r-vecino'), 'una orden'));
    settled.push(`vecino: ${answer.content}`);
    await Promise.all(flood);
    expect(settled[0]).toBe('vecino: eco (2 productos): una orden');
    expect(settled.slice(1).sort()).toEqual(['inundado 0: over_budget', 'inundado 1: over_budget', 'inundado 2: over_budget']);
  });

  it("keeps a restaurant's calls queued in its own thread, deep, while another restaurant is answered by the other", async () => {
    const spinning = pool({ engine: SPINNING_ENGINE, threads: 2, perRestaurantThreads: 1, callsPerThread: 4 });
    const rushMenu = largeMenu(4, 'r-hora-pico');
    const rush = Array.from({ length: 12 }, (_, i) => spinning.complete(request(rushMenu, `hilo ${i}`)));
    const neighbour = await spinning.complete(request(largeMenu(2, 'r-vecino'), 'hilo'));
    const rushThreads = new Set((await Promise.all(rush)).map((r) => r.content));
    expect(rushThreads.size).toBe(1);
    expect(rushThreads.has(neighbour.content)).toBe(false);
  });

  it('answers a call queued in a thread behind one stopped at its budget: it runs again on the new thread', async () => {
    const spinning = pool({ engine: SPINNING_ENGINE, threads: 1, callsPerThread: 2, budgetMs: 300 });
    const stuck = failureOf(spinning.complete(request(largeMenu(5, 'r-atacado'), 'un bucle sin fin')));
    const queued = spinning.complete(request(largeMenu(3, 'r-vecino'), 'quiero tacos'));
    expect(await stuck).toBe('over_budget');
    expect((await queued).content).toBe('eco (3 productos): quiero tacos');
  });

  it("refuses at once what would wait beyond a restaurant's line, without touching other restaurants", async () => {
    const spinning = pool({
      engine: SPINNING_ENGINE,
      threads: 2,
      perRestaurantThreads: 1,
      callsPerThread: 1,
      perRestaurantWaiting: 1,
      budgetMs: 300,
    });
    const menu = largeMenu(4, 'r-inundado');
    const calls = Array.from({ length: 3 }, (_, i) => failureOf(spinning.complete(request(menu, `bucle ${i}`))));
    expect(await calls[2]).toBe('busy');
    expect((await spinning.complete(request(largeMenu(2, 'r-vecino'), 'hola'))).content).toBe('eco (2 productos): hola');
    expect(await Promise.all(calls.slice(0, 2))).toEqual(['over_budget', 'over_budget']);
  });

  it('sends a menu to the workers once per version: frozen items already sent travel as a key', async () => {
    const spinning = pool({ engine: SPINNING_ENGINE, threads: 2 });
    const menu = largeMenu(50, 'r-cache').map((item) => Object.freeze(item));
    for (let i = 0; i < 4; i++)
      expect((await spinning.complete(request([...menu], `hola ${i}`))).content).toBe(`eco (50 productos): hola ${i}`);
    const changed = [...menu.slice(1), Object.freeze({ ...menu[0]!, price: 999 })];
    expect((await spinning.complete(request(changed, 'otra vez'))).content).toBe('eco (50 productos): otra vez');
  });
});
