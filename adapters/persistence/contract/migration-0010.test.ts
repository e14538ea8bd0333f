import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { MIGRATIONS, migrateToLatest } from '../migrations/migrate.js';
import { POSTGRES_SKIPPED, POSTGRES_URL, openIsolatedPostgres } from './dialects.js';

const OPENERS = [
  { name: 'sqlite', open: () => openDatabase(':memory:') },
  ...(POSTGRES_URL ? [{ name: 'postgres', open: () => openIsolatedPostgres(POSTGRES_URL!) }] : []),
];

if (!POSTGRES_URL)
  describe.skip(`postgres: migration 0010 (${POSTGRES_SKIPPED})`, () => it('merges conversations the same way on Postgres'));

const conversation = (id: string, phone: string, at: string, extra: Record<string, unknown> = {}) => ({
  id,
  restaurant_id: 'r1',
  phone_number: phone,
  customer_name: null,
  status: 'active',
  created_at: at,
  last_message_at: at,
  last_order_time: null,
  total_orders: 0,
  has_new_order: 0,
  ...extra,
});
const message = (id: string, conversationId: string, at: string) => ({
  id,
  conversation_id: conversationId,
  restaurant_id: 'r1',
  content: id,
  direction: 'incoming',
  timestamp: at,
  provider_message_id: id,
  status: 'received',
  error: null,
  reply_to_id: null,
});
const order = (id: string, conversationId: string, phone: string, at: string) => ({
  id,
  restaurant_id: 'r1',
  conversation_id: conversationId,
  status: 'pending',
  created_at: at,
  customer_phone: phone,
  customer_name: null,
  total: 100,
  delivery_address: 'Calle 1',
  notes: null,
  items: '[]',
});

for (const { name, open } of OPENERS) {
  describe(`${name}: migration 0010`, () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => close?.());

    async function givenDataBefore0010(db: Kysely<any>) {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      const { error } = await migrator.migrateTo('0005-billing');
      if (error) throw error;
      await db
        .insertInto('restaurants')
        .values({
          id: 'r1',
          name: 'Tacos',
          description: null,
          phone: null,
          email: null,
          address: null,
          subdomain: 'tacos',
          subscription_status: 'trial',
          subscription_plan: null,
          created_at: '2025-01-01T00:00:00.000Z',
          trial_ends_at: null,
        })
        .execute();
      await db
        .insertInto('conversations')
        .values([
          conversation('meta', '+5215512345678', '2025-01-02T00:00:00.000Z', { total_orders: 1, customer_name: 'Ana' }),
          conversation('twilio', '+525512345678', '2025-01-03T00:00:00.000Z', {
            total_orders: 1,
            has_new_order: 1,
            last_order_time: '2025-01-03T00:00:00.000Z',
          }),
          conversation('other', '+525598765432', '2025-01-04T00:00:00.000Z'),
        ])
        .execute();
      await db
        .insertInto('messages')
        .values([message('m1', 'meta', '2025-01-02T00:00:00.000Z'), message('m2', 'twilio', '2025-01-03T00:00:00.000Z')])
        .execute();
      await db
        .insertInto('orders')
        .values([
          order('o1', 'meta', '+5215512345678', '2025-01-02T00:00:00.000Z'),
          order('o2', 'twilio', '+525512345678', '2025-01-03T00:00:00.000Z'),
        ])
        .execute();
      await db
        .insertInto('carts')
        .values({ conversation_id: 'twilio', restaurant_id: 'r1', data: '{"lines":[]}', updated_at: '2025-01-03T00:00:00.000Z' })
        .execute();
    }

    it('merges +52/+521 duplicates keeping every message and order, normalises phones and numbers orders', async () => {
      const database = await open();
      close = database.close;
      const db = database.db as Kysely<any>;
      await givenDataBefore0010(db);
      await migrateToLatest(db);

      const conversations = await db.selectFrom('conversations').selectAll().orderBy('phone_number').execute();
      expect(conversations.map((c) => [c.id, c.phone_number])).toEqual([
        ['meta', '+5215512345678'],
        ['other', '+5215598765432'],
      ]);
      const merged = conversations[0]!;
      expect(Number(merged.total_orders)).toBe(2);
      expect(Number(merged.has_new_order)).toBe(1);
      expect(merged.customer_name).toBe('Ana');
      expect(merged.last_message_at).toBe('2025-01-03T00:00:00.000Z');
      const messages = await db.selectFrom('messages').select(['id', 'conversation_id']).orderBy('id').execute();
      expect(messages).toEqual([
        { id: 'm1', conversation_id: 'meta' },
        { id: 'm2', conversation_id: 'meta' },
      ]);
      const orders = await db.selectFrom('orders').select(['id', 'conversation_id', 'customer_phone', 'number']).orderBy('id').execute();
      expect(orders.map((o) => ({ ...o, number: Number(o.number) }))).toEqual([
        { id: 'o1', conversation_id: 'meta', customer_phone: '+5215512345678', number: 1 },
        { id: 'o2', conversation_id: 'meta', customer_phone: '+5215512345678', number: 2 },
      ]);
      const carts = await db.selectFrom('carts').select('conversation_id').execute();
      expect(carts).toEqual([{ conversation_id: 'meta' }]);
    });
  });
}
