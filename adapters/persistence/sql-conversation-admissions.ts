import type { Kysely } from 'kysely';
import type { ConversationAdmissions } from '../../core/plans/conversation-admissions.js';
import { billingMonth } from '../../core/plans/plan-usage.js';
import { toIso, toNumber } from './codec.js';
import { PreparedQuery } from './prepared-query.js';
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

  /** Once or twice per new conversation: built once (prepared-query.ts). */
  private readonly admission = new PreparedQuery(2, (db, arg) =>
    db
      .selectFrom('conversation_admissions')
      .select('conversation_id')
      .where('conversation_id', '=', arg(0))
      .where('restaurant_id', '=', arg(1)),
  );
  private readonly ledgerRow = new PreparedQuery(3, (db, arg) =>
    db
      .insertInto('conversation_admissions')
      .values({ conversation_id: arg(0), restaurant_id: arg(1), admitted_at: arg(2) })
      .onConflict((oc) => oc.column('conversation_id').doNothing()),
  );
  private readonly monthCount = new PreparedQuery(2, (db, arg) =>
    db
      .insertInto('conversation_admission_months')
      .values({ restaurant_id: arg(0), month_start: arg(1), admitted: 1 })
      .onConflict((oc) =>
        oc
          .columns(['restaurant_id', 'month_start'])
          .doUpdateSet((eb) => ({ admitted: eb('conversation_admission_months.admitted', '+', 1) })),
      )
      .returning('admitted'),
  );
  private readonly monthRead = new PreparedQuery(2, (db, arg) =>
    db.selectFrom('conversation_admission_months').select('admitted').where('restaurant_id', '=', arg(0)).where('month_start', '=', arg(1)),
  );

  constructor(private readonly db: Kysely<Schema>) {}

  async isAdmitted(restaurantId: string, conversationId: string): Promise<boolean> {
    const key = `${restaurantId}\u0000${conversationId}`;
    if (this.admitted.has(key)) return true;
    const { rows } = await this.admission.execute(this.db, [conversationId, restaurantId]);
    if (rows.length === 0) return false;
    this.admitted.add(key);
    if (this.admitted.size > REMEMBERED) this.admitted.delete(this.admitted.values().next().value!);
    return true;
  }

  /** The ledger row and its month's count move together: the count is what the plan's check reads. */
  async admit(restaurantId: string, conversationId: string, at: Date): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await this.ledgerRow.execute(trx, [conversationId, restaurantId, toIso(at)]);
      if (Number(inserted.numAffectedRows ?? 0) === 0) return null;
      const { rows } = await this.monthCount.execute(trx, [restaurantId, toIso(billingMonth(at).start)]);
      return toNumber(rows[0]!.admitted);
    });
  }

  /** A billing month is one row's read; any other period counts the ledger. */
  async count(restaurantId: string, from: Date, to: Date): Promise<number> {
    const month = billingMonth(from);
    if (month.start.getTime() === from.getTime() && month.end.getTime() === to.getTime()) {
      const { rows } = await this.monthRead.execute(this.db, [restaurantId, toIso(from)]);
      return toNumber(rows[0]?.admitted ?? 0);
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
