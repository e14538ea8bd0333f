import { formatOpening } from '@/lib/format';
import type { Order } from '@/features/orders/api/get-orders';

/** An order taken while the restaurant was closed: when the customer wants it. */
export function RequestedFor({ order }: { order: Pick<Order, 'requestedFor'> }) {
  if (!order.requestedFor) return null;
  const when = formatOpening(order.requestedFor);
  if (!when) return null;
  return <p className="text-sm font-semibold text-purple-700">🕘 Programado para: {when}</p>;
}
