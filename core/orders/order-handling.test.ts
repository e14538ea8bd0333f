import { describe, expect, it } from 'vitest';
import { InMemoryConversationRepository } from '../conversations/testing/in-memory-conversation-repository.js';
import type { Cents } from '../shared/money.js';
import { changeOrderStatus, markOrderSeen } from './order-handling.js';
import { InMemoryOrderRepository } from './testing/in-memory-order-repository.js';

const AT = new Date('2026-11-20T19:00:00Z');

/** A restaurant with one new order from a WhatsApp conversation ('PEDIDO NUEVO' on), and one taken by phone. */
async function setup() {
  const orders = new InMemoryOrderRepository();
  const conversations = new InMemoryConversationRepository();
  const conversation = await conversations.upsertByPhone('r1', '+5215511112222', AT, 'Ana');
  await conversations.update('r1', conversation.id, { hasNewOrder: true });
  const base = { restaurantId: 'r1', customerName: 'Ana', total: 7000 as Cents, deliveryAddress: 'Av. Juárez 45', notes: null, items: [] };
  const fromChat = await orders.create({ ...base, conversationId: conversation.id, customerPhone: '+5215511112222' }, AT);
  const byPhone = await orders.create({ ...base, conversationId: null, customerPhone: '+5215533334444' }, AT);
  const flag = async () => (await conversations.findById('r1', conversation.id))!.hasNewOrder;
  return { deps: { orders, conversations }, fromChat, byPhone, flag };
}

describe('handling an order', () => {
  it('moving it on clears PEDIDO NUEVO on its conversation', async () => {
    const { deps, fromChat, flag } = await setup();
    expect(await flag()).toBe(true);
    const order = await changeOrderStatus(deps, 'r1', fromChat.id, 'confirmed');
    expect(order.status).toBe('confirmed');
    expect(await flag()).toBe(false);
  });

  it('opening it clears PEDIDO NUEVO too; an order without a conversation is fine', async () => {
    const { deps, fromChat, byPhone, flag } = await setup();
    await markOrderSeen(deps, 'r1', byPhone.id);
    expect(await flag()).toBe(true);
    await markOrderSeen(deps, 'r1', fromChat.id);
    expect(await flag()).toBe(false);
  });

  it('another restaurant’s order is "Pedido no encontrado" and changes nothing', async () => {
    const { deps, fromChat, flag } = await setup();
    await expect(changeOrderStatus(deps, 'r2', fromChat.id, 'cancelled')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Pedido no encontrado',
    });
    await expect(markOrderSeen(deps, 'r2', fromChat.id)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await flag()).toBe(true);
    expect((await deps.orders.findById('r1', fromChat.id))!.status).toBe('pending');
  });
});
