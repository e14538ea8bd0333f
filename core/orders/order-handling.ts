import { notFound } from '../shared/errors.js';
import type { Order, OrderRepository, OrderStatus } from './order.js';
import type { NewOrderMarks } from './status-notice.js';

export interface OrderHandlingDeps {
  orders: Pick<OrderRepository, 'findById' | 'updateStatus'>;
  conversations: NewOrderMarks;
}

export const ORDER_NOT_FOUND = 'Pedido no encontrado';

/** 'PEDIDO NUEVO' means nobody has looked yet: it clears once the operator opens or handles the order. */
async function markHandled(deps: OrderHandlingDeps, restaurantId: string, conversationId: string | null) {
  if (conversationId) await deps.conversations.update(restaurantId, conversationId, { hasNewOrder: false });
}

/** The operator moves an order on (Confirmar, Preparando, Entregado, Cancelar): that is handling it. */
export async function changeOrderStatus(
  deps: OrderHandlingDeps,
  restaurantId: string,
  orderId: string,
  status: OrderStatus,
): Promise<Order> {
  const order = await deps.orders.updateStatus(restaurantId, orderId, status);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  await markHandled(deps, order.restaurantId, order.conversationId);
  return order;
}

/** The operator opened the order. */
export async function markOrderSeen(deps: OrderHandlingDeps, restaurantId: string, orderId: string): Promise<void> {
  const order = await deps.orders.findById(restaurantId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  await markHandled(deps, restaurantId, order.conversationId);
}
