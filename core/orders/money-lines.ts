import { PAYMENT_METHOD_NAMES, type Fulfillment, type OrderPayment } from './order.js';
import { type Cents, formatMxn } from '../shared/money.js';

/** "Subtotal / Envío / Total" when there is a fee, else just the total: how every summary ends. */
export function moneyLines(subtotal: Cents, deliveryFee: Cents | null | undefined, fulfillment?: Fulfillment | null): string[] {
  if (fulfillment === 'pickup') return [`Total: ${formatMxn(subtotal)}`, 'Entrega: recoger en el restaurante'];
  if (!deliveryFee) return [`Total: ${formatMxn(subtotal)}`];
  return [`Subtotal: ${formatMxn(subtotal)}`, `Envío: ${formatMxn(deliveryFee)}`, `Total: ${formatMxn(subtotal + deliveryFee)}`];
}

export const PAYMENT_STATUS_NAMES: Record<OrderPayment['status'], string> = {
  pending: 'pendiente de pago',
  paid: 'pagado',
  to_verify: 'por verificar',
};

/** "Pago: efectivo (paga con $500.00, llevar $150.00 de cambio) · pendiente de pago". */
export function paymentLine(payment: OrderPayment | null | undefined, total: Cents): string | null {
  if (!payment) return null;
  const change =
    payment.method === 'cash' && payment.changeFor
      ? ` (paga con ${formatMxn(payment.changeFor)}, llevar ${formatMxn(Math.max(0, payment.changeFor - total))} de cambio)`
      : '';
  return `Pago: ${PAYMENT_METHOD_NAMES[payment.method]}${change} · ${PAYMENT_STATUS_NAMES[payment.status]}`;
}
