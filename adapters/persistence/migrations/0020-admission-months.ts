import type { Kysely, Migration } from 'kysely';
import { billingMonth } from '../../../core/plans/plan-usage.js';

type Db = Kysely<any>;

/**
 * Conversations admitted per restaurant and billing month, kept beside the ledger: the plan's
 * check on every new conversation read a count over the whole month's admissions, which grew
 * with every customer of a lunch rush. Filled from the ledger as it stands.
 */
export const admissionMonths: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('conversation_admission_months')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('month_start', 'text', (c) => c.notNull())
      .addColumn('admitted', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('conversation_admission_months_pk', ['restaurant_id', 'month_start'])
      .execute();
    const rows = (await db.selectFrom('conversation_admissions').select(['restaurant_id', 'admitted_at']).execute()) as {
      restaurant_id: string;
      admitted_at: string | Date;
    }[];
    const months = new Map<string, { restaurant_id: string; month_start: string; admitted: number }>();
    for (const row of rows) {
      const month_start = billingMonth(new Date(row.admitted_at)).start.toISOString();
      const key = `${row.restaurant_id}\u0000${month_start}`;
      const found = months.get(key);
      if (found) found.admitted++;
      else months.set(key, { restaurant_id: row.restaurant_id, month_start, admitted: 1 });
    }
    const values = [...months.values()];
    for (let i = 0; i < values.length; i += 500)
      await db
        .insertInto('conversation_admission_months')
        .values(values.slice(i, i + 500))
        .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('conversation_admission_months').execute();
  },
};
