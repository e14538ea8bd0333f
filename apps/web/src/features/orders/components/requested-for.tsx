import type { Order } from '../api/get-orders';

const format = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'America/Mexico_City' });

/** An order taken while the restaurant was closed: when the customer wants it. */
export function RequestedFor({ order }: { order: Pick<Order, 'requestedFor'> }) {
  if (!order.requestedFor) return null;
  const date = new Date(order.requestedFor);
  if (Number.isNaN(date.getTime())) return null;
  return <p className="text-sm font-semibold text-purple-700">🕘 Programado para: {format.format(date)}</p>;
}
