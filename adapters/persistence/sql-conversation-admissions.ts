import type { Kysely } from 'kysely';
import type { ConversationAdmissions } from '../../core/plans/conversation-admissions.js';
import { billingMonth } from '../../core/plans/plan-usage.js';
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

  /** The ledger row and its month's count move together: the count is what the plan's check reads. */
  async admit(restaurantId: string, conversationId: string, at: Date): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('conversation_admissions')
        .values({ conversation_id: conversationId, restaurant_id: restaurantId, admitted_at: toIso(at) })
        .onConflict((oc) => oc.column('conversation_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      const month = await trx
        .insertInto('conversation_admission_months')
        .values({ restaurant_id: restaurantId, month_start: toIso(billingMonth(at).start), admitted: 1 })
        .onConflict((oc) =>
          oc
            .columns(['restaurant_id', 'month_start'])
            .doUpdateSet((eb) => ({ admitted: eb('conversation_admission_months.admitted', '+', 1) })),
        )
        .returning('admitted')
        .executeTakeFirstOrThrow();
      return toNumber(month.admitted);
    });
  }

  /** A billing month is one row's read; any other period counts the ledger. */
  async count(restaurantId: string, from: Date, to: Date): Promise<number> {
    const month = billingMonth(from);
    if (month.start.getTime() === from.getTime() && month.end.getTime() === to.getTime()) {
      const counted = await this.db
        .selectFrom('conversation_admission_months')
        .select('admitted')
        .where('restaurant_id', '=', restaurantId)
        .where('month_start', '=', toIso(from))
        .executeTakeFirst();
      return toNumber(counted?.admitted ?? 0);
    }
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
