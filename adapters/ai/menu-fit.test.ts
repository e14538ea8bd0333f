import { describe, expect, it } from 'vitest';
import { checkScenario, scenariosFor } from '../../core/assistant/scenarios.js';
import { openChat } from '../../eval/harness.js';
import { OfflineLanguageModel } from './offline/offline-language-model.js';
import { BURGER_MENU, BURGER_PLACE, BURGER_PROFILE, FOREIGN_WORDS } from './testing/burger-menu.js';
import { EVAL_MENUS } from '../../eval/menus/index.js';
import { TUNING_MENUS } from '../../eval/tuning/index.js';

const chat = () =>
  openChat({
    model: new OfflineLanguageModel(),
    menu: BURGER_MENU,
    profile: BURGER_PROFILE,
    restaurant: BURGER_PLACE,
    config: { testMode: false },
  });

describe("what the operator and the customer read fits the restaurant's own menu", () => {
  it("a burger restaurant's test centre runs green on the offline engine, with no taco or pizza words", async () => {
    const first = await chat();
    const scenarios = scenariosFor(await first.menu.list(first.restaurant.id));
    expect(scenarios.filter((s) => s.skip)).toEqual([]);
    for (const scenario of scenarios) {
      expect(JSON.stringify(scenario)).not.toMatch(FOREIGN_WORDS);
      const c = await chat();
      const out = await c.send(scenario.message);
      const cart = await c.carts.get(c.restaurant.id, c.conversation.id);
      const verdict = checkScenario({ scenario, reply: out.reply, cartLines: cart?.lines ?? [] });
      expect(verdict, `${scenario.id}: ${out.reply}`).toMatchObject({ pass: true });
      expect(out.reply, scenario.id).not.toMatch(FOREIGN_WORDS);
    }
  });

  it("every tuning menu's test centre runs green on the offline engine: each scenario passes its own check", async () => {
    const failures: string[] = [];
    for (const [id, menu] of Object.entries({ ...EVAL_MENUS, ...TUNING_MENUS })) {
      const open = () =>
        openChat({ model: new OfflineLanguageModel(), menu: menu.items, restaurant: menu.restaurant, config: { testMode: false } });
      const first = await open();
      for (const scenario of scenariosFor(await first.menu.list(first.restaurant.id)).filter((s) => !s.skip)) {
        const c = await open();
        const out = await c.send(scenario.message);
        const cart = await c.carts.get(c.restaurant.id, c.conversation.id);
        const verdict = checkScenario({ scenario, reply: out.reply, cartLines: cart?.lines ?? [] });
        if (!verdict.pass) failures.push(`${id} ${scenario.id} (${scenario.message}): ${verdict.reason}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
