import type { Restaurant } from '../tenancy/restaurant.js';
import type { Conversation, Message } from './conversation.js';
import type { WhatsAppChannel } from './whatsapp-channel.js';

export interface ResponderInput {
  restaurant: Restaurant;
  conversation: Conversation;
  incomingText: string;
  /** The conversation's messages before this one, oldest first. */
  history: Message[];
}

/** Whoever writes the reply to a customer message: the AI assistant in production. */
export interface Responder {
  reply(input: ResponderInput): Promise<{ text: string }>;
}

/** Finds the WhatsApp channel a restaurant sends through; null when it has none configured. */
export interface ChannelDirectory {
  forRestaurant(restaurantId: string): Promise<WhatsAppChannel | null>;
  /** Remembers that the provider rejected the restaurant's token (the dashboard's red banner). */
  markTokenInvalid(restaurantId: string): void;
}
