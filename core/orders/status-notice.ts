import type { Order } from './order.js';

/** What happened to the customer's message about a status move; the panel shows `error` to the operator. */
export type StatusNotice =
  | { outcome: 'sent'; via: 'text' | 'template'; content: string }
  | { outcome: 'failed'; error: string; content: string }
  | { outcome: 'skipped'; reason: 'unchanged' | 'test_order' | 'disabled' | 'no_conversation' | 'no_message' };

/**
 * Port: tells a customer about their order through their conversation. Implemented by
 * core/conversations/order-status-messages.ts; the order's moves and edits only call it.
 */
export interface OrderStatusNotifier {
  /** The text the customer would read for this order's current status (null when that status has none or it is off). */
  preview(order: Order): Promise<string | null>;
  /** Sends the status message for the order's current status, when there is one. */
  notify(order: Order, author: string | null): Promise<StatusNotice>;
  /** Sends `content` about `order` to its customer (the status message, or staff's "we changed your order"). */
  sendToCustomer(order: Order, content: string, author: string | null, templateId?: string): Promise<StatusNotice>;
}

/**
 * Port: clears a conversation's "new order" mark once staff have handled its order. The
 * conversation repository (core/conversations/conversation.ts) implements it.
 */
export interface NewOrderMarks {
  update(restaurantId: string, conversationId: string, patch: { hasNewOrder: boolean }): Promise<unknown>;
}
