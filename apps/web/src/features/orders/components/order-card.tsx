import { Eye, Trash2 } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { formatCents, formatDateTime } from '@/lib/format';
import type { Order } from '@/features/orders/api/get-orders';
import { OrderStatusSelect } from './order-status-select';
import { orderNumber } from './order-number';
import { MapLink } from './map-link';
import { RequestedFor } from './requested-for';
import { formatPhone } from '@/lib/phone';

type OrderCardProps = {
  order: Order;
  selected: boolean;
  onSelectedChange: (selected: boolean, order: Order) => void;
  onOpen: (order: Order) => void;
  onDelete: (order: Order) => void;
};

/** Memoised: a poll or a page load re-renders only the cards whose order changed. */
export const OrderCard = memo(function OrderCard({ order, selected, onSelectedChange, onOpen, onDelete }: OrderCardProps) {
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article
      aria-label={`Pedido #${orderNumber(order)}`}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Checkbox
          checked={selected}
          onChange={(e) => onSelectedChange(e.target.checked, order)}
          aria-label={`Seleccionar pedido #${orderNumber(order)}`}
          className="mt-1"
        />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            Pedido #{orderNumber(order)} · {order.customerName || 'Cliente'}
            {order.test ? (
              <span className="ml-2 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">Prueba</span>
            ) : null}
          </p>
          <p className="text-sm text-stone-600">{formatPhone(order.customerPhone)}</p>
          <p className="truncate text-sm text-stone-600">{order.deliveryAddress}</p>
          <MapLink order={order} />
          <RequestedFor order={order} />
          <p className="text-xs text-stone-500">
            {formatDateTime(order.createdAt)} · {itemCount} {itemCount === 1 ? 'producto' : 'productos'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <span className="mr-auto font-bold text-stone-900 sm:mr-2">{formatCents(order.total)}</span>
        <OrderStatusSelect order={order} />
        <Button variant="outline" size="sm" onClick={() => onOpen(order)} aria-label={`Ver detalle del pedido #${orderNumber(order)}`}>
          <Eye aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Ver</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDelete(order)} aria-label={`Eliminar pedido #${orderNumber(order)}`}>
          <Trash2 aria-hidden="true" className="size-4 text-red-600" />
        </Button>
      </div>
    </article>
  );
});
