import type { GeoPoint } from '../conversations/attachment.js';
import type { Cents } from '../shared/money.js';

export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'delivered' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'delivered', 'cancelled'];

export interface OrderItem {
  menuItemId: string;
  /** Name and unit price as they were when ordered: the menu may change later. */
  name: string;
  unitPrice: Cents;
  quantity: number;
  notes: string | null;
}

export interface Order {
  id: string;
  /** Per-restaurant sequence, assigned on creation: staff and the customer see it as #0001. */
  number: number;
  restaurantId: string;
  conversationId: string | null;
  status: OrderStatus;
  createdAt: Date;
  customerPhone: string;
  customerName: string | null;
  total: Cents;
  deliveryAddress: string;
  /** The pin the customer shared on WhatsApp, when they did: Pedidos links it to a map. */
  deliveryLocation?: GeoPoint | null;
  /** Taken while the restaurant was closed: when the customer wants it (its next opening). */
  requestedFor?: Date | null;
  notes: string | null;
  items: OrderItem[];
}

export type OrderAmendment = { items: OrderItem[]; total: Cents } | { status: 'cancelled' };

export type NewOrder = Omit<Order, 'id' | 'number' | 'createdAt' | 'status'> & { status?: OrderStatus };

export interface OrderRepository {
  list(restaurantId: string): Promise<Order[]>;
  findById(restaurantId: string, id: string): Promise<Order | null>;
  create(order: NewOrder, createdAt: Date): Promise<Order>;
  updateStatus(restaurantId: string, id: string, status: OrderStatus): Promise<Order | null>;
  /**
   * Changes the lines (and total) or cancels, only while the order is still `pending`: one
   * conditional write, so the kitchen taking it at the same moment wins. Null when the order
   * is missing or no longer pending.
   */
  amendIfPending(restaurantId: string, id: string, change: OrderAmendment): Promise<Order | null>;
  delete(restaurantId: string, id: string): Promise<boolean>;
  countSince(restaurantId: string, since: Date): Promise<number>;
}

export const orderTotal = (items: Pick<OrderItem, 'unitPrice' | 'quantity'>[]): Cents =>
  items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
