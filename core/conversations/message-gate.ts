import type { DeliverySettings } from '../delivery/delivery-settings.js';
import type { CartRepository } from '../orders/cart.js';
import type { OperationsConfig } from '../config/operations-config.js';
import type { Restaurant } from '../tenancy/restaurant.js';
import type { Conversation, Message } from './conversation.js';

/**
 * "Should the assistant answer this message, and how?" Asked before the assistant runs:
 * a gate may keep it silent (staff answers), answer in its place (a handover, a closed
 * kitchen, a voice note without transcription) or hand it a different text to work on
 * (a transcribed voice note, a shared location).
 */
export type GateDecision = { kind: 'assistant'; text?: string; preface?: string } | { kind: 'silent' } | { kind: 'reply'; text: string };

export interface GateInput {
  restaurant: Restaurant;
  conversation: Conversation;
  incoming: Message;
  /** The conversation before this message, oldest first. */
  history: Message[];
  /** The restaurant's day-to-day settings (takeover timeout, hours), read with its other settings. */
  operations: OperationsConfig;
  /** The carts as this message sees them: read once, shared with the assistant. */
  carts: CartRepository;
  /** Zones and payment methods (#24): the location gate tells the fee for a shared pin. */
  delivery?: DeliverySettings;
}

export interface MessageGate {
  screen(input: GateInput): Promise<GateDecision>;
}

/** Gates in order; the first that does more than pass the message on decides. A rewritten text flows to the next gate. */
export class MessageGates implements MessageGate {
  constructor(private readonly gates: MessageGate[]) {}

  async screen(input: GateInput): Promise<GateDecision> {
    let text: string | undefined;
    let preface: string | undefined;
    for (const gate of this.gates) {
      const current = text === undefined ? input : { ...input, incoming: { ...input.incoming, content: text } };
      const decision = await gate.screen(current);
      if (decision.kind !== 'assistant') return decision;
      if (decision.text !== undefined) text = decision.text;
      if (decision.preface !== undefined) preface = decision.preface;
    }
    return { kind: 'assistant', ...(text === undefined ? {} : { text }), ...(preface === undefined ? {} : { preface }) };
  }
}
