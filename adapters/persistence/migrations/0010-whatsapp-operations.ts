import { sql, type Kysely, type Migration } from 'kysely';

type Db = Kysely<any>;

/** Frozen copy of core's normalizePhone as of this migration: later rule changes need their own migration. */
const canonicalPhone = (raw: string): string => {
  const digits = raw.replace(/\D/g, '');
  return /^52\d{10}$/.test(digits) ? `+521${digits.slice(2)}` : `+${digits}`;
};

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/**
 * Folds conversation `from` into `into` (same restaurant, same customer written two ways):
 * messages and orders move, counters add up, the newer cart wins. Nothing is lost.
 */
async function mergeConversation(db: Db, into: any, from: any) {
  await db.updateTable('messages').set({ conversation_id: into.id }).where('conversation_id', '=', from.id).execute();
  await db.updateTable('orders').set({ conversation_id: into.id }).where('conversation_id', '=', from.id).execute();
  const carts = await db.selectFrom('carts').selectAll().where('conversation_id', 'in', [into.id, from.id]).execute();
  const newest = carts.sort((a, b) => (a.updated_at < b.updated_at ? 1 : -1))[0];
  await db.deleteFrom('carts').where('conversation_id', 'in', [into.id, from.id]).execute();
  if (newest)
    await db
      .insertInto('carts')
      .values({ ...newest, conversation_id: into.id })
      .execute();
  await db
    .updateTable('conversations')
    .set({
      customer_name: into.customer_name ?? from.customer_name,
      created_at: into.created_at < from.created_at ? into.created_at : from.created_at,
      last_message_at: later(into.last_message_at, from.last_message_at),
      last_order_time: later(into.last_order_time, from.last_order_time),
      total_orders: Number(into.total_orders) + Number(from.total_orders),
      has_new_order: Number(into.has_new_order) || Number(from.has_new_order) ? 1 : 0,
      status: into.last_message_at >= from.last_message_at ? into.status : from.status,
    })
    .where('id', '=', into.id)
    .execute();
  await db.deleteFrom('conversations').where('id', '=', from.id).execute();
}

async function normalizeConversationPhones(db: Db) {
  const rows = await db.selectFrom('conversations').selectAll().orderBy('created_at').orderBy('id').execute();
  const byKey = new Map<string, any>();
  for (const row of rows) {
    const phone = canonicalPhone(row.phone_number);
    const key = `${row.restaurant_id}\u0000${phone}`;
    const kept = byKey.get(key);
    if (kept) {
      await mergeConversation(db, kept, row);
      const merged = await db.selectFrom('conversations').selectAll().where('id', '=', kept.id).executeTakeFirstOrThrow();
      byKey.set(key, merged);
      continue;
    }
    if (phone !== row.phone_number) {
      await db.updateTable('conversations').set({ phone_number: phone }).where('id', '=', row.id).execute();
    }
    byKey.set(key, { ...row, phone_number: phone });
  }
}

async function normalizeColumn(db: Db, table: 'orders' | 'inbox', column: 'customer_phone' | 'phone') {
  const rows = await db.selectFrom(table).select(['id', column]).execute();
  for (const row of rows) {
    const phone = canonicalPhone(row[column]);
    if (phone !== row[column])
      await db
        .updateTable(table)
        .set({ [column]: phone })
        .where('id', '=', row.id)
        .execute();
  }
}

export const whatsappOperations: Migration = {
  async up(db: Db) {
    // Per-restaurant order number; existing orders numbered in creation order.
    await db.schema.alterTable('orders').addColumn('number', 'integer').execute();
    await sql`UPDATE orders SET number = (
      SELECT COUNT(*) FROM orders o2 WHERE o2.restaurant_id = orders.restaurant_id
        AND (o2.created_at < orders.created_at OR (o2.created_at = orders.created_at AND o2.id <= orders.id)))`.execute(db);
    await db.schema.createIndex('orders_restaurant_number').on('orders').columns(['restaurant_id', 'number']).unique().execute();

    for (const column of ['takeover_by', 'takeover_reason', 'takeover_at', 'takeover_active_at']) {
      await db.schema.alterTable('conversations').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('messages').addColumn('author', 'text').execute();
    await db.schema.alterTable('messages').addColumn('attachment', 'text').execute();
    await db.schema.alterTable('inbox').addColumn('attachment', 'text').execute();
    await db.schema.alterTable('orders').addColumn('delivery_latitude', 'double precision').execute();
    await db.schema.alterTable('orders').addColumn('delivery_longitude', 'double precision').execute();
    await db.schema.alterTable('orders').addColumn('requested_for', 'text').execute();

    await normalizeConversationPhones(db);
    await normalizeColumn(db, 'orders', 'customer_phone');
    await normalizeColumn(db, 'inbox', 'phone');
  },

  async down(db: Db) {
    await db.schema.alterTable('orders').dropColumn('requested_for').execute();
    await db.schema.alterTable('orders').dropColumn('delivery_longitude').execute();
    await db.schema.alterTable('orders').dropColumn('delivery_latitude').execute();
    await db.schema.alterTable('inbox').dropColumn('attachment').execute();
    await db.schema.alterTable('messages').dropColumn('attachment').execute();
    await db.schema.alterTable('messages').dropColumn('author').execute();
    for (const column of ['takeover_by', 'takeover_reason', 'takeover_at', 'takeover_active_at']) {
      await db.schema.alterTable('conversations').dropColumn(column).execute();
    }
    await db.schema.dropIndex('orders_restaurant_number').execute();
    await db.schema.alterTable('orders').dropColumn('number').execute();
  },
};
