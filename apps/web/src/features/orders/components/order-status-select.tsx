import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import type { Order, OrderStatus } from '@/features/orders/api/get-orders';
import { useUpdateOrderStatus, type StatusMoveResult } from '@/features/orders/api/update-order-status';
import { ORDER_STATUSES, STATUS_LABELS } from './order-filters';
import { orderNumber } from './order-number';
import { needsDetails, StatusMoveDialog } from './status-move-dialog';

export function OrderStatusSelect({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  // Spec §4: any status can follow any other; no restriction is shown.
  const change = (status: OrderStatus, details: { reason?: string; etaMinutes?: number } = {}) => {
    update.mutate(
      { id: order.id, status, ...details },
      {
        onSuccess: (result: StatusMoveResult) => {
          setAsking(null);
          const notice = result.notification;
          if (notice?.outcome === 'failed')
            toast.error({ title: 'Estado actualizado, pero no se pudo avisar al cliente', description: notice.error });
          else
            toast.success({
              title: 'Estado actualizado',
              description: `Pedido #${orderNumber(order)}: ${STATUS_LABELS[status]}${notice?.outcome === 'sent' ? ' · se avisó al cliente' : ''}`,
            });
        },
        onError: (cause) => toast.error({ cause, description: 'No se pudo actualizar el estado del pedido' }),
      },
    );
  };
  const choose = (status: OrderStatus) => {
    if (status === order.status) return;
    if (needsDetails(status)) setAsking(status);
    else change(status);
  };

  return (
    <>
      <Select
        aria-label={`Estado del pedido #${orderNumber(order)}`}
        value={order.status}
        disabled={update.isPending}
        onChange={(e) => choose(e.target.value as OrderStatus)}
        className="min-w-36"
        options={ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
      />
      <StatusMoveDialog
        key={asking ?? 'closed'}
        order={order}
        status={asking}
        pending={update.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(details) => asking && change(asking, details)}
      />
    </>
  );
}
