import { useEffect, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { formatCents, formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/phone';
import { optionText } from '@core/orders/option-text';
import type { Order } from '@/features/orders/api/get-orders';
import { useMarkOrderSeen } from '@/features/orders/api/mark-order-seen';
import { OrderFeeLines, OrderPaymentDetail } from './order-payment';
import { statusLabel } from './order-filters';
import { orderNumber } from './order-number';
import { MapLink } from './map-link';
import { RequestedFor } from './requested-for';
import { OrderLifePanel } from './order-life-panel';

type OrderDetailDialogProps = {
  order: Order | null;
  onClose: () => void;
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-stone-900">{children}</dd>
    </div>
  );
}

export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
  const { mutate: markSeen } = useMarkOrderSeen();
  const openId = order?.id ?? null;
  useEffect(() => {
    if (openId !== null) markSeen(openId);
  }, [openId, markSeen]);
  return (
    <Dialog open={order !== null} onClose={onClose} title={order ? `Pedido #${orderNumber(order)}` : ''} size="lg">
      {order ? (
        <div className="space-y-5">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail term="Cliente">{order.customerName || 'Cliente'}</Detail>
            <Detail term="Teléfono">{formatPhone(order.customerPhone)}</Detail>
            <Detail term="Dirección de entrega">
              {order.deliveryAddress || 'Sin dirección'} <MapLink order={order} />
              <RequestedFor order={order} />
            </Detail>
            <Detail term="Fecha y hora">{formatDateTime(order.createdAt)}</Detail>
            <Detail term="Estado">{statusLabel(order.status)}</Detail>
            <Detail term="Notas">{order.notes || 'Sin notas'}</Detail>
          </dl>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-stone-900">Productos</h3>
            <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
              {order.items.map((item, index) => (
                <li key={`${item.menuItemId}-${index}`} className="flex items-start justify-between gap-3 p-3 text-sm">
                  <div>
                    <p className="font-medium text-stone-900">
                      {item.quantity} × {item.name ?? `Producto ${item.menuItemId}`}
                    </p>
                    {item.options?.length ? <p className="text-xs text-stone-600">{optionText(item.options)}</p> : null}
                    {item.notes ? <p className="text-xs text-stone-500">Nota: {item.notes}</p> : null}
                  </div>
                  {item.unitPrice !== undefined ? <span className="shrink-0 text-stone-700">{formatCents(item.unitPrice)} c/u</span> : null}
                </li>
              ))}
            </ul>
            <OrderFeeLines order={order} />
            <p className="mt-3 flex justify-between text-base font-bold text-stone-900">
              <span>Total</span>
              <span>{formatCents(order.total)}</span>
            </p>
            <OrderPaymentDetail order={order} />
          </div>
          <OrderLifePanel order={order} />
        </div>
      ) : null}
    </Dialog>
  );
}
