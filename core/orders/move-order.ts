import type { Clock } from '../shared/clock.js';
import { notFound } from '../shared/errors.js';
import { ORDER_NOT_FOUND } from './order-handling.js';
import type { OrderChangeRepository } from './order-changes.js';
import type { Order, OrderRepository, OrderStatus } from './order.js';
import type { StatusMessagesConfig } from './status-messages-config.js';
import { takesEta } from './status-messages-config.js';
import type { NewOrderMarks, OrderStatusNotifier, StatusNotice } from './status-notice.js';

/** How staff read a status in Pedidos and in an order's history. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  preparing: 'Preparando',
  on_the_way: 'En camino',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export interface OrderMoveRequest {
  status: OrderStatus;
  /** With `cancelled`: why, in words the customer reads. */
  reason?: string | null;
  /** With `preparing` / `on_the_way`: minutes until ready or delivered; the restaurant's default when absent. */
  etaMinutes?: number | null;
}

export interface OrderMoveDeps {
  orders: Pick<OrderRepository, 'moveStatus'>;
  conversations: NewOrderMarks;
  changes: Pick<OrderChangeRepository, 'record'>;
  statusMessages: Pick<OrderStatusNotifier, 'notify'>;
  settings: (restaurantId: string) => Promise<StatusMessagesConfig>;
  clock: Clock;
}

/**
 * Staff move an order on (Pedidos): a compare-and-set, so the same move twice (a double click,
 * a retried request) changes nothing the second time and the customer hears about it once.
 */
export async function moveOrder(
  deps: OrderMoveDeps,
  restaurantId: string,
  orderId: string,
  request: OrderMoveRequest,
  author: string | null,
): Promise<{ order: Order; notice: StatusNotice }> {
  const { status } = request;
  const etaMinutes = takesEta(status) ? (request.etaMinutes ?? (await deps.settings(restaurantId)).defaultEtaMinutes) : null;
  const cancelReason = status === 'cancelled' ? request.reason?.trim() || null : null;
  const move = await deps.orders.moveStatus(restaurantId, orderId, status, { etaMinutes, cancelReason });
  if (!move) throw notFound(ORDER_NOT_FOUND);
  const { order, changed } = move;
  // Handling it clears 'PEDIDO NUEVO', as before.
  if (order.conversationId) await deps.conversations.update(restaurantId, order.conversationId, { hasNewOrder: false });
  if (!changed) return { order, notice: { outcome: 'skipped', reason: 'unchanged' } };
  await deps.changes.record({
    restaurantId,
    orderId,
    at: deps.clock.now(),
    author,
    kind: 'status',
    summary: statusSummary(status, etaMinutes, cancelReason),
  });
  return { order, notice: await deps.statusMessages.notify(order, author) };
}

function statusSummary(status: OrderStatus, etaMinutes: number | null, reason: string | null): string {
  const parts = [`Estado: ${ORDER_STATUS_LABELS[status]}`];
  if (etaMinutes) parts.push(`${etaMinutes} min`);
  if (reason) parts.push(`Motivo: ${reason}`);
  return parts.join(' · ');
}
