import type { CartRepository } from '../orders/cart.js';
import type { WhatsAppConfig } from '../config/config.js';
import type { Restaurant } from '../tenancy/restaurant.js';
import type { Conversation, Message } from './conversation.js';
import type { RestaurantSettings } from './restaurant-settings.js';
import type { WhatsAppChannel } from './whatsapp-channel.js';

/**
 * The longest customer text a responder reads in one turn. A long order with its address fits
 * (about 25 lines of 40 characters); a whole menu pasted into one message does not, and would make
 * matching its words against a large menu cost seconds. A longer text is refused politely
 * (core/assistant/work-bound.ts); the inbound pipeline folds a customer's bubbles into one text
 * only while they fit.
 */
export const MAX_ASSISTANT_INPUT = 1000;

export interface ResponderInput {
  restaurant: Restaurant;
  /** The restaurant's settings, read once for this message. */
  settings: RestaurantSettings;
  conversation: Conversation;
  incomingText: string;
  /** The conversation's latest messages before this one, oldest first. */
  history: Message[];
  /** What usage records say the reply was for: 'chat' by default, 'test' from the test centre. */
  requestType?: string;
  /** Where to show "escribiendo…" when the reply will take a moment (a hosted model is asked); none for the test centre. */
  typing?: { channel: WhatsAppChannel; providerMessageId: string };
  /** The message can wait for a busy engine (the inbox tries it again): see ReplyInput.deferIfBusy. */
  deferIfBusy?: boolean;
  /** The carts as this message sees them (shared with the gates before it); the responder's own otherwise. */
  carts?: CartRepository;
}

export interface ResponderReply {
  /** null: the assistant stays silent (a gate decided so); nothing is stored or sent. */
  text: string | null;
  /** Set when the text is a fallback because the model failed: shown to the operator on the reply. */
  error?: string | null;
  /** Reply buttons to send under the text where the provider has them (the order confirmation). */
  buttons?: readonly string[];
}

/** Whoever writes the reply to a customer message: the AI assistant in production. */
export interface Responder {
  reply(input: ResponderInput): Promise<ResponderReply>;
}

/** Finds the WhatsApp channel a restaurant sends through; null when it has none configured. */
export interface ChannelDirectory {
  forRestaurant(restaurantId: string): Promise<WhatsAppChannel | null>;
  /** The same from a config already read (the reply path loads it with the other settings). */
  fromConfig(config: WhatsAppConfig): WhatsAppChannel | null;
  /** Remembers that the provider rejected the restaurant's token (the dashboard's red banner). */
  markTokenInvalid(restaurantId: string): void;
}
