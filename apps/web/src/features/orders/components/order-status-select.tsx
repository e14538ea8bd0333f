import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import type { Order, OrderStatus } from '@/features/orders/api/get-orders';
import { useUpdateOrderStatus } from '@/features/orders/api/update-order-status';
import { ORDER_STATUSES, STATUS_LABELS } from './order-filters';
import { orderNumber } from './order-number';

export function OrderStatusSelect({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  // Spec §4: any status can follow any other; no restriction is shown.
  const change = (status: OrderStatus) => {
    update.mutate(
      { id: order.id, status },
      {
        onSuccess: () =>
          toast.success({ title: 'Estado actualizado', description: `Pedido #${orderNumber(order)}: ${STATUS_LABELS[status]}` }),
        onError: (cause) => toast.error({ cause, description: 'No se pudo actualizar el estado del pedido' }),
      },
    );
  };

  return (
    <Select
      aria-label={`Estado del pedido #${orderNumber(order)}`}
      value={order.status}
      disabled={update.isPending}
      onChange={(e) => change(e.target.value as OrderStatus)}
      className="min-w-36"
      options={ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
    />
  );
}
