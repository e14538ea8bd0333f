import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { NewOrder, OrderItem } from '../../../core/orders/order.js';
import { SqlConversationRepository } from '../sql-conversation-repository.js';
import { SqlOrderRepository } from '../sql-order-repository.js';
import { describeContract } from './implementations.js';
import { describeDialects } from './dialects.js';
import { DATE_RANGE, givenConversation, givenRestaurant, useDatabase } from './harness.js';

const items: OrderItem[] = [
  { menuItemId: 'm1', name: 'Taco al pastor', unitPrice: 2_500, quantity: 3, notes: 'sin cebolla' },
  { menuItemId: 'm2', name: 'Agua de jamaica', unitPrice: 3_000, quantity: 1, notes: null },
];

const order = (restaurantId: string, patch: Partial<NewOrder> = {}): NewOrder => ({
  restaurantId,
  conversationId: null,
  customerPhone: '+5215512345678',
  customerName: 'Ana',
  total: 10_500,
  deliveryAddress: 'Calle 5 #10, Col. Centro',
  notes: 'Tocar el timbre',
  items,
  ...patch,
});

describeContract('OrderRepository', (store) => {
  const repo = () => store().orders;

  it('round-trips every field, items included, pending by default', async () => {
    const { id } = await store().givenRestaurant();
    const conversation = await store().givenConversation(id);
    const createdAt = new Date('2025-03-04T05:06:07.089Z');
    const created = await repo().create(order(id, { conversationId: conversation.id }), createdAt);
    expect(created).toEqual({
      ...order(id, { conversationId: conversation.id }),
      id: created.id,
      number: 1,
      status: 'pending',
      createdAt,
      deliveryFee: 0,
      fulfillment: 'delivery',
      payment: null,
      test: false,
    });
    expect(await repo().findById(id, created.id)).toEqual(created);

    const bare = await repo().create(order(id, { status: 'delivered', customerName: null, notes: null, items: [] }), createdAt);
    expect(await repo().findById(id, bare.id)).toEqual(bare);
    expect(bare.status).toBe('delivered');
  });

  it("numbers each restaurant's orders 1, 2, 3… even when they are created at once", async () => {
    const { id } = await store().givenRestaurant();
    const other = await store().givenRestaurant();
    const first = await repo().create(order(id), new Date('2025-01-10T00:00:00Z'));
    expect(first.number).toBe(1);
    expect((await repo().create(order(other.id), new Date())).number).toBe(1);
    const burst = await Promise.all(Array.from({ length: 6 }, () => repo().create(order(id), new Date())));
    expect(burst.map((o) => o.number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    expect((await repo().findById(id, burst[0]!.id))!.number).toBe(burst[0]!.number);
  });

  it('lists newest first and counts orders since an instant', async () => {
    const { id } = await store().givenRestaurant();
    const other = await store().givenRestaurant();
    const jan = await repo().create(order(id), new Date('2025-01-10T00:00:00Z'));
    const mar = await repo().create(order(id), new Date('2025-03-10T00:00:00Z'));
    const feb = await repo().create(order(id), new Date('2025-02-10T00:00:00Z'));
    await repo().create(order(other.id), new Date('2025-03-01T00:00:00Z'));
    expect(await repo().list(id)).toEqual([mar, feb, jan]);
    expect(await repo().countSince(id, new Date('2025-02-10T00:00:00Z'))).toBe(2);
    expect(await repo().countSince(id, new Date('2026-01-01T00:00:00Z'))).toBe(0);
  });

  it('updates the status and deletes, only within the restaurant', async () => {
    const mine = await store().givenRestaurant();
    const theirs = await store().givenRestaurant();
    const their = await repo().create(order(theirs.id), new Date());
    expect(await repo().findById(mine.id, their.id)).toBeNull();
    expect(await repo().updateStatus(mine.id, their.id, 'cancelled')).toBeNull();
    expect(await repo().delete(mine.id, their.id)).toBe(false);
    expect(await repo().list(mine.id)).toEqual([]);
    expect(await repo().findById(theirs.id, their.id)).toEqual(their);

    expect(await repo().updateStatus(theirs.id, their.id, 'preparing')).toEqual({ ...their, status: 'preparing' });
    expect(await repo().delete(theirs.id, their.id)).toBe(true);
    expect(await repo().delete(theirs.id, their.id)).toBe(false);
  });

  it('delivers, unpaid, untested by default; keeps a fee, pickup, payment and chosen options as given', async () => {
    const { id } = await store().givenRestaurant();
    const plain = await repo().create(order(id), new Date('2025-03-04T05:06:07.000Z'));
    expect(plain).toMatchObject({ deliveryFee: 0, fulfillment: 'delivery', payment: null, test: false });

    const burger: OrderItem = {
      menuItemId: 'm3',
      name: 'Hamburguesa Clásica',
      unitPrice: 14_500,
      quantity: 2,
      notes: null,
      options: [
        { group: 'Tamaño', name: 'Doble', price: 2_000 },
        { group: 'Quitar', name: 'Cebolla', price: 0 },
      ],
    };
    const full = order(id, {
      items: [burger],
      total: 29_000 + 3_500,
      deliveryFee: 3_500,
      fulfillment: 'pickup',
      payment: { method: 'cash', status: 'pending', changeFor: 50_000 },
      test: true,
    });
    const created = await repo().create(full, new Date('2025-03-04T05:06:07.000Z'));
    expect(created).toEqual({ ...full, id: created.id, number: 2, status: 'pending', createdAt: created.createdAt });
    expect(await repo().findById(id, created.id)).toEqual(created);
    expect((await repo().list(id)).find((o) => o.id === created.id)).toEqual(created);
  });

  it('leaves test-centre orders out of the count', async () => {
    const { id } = await store().givenRestaurant();
    await repo().create(order(id), new Date('2025-03-04T05:00:00Z'));
    await repo().create(order(id, { test: true }), new Date('2025-03-04T06:00:00Z'));
    expect(await repo().countSince(id, new Date('2025-03-04T00:00:00Z'))).toBe(1);
  });

  it('hands out copies: changing a returned order changes nothing stored', async () => {
    const { id } = await store().givenRestaurant();
    const created = await repo().create(order(id), new Date('2025-03-04T05:06:07.000Z'));
    const updated = (await repo().updateStatus(id, created.id, 'preparing'))!;
    updated.status = 'cancelled';
    updated.items[0]!.quantity = 99;
    (await repo().list(id))[0]!.total = 1;
    expect(await repo().findById(id, created.id)).toEqual({ ...created, status: 'preparing' });
  });

  it('amends lines or cancels only while pending, only within the restaurant', async () => {
    const mine = await store().givenRestaurant();
    const theirs = await store().givenRestaurant();
    const created = await repo().create(order(mine.id), new Date('2025-03-04T05:06:07.000Z'));
    const items = [{ menuItemId: 'x', name: 'Torta Cubana', unitPrice: 9500, quantity: 2, notes: 'sin cebolla' }];
    expect(await repo().amendIfPending(theirs.id, created.id, { items, total: 19000 })).toBeNull();
    const amended = await repo().amendIfPending(mine.id, created.id, { items, total: 19000 });
    expect(amended).toEqual({ ...created, items, total: 19000 });
    expect(await repo().findById(mine.id, created.id)).toEqual(amended);
    expect(await repo().amendIfPending(mine.id, created.id, { status: 'cancelled' })).toEqual({ ...amended, status: 'cancelled' });
    expect(await repo().amendIfPending(mine.id, created.id, { items: [], total: 0 })).toBeNull();

    const moving = await repo().create(order(mine.id, { deliveryLocation: { latitude: 19.4, longitude: -99.1 } }), new Date());
    const delivery = { deliveryAddress: 'Colima 40, Roma Norte', deliveryFee: 3000, fulfillment: 'delivery' as const, notes: 'tocar' };
    const moved = await repo().amendIfPending(mine.id, moving.id, {
      items,
      total: 22000,
      delivery: { ...delivery, deliveryLocation: null },
    });
    const { deliveryLocation: _oldPin, ...unpinned } = moving;
    expect(moved).toEqual({ ...unpinned, items, total: 22000, ...delivery });
    expect(await repo().findById(mine.id, moving.id)).toEqual(moved);

    const cooking = await repo().create(order(mine.id), new Date());
    await repo().updateStatus(mine.id, cooking.id, 'preparing');
    expect(await repo().amendIfPending(mine.id, cooking.id, { status: 'cancelled' })).toBeNull();
    expect((await repo().findById(mine.id, cooking.id))?.status).toBe('preparing');
  });

  it('keeps any creation instant and item snapshot', async () => {
    const { id } = await store().givenRestaurant();
    const itemArb = fc.record({
      menuItemId: fc.uuid(),
      name: fc.string({ minLength: 1 }),
      unitPrice: fc.nat(1_000_000),
      quantity: fc.integer({ min: 1, max: 99 }),
      notes: fc.option(fc.string(), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.date(DATE_RANGE), fc.array(itemArb, { maxLength: 6 }), async (createdAt, orderItems) => {
        const created = await repo().create(order(id, { items: orderItems }), createdAt);
        const found = await repo().findById(id, created.id);
        expect(found?.createdAt.getTime()).toBe(createdAt.getTime());
        expect(found?.items).toEqual(orderItems);
      }),
      { numRuns: 40 },
    );
  });
});

describeDialects('SqlOrderRepository beside the conversations table', (dialect) => {
  const db = useDatabase(dialect);
  const repo = () => new SqlOrderRepository(db());

  it('outlives the conversation it came from', async () => {
    const { id } = await givenRestaurant(db());
    const conversation = await givenConversation(db(), id);
    const created = await repo().create(order(id, { conversationId: conversation.id }), new Date());
    expect(await new SqlConversationRepository(db()).delete(id, [conversation.id])).toBe(1);
    expect(await repo().findById(id, created.id)).toEqual({ ...created, conversationId: null });
  });
});
