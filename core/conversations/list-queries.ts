import type { Order, OrderStatus, PaymentStatus } from '../orders/order.js';
import type { Page, PageRequest } from '../shared/paging.js';
import type { Conversation, Message } from './conversation.js';

/** Spec §5 filters, resolved to instants by the caller (calendar days are the operator's). */
export interface ConversationFilter {
  /** Phone substring, or case-insensitive name substring. */
  search?: string;
  /** Bounds on the last order time, else the last message time: [from, to). */
  from?: Date;
  to?: Date;
}

export interface OrderFilter {
  status?: OrderStatus;
  /** The payment's status; an order taken without a payment method counts as pending. */
  payment?: PaymentStatus;
  /** Bounds on createdAt: [from, to). */
  from?: Date;
  to?: Date;
}

export interface MessagePageRequest {
  limit: number;
  /** Older page: messages before this opaque position. */
  cursor: string | null;
  /** Only the messages after this one (a poll that already holds the thread). */
  afterId?: string;
}

/** The read side of the admin lists, and the bulk actions that apply to a whole filtered set. */
export interface ListQueries {
  conversations(restaurantId: string, filter: ConversationFilter, page: PageRequest): Promise<Page<Conversation>>;
  countConversations(restaurantId: string, filter: ConversationFilter): Promise<number>;
  orders(restaurantId: string, filter: OrderFilter, page: PageRequest): Promise<Page<Order>>;
  countOrders(restaurantId: string, filter: OrderFilter): Promise<number>;
  /** The thread's newest messages first page, oldest first within a page. */
  messages(restaurantId: string, conversationId: string, page: MessagePageRequest): Promise<Page<Message>>;
  /** Export batches: conversations by id after `afterId`, and all their messages in one query. */
  conversationBatch(restaurantId: string, afterId: string | null, limit: number): Promise<Conversation[]>;
  messagesOf(restaurantId: string, conversationIds: string[]): Promise<Message[]>;
  /** Ids and phones of the filtered set minus `excludeIds`, at most `max`. */
  matchingConversations(
    restaurantId: string,
    filter: ConversationFilter,
    excludeIds: string[],
    max: number,
  ): Promise<{ id: string; phoneNumber: string }[]>;
  matchingOrderIds(restaurantId: string, filter: OrderFilter, excludeIds: string[], max: number): Promise<string[]>;
  /** Deletes that restaurant's orders among `ids` in one statement; returns how many. */
  deleteOrders(restaurantId: string, ids: string[]): Promise<number>;
}
