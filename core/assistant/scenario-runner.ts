import type { ConversationRepository } from '../conversations/conversation.js';
import type { TestMessageRunner } from '../conversations/test-message.js';
import type { CartRepository } from './cart.js';
import { checkScenario, type Scenario } from './scenarios.js';

/** The test centre's customer: a fixed number, so test chats are easy to spot in Conversaciones. */
export const SCENARIO_PHONE = '+5215512345678';

export interface ScenarioRun {
  id: string;
  reply: string;
  elapsedMs: number;
  pass: boolean;
  reason: string;
}

/** Runs a scripted scenario through the real pipeline, from an empty cart, and judges the reply. */
export class ScenarioRunner {
  constructor(
    private readonly tests: Pick<TestMessageRunner, 'run'>,
    private readonly conversations: ConversationRepository,
    private readonly carts: CartRepository,
  ) {}

  async run(restaurantId: string, scenario: Scenario, phone = SCENARIO_PHONE): Promise<ScenarioRun> {
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
