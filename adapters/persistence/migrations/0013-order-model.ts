import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

const CART_BATCH = 500;

/**
 * What an order carries beyond the spec's fields: the delivery fee (included in total), pickup or
 * delivery, how it is paid, and whether it came from the panel's test centre; menu items get option
 * groups; a cart's engine state moves out of its JSON into a column of its own.
 */
export const orderModel: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('orders')
      .addColumn('delivery_fee', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('fulfillment', 'text', (c) => c.notNull().defaultTo('delivery'))
      .execute();
    await db.schema.alterTable('orders').addColumn('payment', 'text').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('is_test', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Until now a test order was recognised by its conversation holding a test-centre message.
    await db
      .updateTable('orders')
      .set({ is_test: 1 })
      .where('conversation_id', 'in', (eb: any) =>
        eb.selectFrom('messages').select('messages.conversation_id').where('messages.provider_message_id', 'like', 'test-%'),
      )
      .execute();
    await db.schema
      .alterTable('menu_items')
      .addColumn('option_groups', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.alterTable('carts').addColumn('engine_state', 'text').execute();
    await moveCartStages(db);
  },

  async down(db: Db) {
    await db.schema.alterTable('carts').dropColumn('engine_state').execute();
    await db.schema.alterTable('menu_items').dropColumn('option_groups').execute();
    for (const column of ['is_test', 'payment', 'fulfillment', 'delivery_fee']) {
      await db.schema.alterTable('orders').dropColumn(column).execute();
    }
  },
};

/**
 * Carts kept `stage`: a JSON string inside their JSON holding the engine's memory, the order notes
 * and the last placed order. The notes and the order become the cart's own fields; the memory
 * moves to `engine_state`.
 */
async function moveCartStages(db: Db) {
  for (let after = ''; ;) {
    const rows: { conversation_id: string; data: string }[] = await db
      .selectFrom('carts')
      .select(['conversation_id', 'data'])
      .where('conversation_id', '>', after)
      .orderBy('conversation_id')
      .limit(CART_BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const { data, engineState } = splitStage(row.data);
      if (data !== row.data) {
        await db.updateTable('carts').set({ data, engine_state: engineState }).where('conversation_id', '=', row.conversation_id).execute();
      }
    }
    after = rows[rows.length - 1]!.conversation_id;
  }
}

/** Exported for the migration's test: a cart's JSON without `stage`, and the engine memory it held. */
export function splitStage(json: string): { data: string; engineState: string | null } {
  let cart: Record<string, unknown>;
  try {
    cart = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return { data: json, engineState: null };
  }
  if (!('stage' in cart)) return { data: json, engineState: null };
  const { stage, ...rest } = cart;
  let parsed: Record<string, unknown> = {};
  try {
    parsed = typeof stage === 'string' ? (JSON.parse(stage) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  const field = (key: string) => (typeof parsed[key] === 'string' ? (parsed[key] as string) : null);
  return {
    data: JSON.stringify({ ...rest, orderNotes: field('orderNotes'), placedOrderId: field('placedOrderId') }),
    engineState: field('memory'),
  };
}
