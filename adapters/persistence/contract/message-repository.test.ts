import { expect, it } from 'vitest';
import type { NewMessage } from '../../../core/conversations/conversation.js';
import { SqlMessageRepository } from '../sql-message-repository.js';
import { describeDialects } from './dialects.js';
import { givenConversation, givenRestaurant, useDatabase } from './harness.js';

const at = (iso: string) => new Date(iso);

describeDialects('SqlMessageRepository', (dialect) => {
  const db = useDatabase(dialect);
  const repo = () => new SqlMessageRepository(db());

  async function givenChat() {
    const restaurant = await givenRestaurant(db());
    const conversation = await givenConversation(db(), restaurant.id);
    const message = (patch: Partial<NewMessage> = {}): NewMessage => ({
      conversationId: conversation.id,
      restaurantId: restaurant.id,
      content: 'Quiero 3 tacos al pastor',
      direction: 'incoming',
      timestamp: at('2025-05-05T12:00:00.000Z'),
      providerMessageId: 'wamid.1',
      status: 'received',
      error: null,
      replyToId: null,
      ...patch,
    });
    return { restaurant, conversation, message };
  }

  it('round-trips every field', async () => {
    const { restaurant, conversation, message } = await givenChat();
    const incoming = await repo().append(message());
    const outgoing = await repo().append(
      message({
        direction: 'outgoing',
        content: '[PRUEBA] ¡Claro!',
        providerMessageId: null,
        status: 'failed',
        error: 'Token inválido',
        timestamp: at('2025-05-05T12:00:01.999Z'),
      }),
    );
    expect(incoming).toEqual({ ...message(), id: incoming.id });
    expect(await repo().listByConversation(restaurant.id, conversation.id)).toEqual([incoming, outgoing]);
  });

  it('lists by time, and by arrival when two messages share a timestamp', async () => {
    const { restaurant, conversation, message } = await givenChat();
    const later = await repo().append(message({ content: 'c', timestamp: at('2025-05-05T12:00:05Z') }));
    const sameA = await repo().append(message({ content: 'a', timestamp: at('2025-05-05T12:00:00Z') }));
    const sameB = await repo().append(message({ content: 'b', timestamp: at('2025-05-05T12:00:00Z') }));
    expect(await repo().listByConversation(restaurant.id, conversation.id)).toEqual([sameA, sameB, later]);
    expect(await repo().recent(restaurant.id, 2)).toEqual([later, sameB]);
    expect(await repo().recent(restaurant.id, 10)).toEqual([later, sameB, sameA]);
    expect(await repo().latestInConversation(restaurant.id, conversation.id, 2)).toEqual([sameB, later]);
    expect(await repo().latestInConversation(restaurant.id, conversation.id, 10)).toEqual([sameA, sameB, later]);
  });

  it('reads the latest messages of one conversation only, with a limit', async () => {
    const { restaurant, conversation, message } = await givenChat();
    const other = await givenConversation(db(), restaurant.id);
    const first = await repo().append(message({ content: 'a', timestamp: at('2025-05-05T11:00:00Z') }));
    const second = await repo().append(message({ content: 'b', timestamp: at('2025-05-05T12:00:00Z') }));
    await repo().append(message({ content: 'c', timestamp: at('2025-05-05T12:00:01Z'), conversationId: other.id }));
    const third = await repo().append(message({ content: 'd', timestamp: at('2025-05-05T12:00:02Z') }));
    const latest = (limit: number) => repo().latestInConversation(restaurant.id, conversation.id, limit);
    expect(await latest(10)).toEqual([first, second, third]);
    expect(await latest(2)).toEqual([second, third]);
    expect(await latest(0)).toEqual([]);
    expect(await repo().latestInConversation((await givenRestaurant(db())).id, conversation.id, 10)).toEqual([]);
  });

  it("keeps the operator's name on a message staff wrote", async () => {
    const { restaurant, conversation, message } = await givenChat();
    const written = await repo().append(message({ content: 'Hola, soy Ana', direction: 'outgoing', author: 'Ana' }));
    expect(written.author).toBe('Ana');
    expect(await repo().listByConversation(restaurant.id, conversation.id)).toEqual([written]);
  });

  it("shows recent messages across the restaurant's conversations, not another restaurant's", async () => {
    const mine = await givenChat();
    const theirs = await givenChat();
    const second = await givenConversation(db(), mine.restaurant.id);
    const a = await repo().append(mine.message({ timestamp: at('2025-05-05T12:00:00Z') }));
    const b = await repo().append(mine.message({ conversationId: second.id, timestamp: at('2025-05-05T12:01:00Z') }));
    await repo().append(theirs.message({ timestamp: at('2025-05-05T12:02:00Z') }));
    expect(await repo().recent(mine.restaurant.id, 10)).toEqual([b, a]);
    expect(await repo().listByConversation(mine.restaurant.id, theirs.conversation.id)).toEqual([]);
  });

  it('counts messages since an instant, per restaurant', async () => {
    const mine = await givenChat();
    const theirs = await givenChat();
    await repo().append(mine.message({ timestamp: at('2025-05-01T00:00:00Z') }));
    await repo().append(mine.message({ timestamp: at('2025-05-02T00:00:00Z') }));
    await repo().append(mine.message({ timestamp: at('2025-05-03T00:00:00Z') }));
    await repo().append(theirs.message({ timestamp: at('2025-05-03T00:00:00Z') }));
    expect(await repo().countSince(mine.restaurant.id, at('2025-05-02T00:00:00Z'))).toBe(2);
    expect(await repo().countSince(mine.restaurant.id, at('2025-06-01T00:00:00Z'))).toBe(0);
  });

  it('updates delivery status by provider id, only in its own restaurant', async () => {
    const mine = await givenChat();
    const theirs = await givenChat();
    const sent = await repo().append(mine.message({ direction: 'outgoing', providerMessageId: 'wamid.out', status: 'sent' }));
    expect(await repo().updateStatusByProviderId(theirs.restaurant.id, 'wamid.out', 'read')).toBe(false);
    expect(await repo().updateStatusByProviderId(mine.restaurant.id, 'wamid.unknown', 'read')).toBe(false);

    const list = () => repo().listByConversation(mine.restaurant.id, mine.conversation.id);
    expect(await repo().updateStatusByProviderId(mine.restaurant.id, 'wamid.out', 'delivered', null)).toBe(true);
    expect(await list()).toEqual([{ ...sent, status: 'delivered', error: null }]);
    expect(await repo().updateStatusByProviderId(mine.restaurant.id, 'wamid.out', 'read')).toBe(true);
    expect(await list()).toEqual([{ ...sent, status: 'read', error: null }]);
  });

  it('only moves a delivery status forward: late callbacks never downgrade, a failure stays with its reason', async () => {
    const { restaurant, conversation, message } = await givenChat();
    const list = () => repo().listByConversation(restaurant.id, conversation.id);
    const read = await repo().append(message({ direction: 'outgoing', providerMessageId: 'wamid.read', status: 'sent' }));
    await repo().updateStatusByProviderId(restaurant.id, 'wamid.read', 'read');
    expect(await repo().updateStatusByProviderId(restaurant.id, 'wamid.read', 'delivered')).toBe(false);
    expect(await repo().updateStatusByProviderId(restaurant.id, 'wamid.read', 'sent')).toBe(false);
    expect(await repo().updateStatusByProviderId(restaurant.id, 'wamid.read', 'failed', 'tarde')).toBe(false);

    const failed = await repo().append(message({ direction: 'outgoing', providerMessageId: 'wamid.failed', status: 'sent' }));
    expect(await repo().updateStatusByProviderId(restaurant.id, 'wamid.failed', 'failed', 'Número no válido')).toBe(true);
    expect(await repo().updateStatusByProviderId(restaurant.id, 'wamid.failed', 'delivered', null)).toBe(false);
    // A test reply was never sent: no callback can claim it was.
    const test = await repo().append(message({ direction: 'outgoing', providerMessageId: 'wamid.test', status: 'test' }));
    expect(await repo().updateStatusByProviderId(restaurant.id, 'wamid.test', 'delivered')).toBe(false);

    expect(await list()).toEqual([{ ...read, status: 'read' }, { ...failed, status: 'failed', error: 'Número no válido' }, test]);
  });

  it('refuses a message whose conversation belongs to another restaurant', async () => {
    const mine = await givenChat();
    const theirs = await givenChat();
    await expect(repo().append(mine.message({ conversationId: theirs.conversation.id }))).rejects.toThrow();
    expect(await repo().recent(mine.restaurant.id, 10)).toEqual([]);
  });

  it('finds a message by provider id and the reply written for it, within the restaurant only', async () => {
    const { restaurant, message } = await givenChat();
    const incoming = await repo().append(message({ providerMessageId: 'wamid.find' }));
    expect(await repo().findByProviderId(restaurant.id, 'wamid.find')).toEqual(incoming);
    expect(await repo().findReplyTo(restaurant.id, incoming.id)).toBeNull();
    const reply = await repo().append(
      message({
        direction: 'outgoing',
        providerMessageId: null,
        status: 'pending',
        replyToId: incoming.id,
        timestamp: at('2025-05-05T12:00:03.000Z'),
      }),
    );
    expect(await repo().findReplyTo(restaurant.id, incoming.id)).toEqual(reply);
    const other = await givenRestaurant(db());
    expect(await repo().findByProviderId(other.id, 'wamid.find')).toBeNull();
    expect(await repo().findReplyTo(other.id, incoming.id)).toBeNull();
  });

  it('updates delivery fields of its own restaurant only and averages reply latency', async () => {
    const { restaurant, message } = await givenChat();
    const incoming = await repo().append(message());
    const reply = await repo().append(
      message({
        direction: 'outgoing',
        providerMessageId: null,
        status: 'pending',
        replyToId: incoming.id,
        timestamp: at('2025-05-05T12:00:04.000Z'),
      }),
    );
    const other = await givenRestaurant(db());
    expect(await repo().update(other.id, reply.id, { status: 'failed' })).toBeNull();
    const sent = await repo().update(restaurant.id, reply.id, { status: 'sent', providerMessageId: 'wamid.out' });
    expect(sent).toMatchObject({ status: 'sent', providerMessageId: 'wamid.out', error: null });
    expect(await repo().averageReplySeconds(restaurant.id, at('2025-05-05T00:00:00.000Z'))).toBe(4);
    expect(await repo().averageReplySeconds(restaurant.id, at('2025-05-06T00:00:00.000Z'))).toBeNull();
  });
});
