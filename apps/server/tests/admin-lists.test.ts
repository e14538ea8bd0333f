import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRepository, MessageRepository } from '../../../core/conversations/conversation.js';
import type { OrderRepository } from '../../../core/orders/order.js';
import { TOKENS } from '../tokens.js';
import { createTestServer, get, type TestClient, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let owner: TestClient;
let restaurantId: string;
const BASE = Date.parse('2026-05-01T12:00:00.000Z');
const COUNT = 260;

beforeAll(async () => {
  server = await createTestServer({ runWorker: false });
  owner = server.client();
  restaurantId = (await owner.operatorWithRestaurant('listas')).restaurant.id;
  const conversations = get<ConversationRepository>(server.container, TOKENS.Conversations);
  const messages = get<MessageRepository>(server.container, TOKENS.Messages);
  const orders = get<OrderRepository>(server.container, TOKENS.Orders);
  for (let i = 0; i < COUNT; i++) {
    const at = new Date(BASE - i * 60_000);
    const conv = await conversations.upsertByPhone(
      restaurantId,
      `+52155${String(i).padStart(8, '0')}`,
      at,
      i % 10 === 0 ? `Lupita ${i}` : null,
    );
    for (let m = 0; m < 2; m++) {
      await messages.append({
        conversationId: conv.id,
        restaurantId,
        content: `mensaje ${m} de ${i}`,
        direction: m ? 'outgoing' : 'incoming',
        timestamp: at,
        providerMessageId: null,
        status: 'received',
        error: null,
        replyToId: null,
      });
    }
    const status = i % 2 ? 'delivered' : 'pending';
    await orders.create(
      {
        restaurantId,
        conversationId: conv.id,
        customerPhone: conv.phoneNumber,
        customerName: null,
        total: 100 * i,
        deliveryAddress: 'Centro',
        notes: null,
        items: [],
        status,
      },
      at,
    );
  }
});
afterAll(() => server?.close());

const header = (res: { headers: Headers }, name: string) => res.headers.get(name);

describe('admin lists at scale', () => {
  it('pages conversations newest first, 50 by default, with totals and a next cursor', async () => {
    const first = await owner.json('GET', '/api/conversations');
    expect(first.body).toHaveLength(50);
    expect(first.body[0].phoneNumber).toBe('+5215500000000');
    expect(header(first, 'x-total-count')).toBe(String(COUNT));
    expect(header(first, 'x-filtered-count')).toBe(String(COUNT));
    const seen = new Set<string>(first.body.map((c: { id: string }) => c.id));
    let cursor = header(first, 'x-next-cursor');
    while (cursor) {
      const page = await owner.json('GET', `/api/conversations?limit=200&cursor=${encodeURIComponent(cursor)}`);
      page.body.forEach((c: { id: string }) => seen.add(c.id));
      cursor = header(page, 'x-next-cursor');
    }
    expect(seen.size).toBe(COUNT);
  });

  it('filters in the database: search by phone or name, activity date range; badge counts follow', async () => {
    const byName = await owner.json('GET', '/api/conversations?search=lupita');
    expect(byName.body).toHaveLength(COUNT / 10);
    expect(header(byName, 'x-filtered-count')).toBe(String(COUNT / 10));
    expect(header(byName, 'x-total-count')).toBe(String(COUNT));
    const byPhone = await owner.json('GET', '/api/conversations?search=00000012');
    expect(byPhone.body.map((c: { phoneNumber: string }) => c.phoneNumber)).toEqual(['+5215500000012']);
    // However staff type the number (+52 without the 1, spaces), it finds the stored +521 form.
    for (const typed of ['+52 55 0000 0012', '55-0000-0012', '+521 55 0000 0012']) {
      const found = await owner.json('GET', `/api/conversations?search=${encodeURIComponent(typed)}`);
      expect(found.body.map((c: { phoneNumber: string }) => c.phoneNumber)).toEqual(['+5215500000012']);
    }
    const from = new Date(BASE - 9 * 60_000).toISOString();
    const to = new Date(BASE - 4 * 60_000).toISOString();
    const ranged = await owner.json('GET', `/api/conversations?from=${from}&to=${to}`);
    expect(ranged.body).toHaveLength(5);
  });

  it('refuses bad paging and filter input with Spanish 400s', async () => {
    expect((await owner.json('GET', '/api/conversations?limit=201')).body.error).toBe('El tamaño de página máximo es 200');
    expect((await owner.json('GET', '/api/conversations?cursor=nope')).status).toBe(400);
    expect((await owner.json('GET', '/api/orders?status=perdido')).body.error).toBe('Estado de pedido inválido');
    expect((await owner.json('GET', '/api/orders?payment=fiado')).body.error).toBe('Estado de pago inválido');
    expect((await owner.json('GET', '/api/orders?from=ayer')).status).toBe(400);
  });

  it('answers an unchanged poll with 304 and a changed one with the new rows', async () => {
    const first = await owner.request('GET', '/api/conversations?limit=5');
    const tag = header(first, 'etag')!;
    const again = await owner.request('GET', '/api/conversations?limit=5', undefined, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    const otherPage = await owner.request('GET', '/api/conversations?limit=6', undefined, { 'if-none-match': tag });
    expect(otherPage.status).toBe(200);
    const orderTag = header(await owner.request('GET', '/api/orders'), 'etag')!;
    const conversations = get<ConversationRepository>(server.container, TOKENS.Conversations);
    await conversations.upsertByPhone(restaurantId, '+5215599999999', new Date(BASE + 60_000), 'Nuevo');
    // A new conversation is not an order: Pedidos' poll stays a 304.
    expect((await owner.request('GET', '/api/orders', undefined, { 'if-none-match': orderTag })).status).toBe(304);
    const changed = await owner.request('GET', '/api/conversations?limit=5', undefined, { 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { customerName: string }[])[0]!.customerName).toBe('Nuevo');
    expect(header(changed, 'x-total-count')).toBe(String(COUNT + 1));
  });

  it('pages orders by status and serves a thread newest page, then only what is new', async () => {
    const pending = await owner.json('GET', '/api/orders?status=pending&limit=10');
    expect(pending.body).toHaveLength(10);
    expect(pending.body.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    expect(header(pending, 'x-filtered-count')).toBe(String(COUNT / 2));
    // Orders taken without a payment method are still to be paid.
    expect(header(await owner.json('GET', '/api/orders?payment=pending&limit=1'), 'x-filtered-count')).toBe(String(COUNT));
    expect(header(await owner.json('GET', '/api/orders?payment=paid&limit=1'), 'x-filtered-count')).toBe('0');
    const [conv] = (await owner.json('GET', '/api/conversations?search=00000003')).body;
    const thread = await owner.json('GET', `/api/messages/${conv.id}`);
    expect(thread.body.map((m: { content: string }) => m.content)).toEqual(['mensaje 0 de 3', 'mensaje 1 de 3']);
    const after = await owner.json('GET', `/api/messages/${conv.id}?after=${thread.body[0].id}`);
    expect(after.body.map((m: { content: string }) => m.content)).toEqual(['mensaje 1 de 3']);
  });

  it('compresses JSON for clients that accept gzip', async () => {
    const res = await owner.request('GET', '/api/orders?limit=200', undefined, { 'accept-encoding': 'gzip' });
    expect(header(res, 'content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(body).toHaveLength(200);
  });

  it('streams the whole export in batches: every conversation once, with its messages', async () => {
    const json = (await owner.json('GET', '/api/data/export-conversations')).body as { id: string; messages: unknown[] }[];
    expect(json.length).toBe(COUNT + 1);
    expect(new Set(json.map((c) => c.id)).size).toBe(COUNT + 1);
    expect(json.filter((c) => c.messages.length === 2)).toHaveLength(COUNT);
    const csv = await (await owner.request('GET', '/api/data/export-conversations?format=csv')).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(COUNT + 2);
  });

  it('applies bulk actions to the whole filtered set minus exclusions, keeping the id-list bodies', async () => {
    const lupitas = (await owner.json('GET', '/api/conversations?search=lupita&limit=200')).body as { id: string }[];
    const send = await owner.json('POST', '/api/conversations/bulk-message', {
      filter: { search: 'lupita' },
      excludeIds: [lupitas[0]!.id],
      message: 'Hola',
    });
    // Every customer wrote last in May 2026, outside the 24-hour window: the text is refused whole, naming exactly whom it was for.
    expect(send.status).toBe(409);
    expect(send.body.outsideWindow).toHaveLength(COUNT / 10 - 1);
    const removed = await owner.json('DELETE', '/api/conversations', { filter: { search: 'lupita' }, excludeIds: [lupitas[0]!.id] });
    expect(removed.body).toEqual({ deletedCount: COUNT / 10 - 1, totalRequested: COUNT / 10 - 1 });
    expect(header(await owner.json('GET', '/api/conversations?search=lupita'), 'x-filtered-count')).toBe('1');
    const orders = await owner.json('DELETE', '/api/orders', { filter: { status: 'delivered' } });
    expect(orders.body).toEqual({ deletedCount: COUNT / 2, totalRequested: COUNT / 2 });
    const [one] = (await owner.json('GET', '/api/orders?limit=1')).body;
    expect((await owner.json('DELETE', '/api/orders', { orderIds: [one.id, 'ajeno'] })).body).toEqual({
      deletedCount: 1,
      totalRequested: 2,
    });
  });
});
