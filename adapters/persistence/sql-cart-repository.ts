import { sql, type Kysely } from 'kysely';
import { emptyCart, type Cart, type CartRepository } from '../../core/orders/cart.js';
import { fromJson, toIso, toJson } from './codec.js';
import type { Schema } from './schema.js';

export class SqlCartRepository implements CartRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async get(restaurantId: string, conversationId: string): Promise<Cart | null> {
    const row = await this.db
      .selectFrom('carts')
      .select(['data', 'engine_state'])
      .where('restaurant_id', '=', restaurantId)
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
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
    await this.db
      .insertInto('carts')
      .columns(['conversation_id', 'restaurant_id', 'data', 'engine_state', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('conversations')
          .select([
            'id',
            'restaurant_id',
            sql.val(data).as('data'),
            sql<string | null>`${engineState}`.as('engine_state'),
            sql.val(updatedAt).as('updated_at'),
          ])
          .where('id', '=', conversationId)
          .where('restaurant_id', '=', restaurantId),
      )
      .onConflict((oc) => oc.column('conversation_id').doUpdateSet({ data, engine_state: engineState, updated_at: updatedAt }))
      .execute();
  }

  async clear(restaurantId: string, conversationId: string): Promise<void> {
    await this.db.deleteFrom('carts').where('restaurant_id', '=', restaurantId).where('conversation_id', '=', conversationId).execute();
  }
}
