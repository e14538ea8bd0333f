import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { Order } from '@/features/orders/api/get-orders';
import { useOrderChanges } from '@/features/orders/api/get-order-changes';
import { OrderEditor } from './order-editor';
import { TicketButtons } from './ticket-buttons';
import { CustomerLink } from '@/lib/customer-link';

/** In the order dialog: the ticket, the estimate or cancellation reason the customer was given, and the change history. */
export function OrderLifePanel({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  const open = order.status !== 'delivered' && order.status !== 'cancelled';
  const changes = useOrderChanges(String(order.id), `${order.status}:${order.total}:${order.etaMinutes ?? ''}`);
  return (
    <div className="space-y-4">
      {order.test ? (
        <p className="rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-900">Prueba: no cuenta en ventas ni avisa al cliente</p>
      ) : null}
      {order.etaMinutes && (order.status === 'preparing' || order.status === 'on_the_way') ? (
        <p className="text-sm text-stone-700">Tiempo estimado: {order.etaMinutes} min</p>
      ) : null}
      {order.status === 'cancelled' && order.cancelReason ? (
        <p className="text-sm text-stone-700">Motivo de cancelación: {order.cancelReason}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <TicketButtons order={order} />
        <CustomerLink phone={order.customerPhone} />
        {open && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Editar pedido
          </Button>
        ) : null}
      </div>
      {editing && open ? <OrderEditor order={order} onDone={() => setEditing(false)} /> : null}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-stone-900">Historial de cambios</h3>
        {changes.data && changes.data.length > 0 ? (
          <ol aria-label="Historial de cambios" className="space-y-1 text-sm text-stone-700">
            {changes.data.map((change) => (
              <li key={change.id}>
                <span className="text-stone-500">{formatDateTime(change.at)}</span> · {change.author ?? 'Asistente'}: {change.summary}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-stone-500">{changes.isPending ? 'Cargando…' : 'Sin cambios desde que se tomó el pedido'}</p>
        )}
      </div>
    </div>
  );
}
