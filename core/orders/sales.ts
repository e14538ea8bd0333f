import { toCsv } from '../shared/csv.js';
import type { Clock } from '../shared/clock.js';
import { MEXICO_CITY_OFFSET_MINUTES, startOfMexicoDay } from '../shared/mexico-time.js';
import type { Cents } from '../shared/money.js';
import { formatOrderNumber } from './order-number.js';
import type { Order, OrderRepository } from './order.js';
import { ORDER_STATUS_LABELS } from './move-order.js';

export type SalesPeriod = 'today' | 'week' | 'month';
export const SALES_PERIODS: readonly SalesPeriod[] = ['today', 'week', 'month'];

export interface SalesSummary {
  period: SalesPeriod;
  from: Date;
  to: Date;
  /** Real orders not cancelled (test orders never count). */
  orders: number;
  revenue: Cents;
  /** revenue / orders, rounded to the cent; 0 without orders. */
  averageTicket: Cents;
  cancellations: number;
  cancelledRevenue: Cents;
  /** By units sold, then revenue; at most 10. */
  topProducts: { name: string; quantity: number; revenue: Cents }[];
  /** 24 entries, Mexico City hours 0–23. */
  byHour: { hour: number; orders: number; revenue: Cents }[];
  /** Taken in the test centre during the period: shown apart, never in the figures. */
  testOrders: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today since 00:00 Mexico City; the week is the last 7 days including today; the month, the calendar month so far. */
export function periodRange(period: SalesPeriod, now: Date): { from: Date; to: Date } {
  const today = startOfMexicoDay(now);
  if (period === 'today') return { from: today, to: now };
  if (period === 'week') return { from: new Date(today.getTime() - 6 * DAY_MS), to: now };
  const local = new Date(today.getTime() + MEXICO_CITY_OFFSET_MINUTES * 60_000);
  return { from: new Date(today.getTime() - (local.getUTCDate() - 1) * DAY_MS), to: now };
}

const mexicoHour = (date: Date) => new Date(date.getTime() + MEXICO_CITY_OFFSET_MINUTES * 60_000).getUTCHours();

/** The figures of a set of orders (already limited to the period). */
export function summarizeSales(orders: readonly Order[], period: SalesPeriod, range: { from: Date; to: Date }): SalesSummary {
  const real = orders.filter((o) => !o.test);
  const sold = real.filter((o) => o.status !== 'cancelled');
  const cancelled = real.filter((o) => o.status === 'cancelled');
  const revenue = sold.reduce((sum, o) => sum + o.total, 0);
  const products = new Map<string, { name: string; quantity: number; revenue: Cents }>();
  for (const order of sold)
    for (const item of order.items) {
      const entry = products.get(item.name) ?? { name: item.name, quantity: 0, revenue: 0 };
      entry.quantity += item.quantity;
      entry.revenue += item.unitPrice * item.quantity;
      products.set(item.name, entry);
    }
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenue: 0 }));
  for (const order of sold) {
    const slot = byHour[mexicoHour(order.createdAt)]!;
    slot.orders++;
    slot.revenue += order.total;
  }
  return {
    period,
    ...range,
    orders: sold.length,
    revenue,
    averageTicket: sold.length ? Math.round(revenue / sold.length) : 0,
    cancellations: cancelled.length,
    cancelledRevenue: cancelled.reduce((sum, o) => sum + o.total, 0),
    topProducts: [...products.values()].sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue).slice(0, 10),
    byHour,
    testOrders: orders.length - real.length,
  };
}

const pesos = (cents: Cents) => (cents / 100).toFixed(2);

/** One row per order of the period, test orders marked "Prueba", for a spreadsheet. */
export function salesCsv(orders: readonly Order[]): string {
  return toCsv(
    ['Pedido', 'Fecha', 'Cliente', 'Teléfono', 'Estado', 'Productos', 'Subtotal', 'Envío', 'Total', 'Pago', 'Prueba'],
    [...orders]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((o) => [
        formatOrderNumber(o.number),
        o.createdAt,
        o.customerName ?? '',
        o.customerPhone,
        ORDER_STATUS_LABELS[o.status],
        o.items.map((i) => `${i.quantity} x ${i.name}`).join('; '),
        pesos(o.total - o.deliveryFee),
        pesos(o.deliveryFee),
        pesos(o.total),
        o.payment?.method ?? '',
        o.test ? 'Prueba' : '',
      ]),
  );
}

/** The Ventas screen and the dashboard's "Ventas de hoy" card. */
export class SalesReport {
  constructor(
    private readonly orders: Pick<OrderRepository, 'listBetween'>,
    private readonly clock: Clock,
  ) {}

  async summary(restaurantId: string, period: SalesPeriod): Promise<SalesSummary> {
    const range = periodRange(period, this.clock.now());
    return summarizeSales(await this.orders.listBetween(restaurantId, range.from, range.to), period, range);
  }

  async csv(restaurantId: string, period: SalesPeriod): Promise<string> {
    const range = periodRange(period, this.clock.now());
    return salesCsv(await this.orders.listBetween(restaurantId, range.from, range.to));
  }
}
