import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from './order.js';
import { changeOrderStatus, markOrderSeen } from './order-handling.js';

function setup() {
  const orders = new Map<string, Pick<Order, 'id' | 'restaurantId' | 'conversationId' | 'status'>>([
    ['o1', { id: 'o1', restaurantId: 'r1', conversationId: 'c1', status: 'pending' }],
    ['o2', { id: 'o2', restaurantId: 'r1', conversationId: null, status: 'pending' }],
  ]);
  const newOrderFlag = new Map([['c1', true]]);
  const deps = {
    orders: {
      findById: async (restaurantId: string, id: string) => {
        const o = orders.get(id);
        return o && o.restaurantId === restaurantId ? ({ ...o } as Order) : null;
      },
      updateStatus: async (restaurantId: string, id: string, status: OrderStatus) => {
        const o = orders.get(id);
        if (!o || o.restaurantId !== restaurantId) return null;
        o.status = status;
        return { ...o } as Order;
      },
    },
    conversations: {
      update: async (_restaurantId: string, id: string, patch: { hasNewOrder?: boolean }) => {
        if (patch.hasNewOrder !== undefined) newOrderFlag.set(id, patch.hasNewOrder);
        return null;
      },
    },
  };
  return { deps, newOrderFlag };
}

describe('handling an order', () => {
  it('moving it on clears PEDIDO NUEVO on its conversation', async () => {
    const { deps, newOrderFlag } = setup();
    const order = await changeOrderStatus(deps, 'r1', 'o1', 'confirmed');
    expect(order.status).toBe('confirmed');
    expect(newOrderFlag.get('c1')).toBe(false);
  });

  it('opening it clears PEDIDO NUEVO too; an order without a conversation is fine', async () => {
    const { deps, newOrderFlag } = setup();
    await markOrderSeen(deps, 'r1', 'o1');
    await markOrderSeen(deps, 'r1', 'o2');
    expect(newOrderFlag.get('c1')).toBe(false);
  });

  it('another restaurant’s order is "Pedido no encontrado"', async () => {
    const { deps, newOrderFlag } = setup();
    await expect(changeOrderStatus(deps, 'r2', 'o1', 'cancelled')).rejects.toMatchObject({ kind: 'not_found', message: 'Pedido no encontrado' });
    await expect(markOrderSeen(deps, 'r2', 'o1')).rejects.toMatchObject({ kind: 'not_found' });
    expect(newOrderFlag.get('c1')).toBe(true);
  });
});
