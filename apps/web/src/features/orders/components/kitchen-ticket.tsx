import type { TicketData } from '@/features/orders/api/get-ticket';
import { formatCents, formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/phone';
import type { TicketWidth } from '@/lib/ticket';
import { orderNumber } from './order-number';

const PAYMENT_LABELS = { cash: 'Efectivo', transfer: 'Transferencia', mercadopago: 'Mercado Pago' } as const;
const PAYMENT_STATUS = { pending: 'pendiente de pago', paid: 'pagado', to_verify: 'por verificar' } as const;

/** Where the driver goes: the shared pin, else the written address. */
export function mapUrl(order: TicketData['order']): string | null {
  if (order.deliveryLocation) return `https://maps.google.com/?q=${order.deliveryLocation.latitude},${order.deliveryLocation.longitude}`;
  if (order.fulfillment === 'pickup' || !order.deliveryAddress.trim()) return null;
  return `https://maps.google.com/?q=${encodeURIComponent(order.deliveryAddress.trim())}`;
}

const Rule = () => <hr className="my-1.5 border-0 border-t border-dashed border-black" />;

function Row({ left, right, strong = false }: { left: string; right: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-2 ${strong ? 'font-bold' : ''}`}>
      <span>{left}</span>
      <span className="shrink-0">{right}</span>
    </div>
  );
}

/**
 * The kitchen ticket, black on white for a thermal printer: 80 mm paper fits ~42 characters a
 * line, 58 mm ~32, so the 58 mm one uses smaller type.
 */
export function KitchenTicket({ data, width }: { data: TicketData; width: TicketWidth }) {
  const { order, restaurant } = data;
  const subtotal = order.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
  const payment = order.payment;
  const change = payment?.method === 'cash' && payment.changeFor ? payment.changeFor - order.total : null;
  const map = mapUrl(order);
  return (
    <article
      aria-label={`Ticket del pedido #${orderNumber(order)}`}
      data-ticket-width={width}
      className={`kitchen-ticket bg-white font-mono leading-snug text-black ${width === 58 ? 'text-[11px]' : 'text-[13px]'}`}
      style={{ width: `${width}mm`, padding: width === 58 ? '2mm' : '3mm', boxSizing: 'border-box' }}
    >
      <header className="text-center">
        <p className="text-[1.15em] font-bold">{restaurant.name}</p>
        {restaurant.phone ? <p>Tel. {formatPhone(restaurant.phone)}</p> : null}
      </header>
      <Rule />
      <p className="text-center text-[1.6em] font-black">PEDIDO #{orderNumber(order)}</p>
      {order.test ? <p className="text-center font-bold">*** PRUEBA · NO PREPARAR ***</p> : null}
      <p className="text-center">{formatDateTime(order.createdAt)}</p>
      <p className="text-center font-bold">{order.fulfillment === 'pickup' ? 'PARA RECOGER' : 'A DOMICILIO'}</p>
      <Rule />
      <p>
        <b>Cliente:</b> {order.customerName || 'Cliente'}
      </p>
      <p>
        <b>Tel.:</b> {formatPhone(order.customerPhone)}
      </p>
      {order.fulfillment !== 'pickup' ? (
        <p>
          <b>Dirección:</b> {order.deliveryAddress || 'Sin dirección'}
        </p>
      ) : null}
      {order.notes ? (
        <p>
          <b>Referencias / notas:</b> {order.notes}
        </p>
      ) : null}
      {map ? <p className="break-all">Mapa: {map}</p> : null}
      <Rule />
      <ul>
        {order.items.map((item, index) => (
          <li key={`${item.menuItemId}-${index}`} className="mb-1">
            <Row left={`${item.quantity} x ${item.name}`} right={formatCents(item.unitPrice * item.quantity)} strong />
            {item.options?.map((o) => (
              <p key={`${o.group}-${o.name}`} className="pl-3">
                · {o.name}
                {o.price ? ` (+${formatCents(o.price)})` : ''}
              </p>
            ))}
            {item.notes ? <p className="pl-3 font-bold">» {item.notes}</p> : null}
          </li>
        ))}
      </ul>
      <Rule />
      <Row left="Subtotal" right={formatCents(subtotal)} />
      {order.deliveryFee ? <Row left="Envío" right={formatCents(order.deliveryFee)} /> : null}
      <Row left="TOTAL" right={formatCents(order.total)} strong />
      <Rule />
      <p>
        <b>Pago:</b> {payment ? `${PAYMENT_LABELS[payment.method]} (${PAYMENT_STATUS[payment.status]})` : 'Por confirmar'}
      </p>
      {payment?.method === 'cash' && payment.changeFor ? (
        <>
          <p>Paga con {formatCents(payment.changeFor)}</p>
          {change !== null && change > 0 ? <p className="font-bold">Llevar cambio: {formatCents(change)}</p> : null}
        </>
      ) : null}
      {order.etaMinutes ? <p>Tiempo estimado: {order.etaMinutes} min</p> : null}
      <Rule />
      <p className="text-center">¡Gracias!</p>
    </article>
  );
}
