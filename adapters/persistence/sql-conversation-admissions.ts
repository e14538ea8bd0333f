import type { Kysely } from 'kysely';
import type { ConversationAdmissions } from '../../core/plans/conversation-admissions.js';
import { toIso, toNumber } from './codec.js';
import type { Schema } from './schema.js';

/** Admitted conversations remembered per process; the least recently admitted go first. */
const REMEMBERED = 10_000;

/**
 * The plan's ledger: an admission is never taken back. No delete, and since migration 0014 no
 * foreign key to conversations, so deleting conversations never gives the month's usage back.
 * A conversation seen admitted stays admitted: the plan's check before every reply costs a
 * read only until then. A "no" is never remembered: another process may admit it meanwhile.
 */
export class SqlConversationAdmissions implements ConversationAdmissions {
  private readonly admitted = new Set<string>();

  constructor(private readonly db: Kysely<Schema>) {}

  async isAdmitted(restaurantId: string, conversationId: string): Promise<boolean> {
    const key = `${restaurantId}\u0000${conversationId}`;
    if (this.admitted.has(key)) return true;
    const row = await this.db
      .selectFrom('conversation_admissions')
      .select('conversation_id')
      .where('conversation_id', '=', conversationId)
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    if (!row) return false;
    this.admitted.add(key);
    if (this.admitted.size > REMEMBERED) this.admitted.delete(this.admitted.values().next().value!);
    return true;
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
