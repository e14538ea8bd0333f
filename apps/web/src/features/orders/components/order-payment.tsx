import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buildUrl, serverReason } from '@/lib/api-client';
import { formatCents } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { Order } from '@/features/orders/api/get-orders';
import { useUpdateOrderPayment, type PaymentStatus } from '@/features/orders/api/update-order-payment';
import { orderNumber } from './order-number';

export const PAYMENT_METHOD_LABELS = { cash: 'Efectivo', transfer: 'Transferencia', mercadopago: 'Mercado Pago' } as const;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pendiente de pago',
  paid: 'Pagado',
  to_verify: 'Por verificar',
};
const VARIANTS: Record<PaymentStatus, BadgeVariant> = { pending: 'amber', paid: 'green', to_verify: 'purple' };

export type PaymentFilter = 'all' | PaymentStatus;
export const PAYMENT_FILTER_OPTIONS = [
  { value: 'all', label: 'Todos los pagos' },
  ...(Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[]).map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
];

/** "Efectivo · Pendiente de pago" on a card. */
export function PaymentBadge({ order }: { order: Order }) {
  const payment = order.payment;
  if (!payment) return null;
  return (
    <Badge
      variant={VARIANTS[payment.status]}
      aria-label={`Pago: ${PAYMENT_METHOD_LABELS[payment.method]}, ${PAYMENT_STATUS_LABELS[payment.status]}`}
    >
      {PAYMENT_METHOD_LABELS[payment.method]} · {PAYMENT_STATUS_LABELS[payment.status]}
    </Badge>
  );
}

/** Subtotal and envío above the total, when the order has a delivery fee; "recoger" for pickup. */
export function OrderFeeLines({ order }: { order: Order }) {
  const subtotal = order.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
  if (order.fulfillment === 'pickup') return <p className="mt-3 text-sm text-stone-700">Entrega: recoger en el restaurante</p>;
  if (!order.deliveryFee) return null;
  return (
    <div className="mt-3 space-y-1 text-sm text-stone-700">
      <p className="flex justify-between">
        <span>Subtotal</span>
        <span>{formatCents(subtotal)}</span>
      </p>
      <p className="flex justify-between">
        <span>Envío</span>
        <span>{formatCents(order.deliveryFee)}</span>
      </p>
    </div>
  );
}

/** How the order is paid: method and status, change, the transfer's proof, the link, and "Marcar como pagado". */
export function OrderPaymentDetail({ order }: { order: Order }) {
  const update = useUpdateOrderPayment();
  const payment = order.payment;
  const proof = payment?.proofKey?.split('/').pop();
  const markPaid = () =>
    update.mutate(
      { id: order.id, status: 'paid' },
      {
        onSuccess: () => toast.success({ title: 'Pago registrado', description: `Pedido #${orderNumber(order)} marcado como pagado` }),
        onError: (error) => toast.error({ description: serverReason(error) ?? 'No se pudo registrar el pago' }),
      },
    );
  return (
    <div className="mt-3 space-y-1 text-sm text-stone-700">
      {payment ? (
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <PaymentBadge order={order} />
          {payment.method === 'cash' && payment.changeFor ? (
            <span>
              Paga con {formatCents(payment.changeFor)} · cambio {formatCents(Math.max(0, payment.changeFor - order.total))}
            </span>
          ) : null}
          {proof ? (
            <a className="text-emerald-700 underline" href={buildUrl(`/api/media/${proof}`)} target="_blank" rel="noreferrer">
              Ver comprobante
            </a>
          ) : null}
          {payment.link ? (
            <a className="text-emerald-700 underline" href={payment.link} target="_blank" rel="noreferrer">
              Link de pago
            </a>
          ) : null}
          {payment.status !== 'paid' ? (
            <Button size="sm" variant="outline" onClick={markPaid} disabled={update.isPending}>
              Marcar como pagado
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
