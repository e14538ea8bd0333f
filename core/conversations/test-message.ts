import type { Ids } from '../shared/ids.js';
import type { Clock } from '../shared/clock.js';
import type { MessageRepository } from './conversation.js';
import type { InboundIntake } from './intake.js';

/** Provider message ids of messages sent from the panel's test tools: how the rest of the system recognises them. */
export const TEST_MESSAGE_ID_PREFIX = 'test-';
/** What usage records and orders say of a reply to a test-centre message (ResponderInput.requestType). */
export const TEST_REQUEST_TYPE = 'test';
export const isTestMessageId = (providerMessageId: string | null | undefined) => !!providerMessageId?.startsWith(TEST_MESSAGE_ID_PREFIX);

export interface TestMessageResult {
  reply: string | null;
  elapsedMs: number;
  /** False when no reply arrived within the time allowed (it may still come later). */
  answered: boolean;
}

/**
 * Sends a customer message from `phone` through the real pipeline (inbox, worker,
 * assistant) and waits for the reply, so the test centre measures what customers get.
 */
export class TestMessageRunner {
  constructor(
    private readonly intake: InboundIntake,
    private readonly messages: MessageRepository,
    private readonly clock: Clock,
    private readonly sleep: (ms: number) => Promise<void>,
    private readonly ids: Ids,
  ) {}

  async run(restaurantId: string, phone: string, text: string, timeoutMs = 30_000): Promise<TestMessageResult> {
    const started = this.clock.now().getTime();
    const providerMessageId = `${TEST_MESSAGE_ID_PREFIX}${this.ids.next()}`;
    await this.intake.accept(restaurantId, 'test', [
      { kind: 'message', providerMessageId, from: phone, customerName: null, text, timestamp: this.clock.now() },
    ]);
    for (let waited = 0; ;) {
      const incoming = await this.messages.findByProviderId(restaurantId, providerMessageId);
      const reply = incoming ? await this.messages.findReplyTo(restaurantId, incoming.id) : null;
      const elapsedMs = this.clock.now().getTime() - started;
      if (reply && reply.status !== 'pending') return { reply: reply.content, elapsedMs, answered: true };
      if (elapsedMs >= timeoutMs) return { reply: reply?.content ?? null, elapsedMs, answered: false };
      const step = waited < 1000 ? 20 : 100;
      await this.sleep(step);
      waited += step;
    }
  }
}
