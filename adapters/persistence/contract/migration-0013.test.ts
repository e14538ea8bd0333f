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
  describe.skip(`postgres: migration 0013 (${POSTGRES_SKIPPED})`, () => it('moves carts and marks test orders on Postgres'));

const AT = '2025-01-02T00:00:00.000Z';
const conversation = (id: string, phone: string) => ({
  id,
  restaurant_id: 'r1',
  phone_number: phone,
  customer_name: null,
  status: 'active',
  created_at: AT,
  last_message_at: AT,
  last_order_time: null,
  total_orders: 1,
  has_new_order: 0,
});
const message = (id: string, conversationId: string, providerMessageId: string) => ({
  id,
  conversation_id: conversationId,
  restaurant_id: 'r1',
  content: 'hola',
  direction: 'incoming',
  timestamp: AT,
  provider_message_id: providerMessageId,
  status: 'received',
  error: null,
  reply_to_id: null,
});
const order = (id: string, conversationId: string, number: number) => ({
  id,
  number,
  restaurant_id: 'r1',
  conversation_id: conversationId,
  status: 'pending',
  created_at: AT,
  customer_phone: '+5215512345678',
  customer_name: null,
  total: 100,
  delivery_address: 'Calle 1',
  notes: null,
  items: '[]',
});

async function givenDataBefore0013(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error } = await migrator.migrateTo('0012-reply-pipeline');
  if (error) throw error;
  await db
    .insertInto('restaurants')
    .values({ id: 'r1', name: 'Tacos', subdomain: 'tacos', subscription_status: 'trial', created_at: AT })
    .execute();
  await db
    .insertInto('conversations')
    .values([conversation('customer', '+5215512345678'), conversation('panel', '+5215500000000')])
    .execute();
  await db
    .insertInto('messages')
    .values([message('m1', 'customer', 'wamid.1'), message('m2', 'panel', 'test-abc')])
    .execute();
  await db
    .insertInto('orders')
    .values([order('o1', 'customer', 1), order('o2', 'panel', 2)])
    .execute();
  const stage = JSON.stringify({ memory: '{"lastAsk":"address"}', orderNotes: 'tocar el timbre', placedOrderId: 'o1' });
  await db
    .insertInto('carts')
    .values([
      {
        conversation_id: 'customer',
        restaurant_id: 'r1',
        data: JSON.stringify({ lines: [], deliveryAddress: 'Calle 1', stage }),
        updated_at: AT,
      },
      { conversation_id: 'panel', restaurant_id: 'r1', data: '{"lines":[],"stage":"not json"}', updated_at: AT },
    ])
    .execute();
}

for (const { name, open } of OPENERS) {
  describe(`${name}: migration 0013`, () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => close?.());

    it("moves a cart's stage into typed fields and its own engine-state column, and marks test-centre orders", async () => {
      const database = await open();
      close = database.close;
      const db = database.db as Kysely<any>;
      await givenDataBefore0013(db);
      await migrateToLatest(db);

      const carts = await db.selectFrom('carts').select(['conversation_id', 'data', 'engine_state']).orderBy('conversation_id').execute();
      expect(carts.map((c) => ({ ...c, data: JSON.parse(c.data) }))).toEqual([
        {
          conversation_id: 'customer',
          data: { lines: [], deliveryAddress: 'Calle 1', orderNotes: 'tocar el timbre', placedOrderId: 'o1' },
          engine_state: '{"lastAsk":"address"}',
        },
        { conversation_id: 'panel', data: { lines: [], orderNotes: null, placedOrderId: null }, engine_state: null },
      ]);
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'is_test', 'delivery_fee', 'fulfillment', 'payment'])
        .orderBy('id')
        .execute();
      expect(orders.map((o) => ({ ...o, is_test: Number(o.is_test), delivery_fee: Number(o.delivery_fee) }))).toEqual([
        { id: 'o1', is_test: 0, delivery_fee: 0, fulfillment: 'delivery', payment: null },
        { id: 'o2', is_test: 1, delivery_fee: 0, fulfillment: 'delivery', payment: null },
      ]);
      const [item] = await db
        .insertInto('menu_items')
        .values({
          id: 'i1',
          restaurant_id: 'r1',
          name: 'Taco',
          price: 100,
          category: 'Tacos',
          ingredients: '[]',
          available: 1,
          created_at: AT,
        })
        .returning('option_groups')
        .execute();
      expect(item?.option_groups).toBe('[]');
    });
  });
}
