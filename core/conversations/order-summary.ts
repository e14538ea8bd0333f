import type { OperationsSettings } from '../config/operations-config.js';
import { normalizePhone } from '../shared/phone.js';
import type { ChannelDirectory } from './responder.js';
import { formatMxn } from '../shared/money.js';
import { formatOrderNumber } from '../orders/order-number.js';
import { lineName } from '../orders/option-text.js';
import { orderSubtotal, type Order } from '../orders/order.js';
import { moneyLines, paymentLine } from '../orders/money-lines.js';

/** What the kitchen reads on its own WhatsApp when an order is confirmed. */
export function orderSummaryText(order: Order): string {
  const lines = order.items.map(
    (i) => `• ${i.quantity} × ${lineName(i)}${i.notes ? ` (${i.notes})` : ''} — ${formatMxn(i.unitPrice * i.quantity)}`,
  );
  return [
    `🛎️ Nuevo pedido ${formatOrderNumber(order.number)}`,
    `Cliente: ${order.customerName ? `${order.customerName} · ` : ''}${order.customerPhone}`,
    ...lines,
    ...moneyLines(orderSubtotal(order), order.deliveryFee, order.fulfillment),
    ...(order.fulfillment === 'pickup' ? [] : [`Entrega en: ${order.deliveryAddress}`]),
    ...[paymentLine(order.payment, order.total)].filter((l): l is string => l !== null),
    ...(order.notes ? [`Notas: ${order.notes}`] : []),
  ].join('\n');
}

/**
 * The optional copy of each confirmed order to the restaurant's own WhatsApp
 * (`operations_config.orderSummaryPhone`). Best effort: the customer's reply never waits
 * for it nor fails with it; a refusal (e.g. that phone hasn't written in 24 hours) is logged.
 */
export class OrderSummaryNotifier {
  constructor(
    private readonly settings: OperationsSettings,
    private readonly channels: ChannelDirectory,
    private readonly log: (line: string, error?: unknown) => void,
  ) {}

  async orderPlaced(order: Order): Promise<void> {
    try {
      const { orderSummaryPhone } = await this.settings(order.restaurantId);
      if (!orderSummaryPhone?.trim()) return;
      const channel = await this.channels.forRestaurant(order.restaurantId);
      if (!channel) return;
      await channel.sendText(normalizePhone(orderSummaryPhone), orderSummaryText(order));
    } catch (error) {
      this.log(
        `restaurante=${order.restaurantId} pedido=${formatOrderNumber(order.number)}: no se envió el resumen al teléfono del restaurante`,
        error,
      );
    }
  }
}
