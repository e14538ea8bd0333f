import type { Attachment } from './attachment.js';
import type { InboundDeliveryStatus } from './inbound.js';
import type { Takeover } from './takeover.js';

export type ConversationStatus = 'active' | 'completed' | 'paused';

export interface Conversation {
  id: string;
  restaurantId: string;
  phoneNumber: string;
  customerName: string | null;
  status: ConversationStatus;
  createdAt: Date;
  lastMessageAt: Date;
  lastOrderTime: Date | null;
  totalOrders: number;
  hasNewOrder: boolean;
  /** Set while staff answers instead of the assistant (see takeover.ts). */
  takeover: Takeover | null;
}

export type MessageDirection = 'incoming' | 'outgoing';
/**
 * Delivery state of an outgoing message, driven by provider status webhooks (see
 * delivery-status.ts: it only moves forward). 'test' is a reply to a test message from the
 * panel: shown in the thread, never sent to WhatsApp.
 */
export type MessageStatus = 'received' | 'pending' | 'sent' | 'delivered' | 'read' | 'failed' | 'test';

export interface Message {
  id: string;
  conversationId: string;
  restaurantId: string;
  content: string;
  direction: MessageDirection;
  timestamp: Date;
  providerMessageId: string | null;
  status: MessageStatus;
  error: string | null;
  /** For a reply: the incoming message it answers (one reply per incoming message). */
  replyToId: string | null;
  /** Who wrote an outgoing message when it was not the assistant: the operator's name. */
  author?: string | null;
  /** Media, location or contacts of an incoming message. */
  attachment?: Attachment | null;
}

export type NewMessage = Omit<Message, 'id'>;
export type MessagePatch = Partial<Pick<Message, 'status' | 'error' | 'providerMessageId' | 'attachment'>>;

export interface ConversationRepository {
  list(restaurantId: string): Promise<Conversation[]>;
  findById(restaurantId: string, id: string): Promise<Conversation | null>;
  findByPhone(restaurantId: string, phoneNumber: string): Promise<Conversation | null>;
  /** Returns the conversation for (restaurant, phone), creating it at `at` when new. */
  upsertByPhone(restaurantId: string, phoneNumber: string, at: Date, customerName?: string | null): Promise<Conversation>;
  update(
    restaurantId: string,
    id: string,
    patch: Partial<
      Pick<Conversation, 'customerName' | 'status' | 'lastMessageAt' | 'lastOrderTime' | 'totalOrders' | 'hasNewOrder' | 'takeover'>
    >,
  ): Promise<Conversation | null>;
  /** Deletes the conversations of that restaurant among `ids`, with their messages; returns how many. */
  delete(restaurantId: string, ids: string[]): Promise<number>;
}

export interface MessageRepository {
  append(message: NewMessage): Promise<Message>;
  listByConversation(restaurantId: string, conversationId: string): Promise<Message[]>;
  /**
   * The conversation's last `limit` messages by time, then arrival, oldest first (the reply
   * path reads them through one index range, however long the conversation).
   */
  latestInConversation(restaurantId: string, conversationId: string, limit: number): Promise<Message[]>;
  /** Newest first, across the restaurant's conversations. */
  recent(restaurantId: string, limit: number): Promise<Message[]>;
  countSince(restaurantId: string, since: Date): Promise<number>;
  findByProviderId(restaurantId: string, providerMessageId: string): Promise<Message | null>;
  /** The reply written for an incoming message, if any. */
  findReplyTo(restaurantId: string, incomingId: string): Promise<Message | null>;
  update(restaurantId: string, id: string, patch: MessagePatch): Promise<Message | null>;
  /** Mean seconds between an incoming message and its reply, over replies since `since`; null when none. */
  averageReplySeconds(restaurantId: string, since: Date): Promise<number | null>;
  /**
   * Applies a provider's delivery callback, only forward (`statusesReplacedBy`): a late
   * 'delivered' leaves a 'read' message alone. False when no message changed.
   */
  updateStatusByProviderId(
    restaurantId: string,
    providerMessageId: string,
    status: InboundDeliveryStatus,
    error?: string | null,
  ): Promise<boolean>;
}
