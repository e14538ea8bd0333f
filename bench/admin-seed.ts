import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { dialectOf } from '../adapters/persistence/dialect.js';
import { ChangeVersionBumps } from '../adapters/persistence/sql-change-versions.js';
import type { ConversationsTable, MessagesTable, OrdersTable, Schema } from '../adapters/persistence/schema.js';

const FIRST = ['Lupita', 'José', 'María', 'Ángel', 'Fernanda', 'Diego', 'Sofía', 'Carlos', 'Valeria', 'Juan'];
const LAST = ['García', 'Hernández', 'López', 'Martínez', 'Pérez', 'Sánchez', 'Ramírez', 'Flores'];
const DISHES = [
  { name: 'Tacos al pastor', unitPrice: 1800 },
  { name: 'Quesadilla de flor de calabaza', unitPrice: 4500 },
  { name: 'Agua de horchata', unitPrice: 2500 },
  { name: 'Pozole rojo', unitPrice: 9500 },
];
const STATUSES = ['pending', 'confirmed', 'preparing', 'delivered', 'cancelled'];
const DAY = 86_400_000;

export interface SeedSize {
  conversations: number;
  messagesPerConversation: number;
  orders: number;
}

export const BUSY_RESTAURANT: SeedSize = { conversations: 10_000, messagesPerConversation: 10, orders: 10_000 };

/** Rows per INSERT: well under SQLite's 32,766 bound parameters and Postgres's 65,535. */
const CHUNK = 500;

async function insertChunks<T extends keyof Schema>(db: Kysely<Schema>, table: T, rows: Insertable<Schema[T]>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/**
 * A month of a busy restaurant, written straight into the tables (the bench and the browser
 * check time the panel, not the ingest): conversations spread over 30 days, ten messages
 * each, one order per conversation. Returns the phone numbers, for searches.
 */
export async function seedRestaurantLists(db: Kysely<Schema>, restaurantId: string, size: SeedSize, now = Date.now()) {
  const conversations: Insertable<ConversationsTable>[] = [];
  const messages: Insertable<MessagesTable>[] = [];
  const orders: Insertable<OrdersTable>[] = [];
  for (let i = 0; i < size.conversations; i++) {
    const last = now - Math.floor(((i + 0.5) / size.conversations) * 30 * DAY);
    const created = last - (i % 7) * 3_600_000;
    const name = i % 3 === 0 ? null : `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    const phone = `+52155${String(10_000_000 + i * 37).slice(-8)}`;
    const id = randomUUID();
    const hasOrder = i < size.orders;
    conversations.push({
      id,
      restaurant_id: restaurantId,
      phone_number: phone,
      customer_name: name,
      search_name: name?.toLowerCase() ?? null,
      status: ['active', 'completed', 'paused'][i % 3]!,
      created_at: new Date(created).toISOString(),
      last_message_at: new Date(last).toISOString(),
      last_order_time: hasOrder ? new Date(last - 60_000).toISOString() : null,
      total_orders: hasOrder ? 1 + (i % 4) : 0,
      has_new_order: i % 11 === 0 ? 1 : 0,
    });
    for (let m = 0; m < size.messagesPerConversation; m++) {
      const incoming = m % 2 === 0;
      messages.push({
        id: randomUUID(),
        conversation_id: id,
        restaurant_id: restaurantId,
        content: incoming
          ? `Hola, quiero ${1 + (m % 3)} ${DISHES[m % DISHES.length]!.name.toLowerCase()} por favor`
          : `[PRUEBA] ¡Claro! Agregué tu pedido. ¿Algo más?`,
        direction: incoming ? 'incoming' : 'outgoing',
        timestamp: new Date(created + ((last - created) * m) / Math.max(1, size.messagesPerConversation - 1)).toISOString(),
        provider_message_id: `wamid.seed.${i}.${m}`,
        status: incoming ? 'received' : 'delivered',
        error: null,
        reply_to_id: null,
      });
    }
    if (hasOrder) {
      const items = [DISHES[i % 4]!, DISHES[(i + 1) % 4]!].map((d, k) => ({
        menuItemId: `seed-${k}`,
        name: d.name,
        unitPrice: d.unitPrice,
        quantity: 1 + (i % 3),
        notes: null,
      }));
      orders.push({
        id: randomUUID(),
        restaurant_id: restaurantId,
        conversation_id: id,
        status: STATUSES[i % STATUSES.length]!,
        created_at: new Date(last - 60_000).toISOString(),
        customer_phone: phone,
        customer_name: name,
        total: items.reduce((s, it) => s + it.unitPrice * it.quantity, 0),
        delivery_address: `Calle ${1 + (i % 200)} #${10 + (i % 90)}, Col. Roma Norte, CDMX`,
        notes: i % 5 === 0 ? 'Sin cebolla, por favor' : null,
        items: JSON.stringify(items),
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    await insertChunks(trx, 'conversations', conversations);
    await insertChunks(trx, 'messages', messages);
    await insertChunks(trx, 'orders', orders);
  });
  await new ChangeVersionBumps(db).bump(db, restaurantId, 'conversations', 'messages', 'orders');
  // Fold the bulk insert into the main file now, rather than in the server's first write after it.
  if (dialectOf(db) === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  else await sql`analyze conversations, messages, orders`.execute(db);
  return { phones: conversations.map((c) => c.phone_number) };
}

/** `count` small restaurants (50 conversations each), so the big one is not alone in its tables. */
export async function seedSmallRestaurants(db: Kysely<Schema>, count: number) {
  for (let r = 0; r < count; r++) {
    const id = randomUUID();
    await db
      .insertInto('restaurants')
      .values({
        id,
        name: `Fonda ${r + 1}`,
        description: null,
        phone: null,
        email: null,
        address: null,
        subdomain: `fonda${r + 1}${id.slice(0, 4)}`,
        subscription_status: 'trial',
        subscription_plan: null,
        created_at: new Date().toISOString(),
        trial_ends_at: null,
      })
      .execute();
    await seedRestaurantLists(db, id, { conversations: 50, messagesPerConversation: 4, orders: 20 });
  }
}
