import type { Order } from '@/features/orders/api/get-orders';

/** "Ver en mapa" for an order whose customer shared a location pin. */
export function MapLink({ order }: { order: Pick<Order, 'deliveryLocation'> }) {
  const point = order.deliveryLocation;
  if (!point) return null;
  return (
    <a
      href={`https://www.google.com/maps?q=${point.latitude},${point.longitude}`}
      target="_blank"
      rel="noreferrer"
      className="text-sm font-semibold text-orange-700 underline"
    >
      📍 Ver en mapa
    </a>
  );
}
