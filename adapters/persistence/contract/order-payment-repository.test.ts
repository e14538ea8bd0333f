import { describe, expect, it } from 'vitest';
import type { OrderPaymentRepository } from '../../../core/order-payments/order-payment-repository.js';
import { InMemoryOrderPaymentRepository } from '../../../core/order-payments/testing/in-memory-order-payment-repository.js';
import type { NewOrder, OrderRepository } from '../../../core/orders/order.js';
import { InMemoryOrderRepository } from '../../../core/orders/testing/in-memory-order-repository.js';
import { SqlOrderPaymentRepository } from '../sql-order-payment-repository.js';
import { SqlOrderRepository } from '../sql-order-repository.js';
import { DIALECTS } from './dialects.js';
import { givenRestaurant, useDatabase } from './harness.js';

interface Ports {
  orders: OrderRepository;
  payments: OrderPaymentRepository;
  restaurantId: string;
}

const newOrder = (restaurantId: string): NewOrder => ({
  restaurantId,
  conversationId: null,
  customerPhone: '+5215512345678',
  customerName: null,
  total: 13000,
  deliveryFee: 4000,
  deliveryAddress: 'Uxmal 12, Narvarte',
  notes: null,
  items: [{ menuItemId: 'm1', name: 'Tacos al Pastor', unitPrice: 1800, quantity: 5, notes: null }],
  payment: { method: 'mercadopago', status: 'pending', changeFor: null },
});

const paid = (id: string) => ({
  eventId: `mercadopago:payment:${id}`,
  provider: 'mercadopago' as const,
  reference: id,
  amount: 13000,
  currency: 'MXN',
  at: new Date('2026-05-01T12:00:00Z'),
});

function contract(name: string, ports: () => Promise<Ports>) {
  describe(`${name}: OrderPaymentRepository`, () => {
    it('marks an order paid once; the same payment again is replayed, another one finds it paid', async () => {
      const { orders, payments, restaurantId } = await ports();
      const order = await orders.create(newOrder(restaurantId), new Date());
      expect(await payments.markPaidOnce(restaurantId, order.id, paid('111'))).toBe('paid');
      expect(await payments.markPaidOnce(restaurantId, order.id, paid('111'))).toBe('replayed');
      expect(await payments.markPaidOnce(restaurantId, order.id, paid('222'))).toBe('already_paid');
      expect((await orders.findById(restaurantId, order.id))!.payment).toEqual({
        method: 'mercadopago',
        status: 'paid',
        changeFor: null,
        reference: '111',
        paidAt: '2026-05-01T12:00:00.000Z',
      });
      expect(await payments.markPaidOnce(restaurantId, 'nope', paid('333'))).toBe('missing');
    });

    it('changes a payment only as the change allows, and only in its own restaurant', async () => {
      const { orders, payments, restaurantId } = await ports();
      const order = await orders.create(newOrder(restaurantId), new Date());
      const changed = await payments.changePayment(restaurantId, order.id, (p) =>
        p ? { ...p, status: 'to_verify', proofKey: 'r/p.jpg' } : null,
      );
      expect(changed?.payment).toMatchObject({ status: 'to_verify', proofKey: 'r/p.jpg' });
      expect(await payments.changePayment(restaurantId, order.id, () => null)).toBeNull();
      expect(await payments.changePayment('another', order.id, (p) => p)).toBeNull();
      const blank = await orders.create({ ...newOrder(restaurantId), payment: null }, new Date());
      expect((await payments.changePayment(restaurantId, blank.id, () => ({ method: 'cash', status: 'pending' })))?.payment).toEqual({
        method: 'cash',
        status: 'pending',
      });
    });
  });
}

for (const dialect of DIALECTS) {
  describe(dialect.name, () => {
    const db = useDatabase(dialect);
    contract(dialect.name, async () => ({
      orders: new SqlOrderRepository(db()),
      payments: new SqlOrderPaymentRepository(db()),
      restaurantId: (await givenRestaurant(db())).id,
    }));
  });
}

contract('in-memory', async () => {
  const orders = new InMemoryOrderRepository();
  return { orders, payments: new InMemoryOrderPaymentRepository(orders), restaurantId: 'r1' };
});
