import type { Clock } from '../shared/clock.js';
import type { Conversation, ConversationRepository } from './conversation.js';
import type { GateDecision, GateInput, MessageGate } from './message-gate.js';
import { activeTakeover, asksForPerson, HANDOVER_REPLY, isStuck, type HandoverReason } from './takeover.js';

/** Tells the restaurant's staff a customer needs a person (the panel shows it; a WhatsApp alert may follow). */
export type HandoverAlert = (conversation: Conversation, reason: HandoverReason) => Promise<void>;

/**
 * Staff takeover in the reply path: silent while staff answers, hands back once the
 * takeover lapsed, and hands over by itself when the customer asks for a person or is stuck.
 */
export class TakeoverGate implements MessageGate {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly clock: Clock,
    private readonly alert: HandoverAlert = async () => {},
  ) {}

  async screen({ restaurant, conversation, incoming, history, operations }: GateInput): Promise<GateDecision> {
    const now = this.clock.now();
    const { takeoverTimeoutMinutes } = operations;
    if (activeTakeover(conversation.takeover, now, takeoverTimeoutMinutes)) return { kind: 'silent' };
    if (conversation.takeover) await this.conversations.update(restaurant.id, conversation.id, { takeover: null });

    const reason: HandoverReason | null = asksForPerson(incoming.content)
      ? 'customer_request'
      : isStuck(history, incoming.content)
        ? 'stuck'
        : null;
    if (!reason) return { kind: 'assistant' };
    const takeover = { by: null, reason, at: now, activeAt: now };
    const updated = await this.conversations.update(restaurant.id, conversation.id, { takeover });
    await this.alert(updated ?? { ...conversation, takeover }, reason);
    return { kind: 'reply', text: HANDOVER_REPLY };
  }
}
