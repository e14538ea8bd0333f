import type { ResponderInput } from './responder.js';

/**
 * Whether the assistant answers a message, and how. Gates run in order before any model is
 * asked; the first that does not say 'answer' decides. This is where rules such as a plan's
 * monthly limit (a polite fixed reply) or an operator holding the conversation (silence) go.
 */
export type ReplyDecision = { kind: 'answer' } | { kind: 'reply'; text: string } | { kind: 'silent' };

export interface ReplyGate {
  decide(input: ResponderInput): Promise<ReplyDecision>;
}
