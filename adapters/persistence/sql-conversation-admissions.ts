import type { Kysely } from 'kysely';
import type { ConversationAdmissions } from '../../core/plans/conversation-admissions.js';
import { toIso, toNumber } from './codec.js';
import type { Schema } from './schema.js';

export class SqlConversationAdmissions implements ConversationAdmissions {
  constructor(private readonly db: Kysely<Schema>) {}

  async isAdmitted(restaurantId: string, conversationId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('conversation_admissions')
      .select('conversation_id')
      .where('conversation_id', '=', conversationId)
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    return !!row;
  }

  async admit(restaurantId: string, conversationId: string, at: Date): Promise<void> {
    await this.db
      .insertInto('conversation_admissions')
      .values({ conversation_id: conversationId, restaurant_id: restaurantId, admitted_at: toIso(at) })
      .onConflict((oc) => oc.column('conversation_id').doNothing())
      .execute();
  }

  async count(restaurantId: string, from: Date, to: Date): Promise<number> {
    const row = await this.db
      .selectFrom('conversation_admissions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where('admitted_at', '>=', toIso(from))
      .where('admitted_at', '<', toIso(to))
      .executeTakeFirst();
    return toNumber(row?.n);
  }
}
