import { formatOrderNumber } from '../orders/order-number.js';
import type { Fulfillment, Order, OrderStatus } from '../orders/order.js';

/**
 * What the assistant remembers of a returning customer (AssistantContext.customer, contracts.md):
 * the name they gave, the last address an order went to, and their last order that was not
 * cancelled, so "¿Te lo mandamos a Calle Roble 12 otra vez?" and "lo mismo de la otra vez" work.
 */
export interface CustomerMemory {
  name: string | null;
  lastAddress: string | null;
  lastOrder: { number: number; items: { name: string; quantity: number }[] } | null;
  /** Their newest order whatever its status, so "¿ya viene?" is answered from where it stands (#23). */
  current: CurrentOrder | null;
}

/** Where the customer's newest order stands, as the kitchen last moved it. */
export interface CurrentOrder {
  number: number;
  status: OrderStatus;
  fulfillment: Fulfillment;
  /** Minutes the kitchen estimated with Preparando / En camino, when it gave them. */
  etaMinutes: number | null;
  cancelReason: string | null;
}

/** From the customer's orders, newest first. */
export function customerMemory(orders: readonly Order[]): CustomerMemory {
  const kept = orders.filter((o) => o.status !== 'cancelled');
  const last = kept[0] ?? null;
  return {
    name: orders.find((o) => o.customerName?.trim())?.customerName?.trim() ?? null,
    lastAddress: kept.find((o) => o.fulfillment !== 'pickup' && o.deliveryAddress.trim())?.deliveryAddress.trim() ?? null,
    lastOrder: last ? { number: last.number, items: last.items.map((i) => ({ name: i.name, quantity: i.quantity })) } : null,
    current: orders[0] ? currentOrder(orders[0]) : null,
  };
}

function currentOrder(order: Order): CurrentOrder {
  return {
    number: order.number,
    status: order.status,
    fulfillment: order.fulfillment,
    etaMinutes: order.etaMinutes ?? null,
    cancelReason: order.cancelReason ?? null,
  };
}

/** The lines of the system prompt that make the assistant offer what it remembers (OpenAI path). */
export function customerPromptLines(customer: CustomerMemory | null | undefined, cartHasAddress: boolean): string[] {
  if (!customer || (!customer.lastAddress && !customer.lastOrder)) return [];
  const lines = ['', 'Cliente que ya nos ha pedido antes:'];
  if (customer.name) lines.push(`- Nombre: ${customer.name}`);
  if (customer.lastOrder) {
    const items = customer.lastOrder.items.map((i) => `${i.quantity} × ${i.name}`).join(', ');
    lines.push(
      `- Su último pedido (${formatOrderNumber(customer.lastOrder.number)}): ${items}. Si pide "lo mismo de la otra vez" o "lo de siempre", usa repetir_pedido.`,
    );
  }
  if (customer.lastAddress && !cartHasAddress)
    lines.push(
      `- Su última dirección: ${customer.lastAddress}. Cuando haga falta la dirección, en lugar de pedirla pregunta: "¿Te lo mandamos a ${customer.lastAddress} otra vez?"; si dice que sí, usa datos_entrega con esa dirección.`,
    );
  return lines;
}
