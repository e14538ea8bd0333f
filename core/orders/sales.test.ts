import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from './order.js';
import { periodRange, salesCsv, summarizeSales } from './sales.js';

const base: Order = {
  id: 'o',
  number: 1,
  restaurantId: 'r',
  conversationId: null,
  status: 'delivered',
  createdAt: new Date('2026-11-24T20:00:00Z'), // 14:00 in Mexico City
  customerPhone: '+5215500000000',
  customerName: 'Ana',
  total: 0,
  deliveryFee: 0,
  fulfillment: 'delivery',
  payment: null,
  test: false,
  deliveryAddress: 'x',
  notes: null,
  items: [],
};
const range = { from: new Date('2026-11-24T06:00:00Z'), to: new Date('2026-11-25T05:59:59Z') };

const orderArb = fc.record({
  status: fc.constantFrom<OrderStatus>('pending', 'confirmed', 'delivered', 'cancelled'),
  test: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 100_000 }),
  fee: fc.integer({ min: 0, max: 10_000 }),
  minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
});

describe('sales figures', () => {
  it('count only real, not cancelled orders; the hours add up to the total; test orders are only counted apart', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), (specs) => {
        const orders = specs.map((s, i): Order => ({
          ...base,
          id: `o${i}`,
          status: s.status,
          test: s.test,
          deliveryFee: s.fee,
          total: s.unitPrice * s.quantity + s.fee,
          createdAt: new Date(range.from.getTime() + s.minute * 60_000),
          items: [{ menuItemId: 'm', name: 'Taco', unitPrice: s.unitPrice, quantity: s.quantity, notes: null }],
        }));
        const summary = summarizeSales(orders, 'today', range);
        const sold = specs.filter((s) => !s.test && s.status !== 'cancelled');
        expect(summary.orders).toBe(sold.length);
        expect(summary.revenue).toBe(sold.reduce((sum, s) => sum + s.unitPrice * s.quantity + s.fee, 0));
        expect(summary.byHour.reduce((sum, h) => sum + h.revenue, 0)).toBe(summary.revenue);
        expect(summary.byHour.reduce((sum, h) => sum + h.orders, 0)).toBe(summary.orders);
        expect(summary.cancellations).toBe(specs.filter((s) => !s.test && s.status === 'cancelled').length);
        expect(summary.testOrders).toBe(specs.filter((s) => s.test).length);
        expect(summary.averageTicket).toBe(sold.length ? Math.round(summary.revenue / sold.length) : 0);
      }),
    );
  });

  it('places an order in its Mexico City hour and ranks products by units', () => {
    const summary = summarizeSales(
      [
        { ...base, total: 5000, items: [{ menuItemId: 'a', name: 'Agua', unitPrice: 2500, quantity: 2, notes: null }] },
        { ...base, id: 'o2', total: 1800, items: [{ menuItemId: 't', name: 'Taco', unitPrice: 1800, quantity: 1, notes: null }] },
      ],
      'today',
      range,
    );
    expect(summary.byHour[14]).toEqual({ hour: 14, orders: 2, revenue: 6800 });
    expect(summary.topProducts.map((p) => p.name)).toEqual(['Agua', 'Taco']);
  });

  it('today starts at midnight in Mexico City, the week covers 7 days, the month starts on the 1st', () => {
    const now = new Date('2026-11-25T03:00:00Z'); // 24 Nov, 21:00 in Mexico City
    expect(periodRange('today', now).from.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(periodRange('week', now).from.toISOString()).toBe('2026-11-18T06:00:00.000Z');
    expect(periodRange('month', now).from.toISOString()).toBe('2026-11-01T06:00:00.000Z');
  });

  it('exports a CSV with test orders marked "Prueba"', () => {
    const csv = salesCsv([{ ...base, test: true, total: 1800 }]);
    expect(csv).toContain('Prueba\r\n');
    expect(csv).toContain('#0001');
  });
});
