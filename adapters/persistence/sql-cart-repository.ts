import { sql, type Kysely } from 'kysely';
import { emptyCart, type Cart, type CartRepository } from '../../core/orders/cart.js';
import { fromJson, toIso, toJson } from './codec.js';
import type { Schema } from './schema.js';
import { PreparedQuery } from './prepared-query.js';

export class SqlCartRepository implements CartRepository {
  /** Read and written on most replies: built once (prepared-query.ts). */
  private readonly read = new PreparedQuery(2, (db, arg) =>
    db.selectFrom('carts').select(['data', 'engine_state']).where('restaurant_id', '=', arg(0)).where('conversation_id', '=', arg(1)),
  );
  private readonly write = new PreparedQuery(5, (db, arg) =>
    db
      .insertInto('carts')
      .columns(['conversation_id', 'restaurant_id', 'data', 'engine_state', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('conversations')
          .select([
            'id',
            'restaurant_id',
            sql.val(arg(2)).as('data'),
            sql<string | null>`${arg(3)}`.as('engine_state'),
            sql.val(arg(4)).as('updated_at'),
          ])
          .where('id', '=', arg(0))
          .where('restaurant_id', '=', arg(1)),
      )
      .onConflict((oc) => oc.column('conversation_id').doUpdateSet({ data: arg(2), engine_state: arg(3), updated_at: arg(4) })),
  );

  constructor(private readonly db: Kysely<Schema>) {}

  async get(restaurantId: string, conversationId: string): Promise<Cart | null> {
    const [row] = (await this.read.execute(this.db, [restaurantId, conversationId])).rows;
    // Spread over an empty cart so a cart saved before a field existed still reads whole.
    return row ? { ...emptyCart(), ...fromJson<Partial<Cart>>(row.data), engineState: row.engine_state } : null;
  }

  /**
   * Insert-from-select: the row is written only when the conversation belongs to the
   * restaurant, so a forged conversation id saves nothing instead of touching another
   * restaurant's cart.
   */
  async save(restaurantId: string, conversationId: string, cart: Cart): Promise<void> {
    const { engineState, ...rest } = cart;
    const data = toJson(rest);
    const updatedAt = toIso(new Date());
    await this.write.execute(this.db, [conversationId, restaurantId, data, engineState ?? null, updatedAt]);
  }

  async clear(restaurantId: string, conversationId: string): Promise<void> {
    await this.db.deleteFrom('carts').where('restaurant_id', '=', restaurantId).where('conversation_id', '=', conversationId).execute();
  }
}
