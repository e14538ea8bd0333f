import type { ConversationRepository } from '../conversations/conversation.js';
import type { TestMessageRunner } from '../conversations/test-message.js';
import type { MenuRepository } from '../menu/menu-item.js';
import type { CartRepository } from '../orders/cart.js';
import { checkScenario, type Scenario, scenariosFor } from './scenarios.js';

/** The test centre's customer: a fixed number, so test chats are easy to spot in Conversaciones. */
export const SCENARIO_PHONE = '+5215512345678';

export interface ScenarioRun {
  id: string;
  reply: string;
  elapsedMs: number;
  pass: boolean;
  reason: string;
  /** Set when the menu lacks what the scenario needs: nothing was sent, `reason` says why. */
  skipped?: boolean;
}

/** Runs a scripted scenario through the real pipeline, from an empty cart, and judges the reply. */
export class ScenarioRunner {
  constructor(
    private readonly tests: Pick<TestMessageRunner, 'run'>,
    private readonly conversations: ConversationRepository,
    private readonly carts: CartRepository,
    private readonly menu: Pick<MenuRepository, 'list'>,
  ) {}

  /** The restaurant's 8 scenarios, written from its menu as it is now. */
  async list(restaurantId: string): Promise<Scenario[]> {
    return scenariosFor(await this.menu.list(restaurantId));
  }

  async run(restaurantId: string, scenario: Scenario, phone = SCENARIO_PHONE): Promise<ScenarioRun> {
    if (scenario.skip) return { id: scenario.id, reply: '', elapsedMs: 0, pass: true, reason: scenario.skip, skipped: true };
    const before = await this.conversations.findByPhone(restaurantId, phone);
    if (before) await this.carts.clear(restaurantId, before.id);
    const result = await this.tests.run(restaurantId, phone, scenario.message);
    const conversation = before ?? (await this.conversations.findByPhone(restaurantId, phone));
    const cart = conversation ? await this.carts.get(restaurantId, conversation.id) : null;
    const reply = result.reply ?? '';
    const verdict = result.answered
      ? checkScenario({ scenario, reply, cartLines: cart?.lines ?? [], elapsedMs: result.elapsedMs })
      : { pass: false, reason: 'El asistente no respondió a tiempo' };
    return { id: scenario.id, reply, elapsedMs: result.elapsedMs, ...verdict };
  }
}
