import { expect, it } from 'vitest';
import type { NewOrder } from '../../../core/orders/order.js';
import { describeContract } from './implementations.js';

const order = (restaurantId: string, patch: Partial<NewOrder> = {}): NewOrder => ({
  restaurantId,
  conversationId: null,
  customerPhone: '+5215512345678',
  customerName: 'Ana',
  total: 5_000,
  deliveryAddress: 'Calle Roble 12',
  notes: null,
  items: [{ menuItemId: 'm1', name: 'Taco al pastor', unitPrice: 2_500, quantity: 2, notes: null }],
  ...patch,
});

describeContract('OrderRepository.moveStatus (issue #23)', (store) => {
  it('moves once: the same status again writes nothing and says so', async () => {
    const { id } = await store().givenRestaurant();
    const created = await store().orders.create(order(id), new Date('2026-01-01T12:00:00Z'));
    const first = await store().orders.moveStatus(id, created.id, 'preparing', { etaMinutes: 25 });
    expect(first).toMatchObject({ changed: true, order: { status: 'preparing', etaMinutes: 25 } });
    const again = await store().orders.moveStatus(id, created.id, 'preparing', { etaMinutes: 40 });
    expect(again).toMatchObject({ changed: false, order: { status: 'preparing', etaMinutes: 25 } });
    expect(await store().orders.findById(id, created.id)).toMatchObject({ etaMinutes: 25 });
  });

  it('two identical moves at once: exactly one changes the order', async () => {
    const { id } = await store().givenRestaurant();
    const created = await store().orders.create(order(id), new Date());
    const moves = await Promise.all([1, 2, 3].map(() => store().orders.moveStatus(id, created.id, 'confirmed')));
    expect(moves.filter((m) => m?.changed)).toHaveLength(1);
  });

  it('keeps the cancellation reason; a missing order or another restaurant gives null', async () => {
    const { id } = await store().givenRestaurant();
    const other = await store().givenRestaurant();
    const created = await store().orders.create(order(id), new Date());
    expect(await store().orders.moveStatus(other.id, created.id, 'cancelled')).toBeNull();
    expect(await store().orders.moveStatus(id, 'missing', 'cancelled')).toBeNull();
    await store().orders.moveStatus(id, created.id, 'cancelled', { cancelReason: 'Se nos acabó el pastor' });
    const read = await store().orders.findById(id, created.id);
    expect(read).toMatchObject({ status: 'cancelled', cancelReason: 'Se nos acabó el pastor' });
    expect((await store().orders.list(id))[0]).toMatchObject({ cancelReason: 'Se nos acabó el pastor' });
  });
});

describeContract('OrderRepository.editIfOpen (issue #23)', (store) => {
  it('writes staff’s fix while the order is open, never once delivered or cancelled', async () => {
    const { id } = await store().givenRestaurant();
    const created = await store().orders.create(order(id, { status: 'preparing' }), new Date());
    const items = [{ menuItemId: 'm2', name: 'Agua', unitPrice: 3_000, quantity: 1, notes: 'bien fría' }];
    const edited = await store().orders.editIfOpen(id, created.id, { items, total: 3_000, deliveryAddress: 'Calle Roble 14', notes: null });
    expect(edited).toMatchObject({ items, total: 3_000, deliveryAddress: 'Calle Roble 14', notes: null, status: 'preparing' });
    expect(await store().orders.findById(id, created.id)).toEqual(edited);
    await store().orders.moveStatus(id, created.id, 'delivered');
    expect(await store().orders.editIfOpen(id, created.id, { items, total: 1, deliveryAddress: 'x', notes: null })).toBeNull();
    expect((await store().orders.findById(id, created.id))?.total).toBe(3_000);
  });
});

describeContract('OrderChangeRepository', (store) => {
  it('records who changed what and when, oldest first, per order and restaurant', async () => {
    const { id } = await store().givenRestaurant();
    const other = await store().givenRestaurant();
    const a = await store().orders.create(order(id), new Date());
    const b = await store().orders.create(order(id), new Date());
    const later = await store().orderChanges.record({
      restaurantId: id,
      orderId: a.id,
      at: new Date('2026-01-01T12:05:00Z'),
      author: 'ana@tacos.mx',
      kind: 'edit',
      summary: 'Agregó 1 × Agua de jamaica',
    });
    await store().orderChanges.record({
      restaurantId: id,
      orderId: a.id,
      at: new Date('2026-01-01T12:00:00Z'),
      author: null,
      kind: 'status',
      summary: 'Estado: Confirmado',
    });
    await store().orderChanges.record({ restaurantId: id, orderId: b.id, at: new Date(), author: null, kind: 'status', summary: 'x' });
    const listed = await store().orderChanges.listByOrder(id, a.id);
    expect(listed.map((c) => c.summary)).toEqual(['Estado: Confirmado', 'Agregó 1 × Agua de jamaica']);
    expect(listed[1]).toEqual(later);
    expect(await store().orderChanges.listByOrder(other.id, a.id)).toEqual([]);
  });
});

describeContract('OrderRepository.listBetween (issue #23)', (store) => {
  it('lists the period’s orders oldest first, test orders included and marked', async () => {
    const { id } = await store().givenRestaurant();
    const other = await store().givenRestaurant();
    await store().orders.create(order(id), new Date('2026-01-01T11:59:59Z'));
    const a = await store().orders.create(order(id), new Date('2026-01-01T12:00:00Z'));
    const b = await store().orders.create(order(id, { test: true }), new Date('2026-01-01T13:00:00Z'));
    await store().orders.create(order(id), new Date('2026-01-02T00:00:01Z'));
    await store().orders.create(order(other.id), new Date('2026-01-01T12:30:00Z'));
    const listed = await store().orders.listBetween(id, new Date('2026-01-01T12:00:00Z'), new Date('2026-01-02T00:00:00Z'));
    expect(listed.map((o) => [o.id, o.test])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
  });
});

describeContract('OrderRepository.listByCustomer (issue #23)', (store) => {
  it('lists one customer’s orders in one restaurant, newest first, bounded', async () => {
    const { id } = await store().givenRestaurant();
    const other = await store().givenRestaurant();
    const first = await store().orders.create(order(id), new Date('2026-01-01T12:00:00Z'));
    const second = await store().orders.create(order(id), new Date('2026-01-02T12:00:00Z'));
    await store().orders.create(order(id), new Date('2025-12-01T12:00:00Z'));
    await store().orders.create(order(id, { customerPhone: '+5215599999999' }), new Date('2026-01-03T12:00:00Z'));
    await store().orders.create(order(other.id), new Date('2026-01-03T12:00:00Z'));
    const listed = await store().orders.listByCustomer(id, '+5215512345678', 2);
    expect(listed.map((o) => o.id)).toEqual([second.id, first.id]);
  });
});
