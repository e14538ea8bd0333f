import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_CONFIGURED } from '../../../core/conversations/outgoing-messages.js';
import { TOKENS } from '../tokens.js';
import { createTestServer, get, type TestClient, type TestServer } from '../testing/test-server.js';

const PHONE = '+5215512345678';

let server: TestServer;
let owner: TestClient;
let restaurantId: string;
let conversationId: string;

async function send(message: string) {
  const res = await owner.json('POST', '/api/test/whatsapp', { phone: PHONE, message });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  server = await createTestServer();
  owner = server.client();
  restaurantId = (await owner.operatorWithRestaurant('cocina')).restaurant.id;
  await owner.json('POST', '/api/menu', { name: 'Tacos al pastor', price: 1800, category: 'Tacos' });
  await send('Quiero 2 tacos al pastor');
  await send('Calle Durango 45, Roma Norte');
  await send('sí, confirmo');
  conversationId = (await owner.json('GET', '/api/conversations')).body[0].id;
});
afterAll(() => server.close());

describe('test messages are marked and left out of real-customer figures', () => {
  it('marks the test messages and the replies to them', async () => {
    const thread = (await owner.json('GET', `/api/messages/${conversationId}`)).body as {
      direction: string;
      isTest: boolean;
      status: string;
    }[];
    expect(thread.length).toBeGreaterThanOrEqual(6);
    expect(thread.every((m) => m.isTest)).toBe(true);
    expect((await owner.json('GET', '/api/conversations/recent')).body.every((m: { isTest: boolean }) => m.isTest)).toBe(true);
  });

  it("counts neither their messages nor their order in the dashboard, but a customer's message", async () => {
    expect((await owner.json('GET', '/api/orders')).body).toHaveLength(1);
    expect((await owner.json('GET', '/api/dashboard/stats')).body).toMatchObject({ todayMessages: 0, ordersToday: 0 });
    const customer = await get(server.container, TOKENS.Conversations).upsertByPhone(restaurantId, '+5215500001111', new Date());
    await get(server.container, TOKENS.Messages).append({
      conversationId: customer.id,
      restaurantId,
      content: 'Hola',
      direction: 'incoming',
      timestamp: new Date(),
      providerMessageId: 'wamid.cliente-real',
      status: 'received',
      error: null,
      replyToId: null,
    });
    expect((await owner.json('GET', '/api/dashboard/stats')).body.todayMessages).toBe(1);
  });
});

describe('a test message to an invalid phone', () => {
  it('is refused with a Spanish 400 naming the expected format, and nothing is stored', async () => {
    const before = (await owner.json('GET', '/api/conversations')).body.length;
    const res = await owner.json('POST', '/api/test/whatsapp', { phone: '55-12ab', message: 'Hola' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Teléfono inválido: usa el formato +5215512345678',
      fields: { phone: 'Teléfono inválido: usa el formato +5215512345678' },
    });
    expect((await owner.json('GET', '/api/conversations')).body).toHaveLength(before);
  });
});

describe('figures mean what they say', () => {
  it('counts conversations, not AI calls, and records the conversation on each usage record', async () => {
    const stats = (await owner.json('GET', '/api/ai/usage-stats?period=today')).body;
    expect(stats.totalConversations).toBe(1);
    const usage = await get(server.container, TOKENS.AiUsage).recent(restaurantId, 10);
    expect(usage.length).toBeGreaterThanOrEqual(3);
    expect(new Set(usage.map((u) => u.conversationId))).toEqual(new Set([conversationId]));
  });

  it("clears 'PEDIDO NUEVO' once the operator opens the order or the conversation, or changes the order", async () => {
    const flag = async () =>
      (await owner.json('GET', '/api/conversations')).body.find((c: { id: string }) => c.id === conversationId).hasNewOrder;
    const conversations = get(server.container, TOKENS.Conversations);
    expect(await flag()).toBe(true);
    const [order] = (await owner.json('GET', '/api/orders')).body;
    expect((await owner.json('POST', `/api/orders/${order.id}/seen`)).status).toBe(200);
    expect(await flag()).toBe(false);

    await conversations.update(restaurantId, conversationId, { hasNewOrder: true });
    expect((await owner.json('POST', `/api/conversations/${conversationId}/seen`)).status).toBe(200);
    expect(await flag()).toBe(false);

    await conversations.update(restaurantId, conversationId, { hasNewOrder: true });
    await owner.json('PATCH', `/api/orders/${order.id}`, { status: 'preparing' });
    expect(await flag()).toBe(false);
    expect((await owner.json('POST', '/api/orders/no-existe/seen')).status).toBe(404);
  });
});

describe('a failed message can be retried', () => {
  it('answers with the reason when it fails again, and refuses a message that did not fail', async () => {
    const messages = get(server.container, TOKENS.Messages);
    const failed = await messages.append({
      conversationId,
      restaurantId,
      content: 'Su pedido va en camino',
      direction: 'outgoing',
      timestamp: new Date(),
      providerMessageId: null,
      status: 'failed',
      error: 'El número no tiene WhatsApp',
      replyToId: null,
    });
    const res = await owner.json('POST', `/api/conversations/${conversationId}/messages/${failed.id}/retry`);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(`No se pudo reenviar el mensaje: ${NOT_CONFIGURED}`);
    const thread = (await owner.json('GET', `/api/messages/${conversationId}`)).body;
    expect(thread.find((m: { id: string }) => m.id === failed.id)).toMatchObject({
      status: 'failed',
      error: NOT_CONFIGURED,
      isTest: false,
    });

    const incoming = thread.find((m: { direction: string }) => m.direction === 'incoming');
    const refused = await owner.json('POST', `/api/conversations/${conversationId}/messages/${incoming.id}/retry`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Solo se puede reintentar un mensaje enviado que falló');
  });
});
