import type { Container } from 'inversify';
import { operationsSettings } from '../../core/config/operations-config.js';
import { ReplyGates } from '../../core/conversations/reply-gate.js';
import { StaffConversations } from '../../core/conversations/staff-conversations.js';
import { TakeoverGate } from '../../core/conversations/takeover-gate.js';
import { resolve as r, TOKENS as T } from './tokens.js';

/**
 * #12's bindings, kept apart from container.ts: operations settings, staff takeover and
 * the gates that run before the assistant (takeover first: staff silences everything).
 */
export function bindOperations(container: Container) {
  container.bind(T.Operations).toDynamicValue((c) => operationsSettings((id, key) => r(c, T.Config).resolve(id, key))).inSingletonScope();
  container
    .bind(T.Staff)
    .toDynamicValue(
      (c) =>
        new StaffConversations({
          conversations: r(c, T.Conversations),
          messages: r(c, T.Messages),
          channels: r(c, T.WhatsApp),
          settings: r(c, T.Operations),
          clock: r(c, T.Clock),
        }),
    )
    .inSingletonScope();
  container
    .bind(T.ReplyGate)
    .toDynamicValue((c) => new ReplyGates([new TakeoverGate(r(c, T.Conversations), r(c, T.Operations), r(c, T.Clock))]))
    .inSingletonScope();
}
