import type { Order, OrderRepository, OrderStatus } from '../orders/order.js';
import type { Cents } from '../shared/money.js';

/** A customer's page (Conversaciones and Pedidos link to it): who they are and what they have ordered. */
export interface CustomerProfile {
  phone: string;
  name: string | null;
  /** Distinct delivery addresses, the most recent first. */
  addresses: string[];
  orders: { id: string; number: number; createdAt: Date; status: OrderStatus; total: Cents; test: boolean; items: string }[];
  orderCount: number;
  /** Real orders that were not cancelled. */
  totalSpent: Cents;
  conversationId: string | null;
}

export const CUSTOMER_PAGE_ORDERS = 200;

export function customerProfile(phone: string, orders: readonly Order[]): CustomerProfile {
  const addresses: string[] = [];
  for (const o of orders) {
    const address = o.deliveryAddress.trim();
    if (o.fulfillment !== 'pickup' && address && !addresses.includes(address)) addresses.push(address);
  }
  return {
    phone,
    name: orders.find((o) => o.customerName?.trim())?.customerName?.trim() ?? null,
    addresses,
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      createdAt: o.createdAt,
      status: o.status,
      total: o.total,
      test: o.test,
      items: o.items.map((i) => `${i.quantity} × ${i.name}`).join(', '),
    })),
    orderCount: orders.filter((o) => !o.test).length,
    totalSpent: orders.filter((o) => !o.test && o.status !== 'cancelled').reduce((sum, o) => sum + o.total, 0),
    conversationId: orders.find((o) => o.conversationId)?.conversationId ?? null,
  };
}

export async function readCustomer(orders: Pick<OrderRepository, 'listByCustomer'>, restaurantId: string, phone: string) {
  return customerProfile(phone, await orders.listByCustomer(restaurantId, phone, CUSTOMER_PAGE_ORDERS));
}
