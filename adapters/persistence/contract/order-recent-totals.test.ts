import { expect, it } from 'vitest';
import type { NewOrder } from '../../../core/orders/order.js';
import { describeContract } from './implementations.js';

const order = (restaurantId: string, total: number, patch: Partial<NewOrder> = {}): NewOrder => ({
  restaurantId,
  conversationId: null,
  customerPhone: '+5215512345678',
  customerName: null,
  total,
  deliveryAddress: 'Calle 5 #10',
  notes: null,
  items: [],
  ...patch,
});

describeContract('OrderRepository.recentTotals (the usual order, guarantees)', (store) => {
  it("gives the restaurant's latest real order totals, newest first: no cancelled, no test, no other restaurant's", async () => {
    const { id } = await store().givenRestaurant();
    const other = await store().givenRestaurant();
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 10, 12, minute));
    await store().orders.create(order(id, 10_000), at(1));
    const cancelled = await store().orders.create(order(id, 900_000), at(2));
    await store().orders.updateStatus(id, cancelled.id, 'cancelled');
    await store().orders.create(order(id, 800_000, { test: true }), at(3));
    await store().orders.create(order(other.id, 700_000), at(4));
    await store().orders.create(order(id, 20_000, { status: 'delivered' }), at(5));
    await store().orders.create(order(id, 30_000), at(6));
    expect(await store().orders.recentTotals(id, 30)).toEqual([30_000, 20_000, 10_000]);
    expect(await store().orders.recentTotals(id, 2)).toEqual([30_000, 20_000]);
    expect(await store().orders.recentTotals('nadie', 30)).toEqual([]);
  });
});
