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
}

export type MessageDirection = 'incoming' | 'outgoing';
/** Delivery state of an outgoing message, driven by provider status webhooks. */
export type MessageStatus = 'received' | 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

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
}

export type NewMessage = Omit<Message, 'id'>;
export type MessagePatch = Partial<Pick<Message, 'status' | 'error' | 'providerMessageId'>>;

export interface ConversationRepository {
  list(restaurantId: string): Promise<Conversation[]>;
  findById(restaurantId: string, id: string): Promise<Conversation | null>;
  findByPhone(restaurantId: string, phoneNumber: string): Promise<Conversation | null>;
  /** Returns the conversation for (restaurant, phone), creating it at `at` when new. */
  upsertByPhone(restaurantId: string, phoneNumber: string, at: Date, customerName?: string | null): Promise<Conversation>;
  update(
    restaurantId: string,
    id: string,
    patch: Partial<Pick<Conversation, 'customerName' | 'status' | 'lastMessageAt' | 'lastOrderTime' | 'totalOrders' | 'hasNewOrder'>>,
  ): Promise<Conversation | null>;
  /** Deletes the conversations of that restaurant among `ids`, with their messages; returns how many. */
  delete(restaurantId: string, ids: string[]): Promise<number>;
}

export interface MessageRepository {
  append(message: NewMessage): Promise<Message>;
  listByConversation(restaurantId: string, conversationId: string): Promise<Message[]>;
  /**
   * The last `limit` messages of the conversation that precede `messageId` (by time, then
   * arrival), oldest first: what a reply reads, however long the conversation has run.
   */
  listBefore(restaurantId: string, conversationId: string, messageId: string, limit: number): Promise<Message[]>;
  /** Newest first, across the restaurant's conversations. */
  recent(restaurantId: string, limit: number): Promise<Message[]>;
  countSince(restaurantId: string, since: Date): Promise<number>;
  findByProviderId(restaurantId: string, providerMessageId: string): Promise<Message | null>;
  /** The reply written for an incoming message, if any. */
  findReplyTo(restaurantId: string, incomingId: string): Promise<Message | null>;
  update(restaurantId: string, id: string, patch: MessagePatch): Promise<Message | null>;
  /** Mean seconds between an incoming message and its reply, over replies since `since`; null when none. */
  averageReplySeconds(restaurantId: string, since: Date): Promise<number | null>;
  updateStatusByProviderId(
    restaurantId: string,
    providerMessageId: string,
    status: MessageStatus,
    error?: string | null,
  ): Promise<boolean>;
}
