import { sql, type Kysely, type Migration } from 'kysely';

type Db = Kysely<any>;

/**
 * Billing by account, trials that cannot be repeated, and plan usage that deletions never touch:
 * - `conversation_admissions` loses its foreign key to conversations (deleting a conversation
 *   cascaded into the month's usage): rebuilt as a ledger, rows copied;
 * - `billing_customers`: the provider's customer we created for an owner (never looked up by e-mail);
 * - `billing_checkouts` learns who started it, what it should cost and what the provider said;
 * - `trial_claims`: one trial per owner and per WhatsApp business number.
 */
export const honestBilling: Migration = {
  async up(db: Db) {
    await rebuildAdmissionsAsLedger(db);

    await db.schema
      .createTable('billing_customers')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('customer_ref', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('billing_customers_pk', ['provider', 'user_id'])
      .execute();

    for (const [column, type] of [
      ['owner_id', 'text'],
      ['amount', 'integer'],
      ['currency', 'text'],
      ['paid_amount', 'integer'],
      ['paid_currency', 'text'],
      ['review_reason', 'text'],
      ['updated_at', 'text'],
    ] as const) {
      await db.schema.alterTable('billing_checkouts').addColumn(column, type).execute();
    }
    await db.schema
      .alterTable('billing_checkouts')
      .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('open'))
      .execute();
    await db.schema
      .createIndex('billing_checkouts_subscription')
      .on('billing_checkouts')
      .columns(['provider', 'subscription_ref'])
      .execute();
    await db.schema
      .createIndex('billing_checkouts_reference')
      .on('billing_checkouts')
      .columns(['provider', 'external_reference'])
      .execute();

    await db.schema
      .createTable('trial_claims')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('claim_key', 'text', (c) => c.notNull())
      .addColumn('restaurant_id', 'text', (c) => c.references('restaurants.id').onDelete('set null'))
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('trial_claims_pk', ['kind', 'claim_key'])
      .execute();
    // Owners who already had a trial have used it: every non-administrator member of a restaurant
    // that was given a trial end date.
    await db
      .insertInto('trial_claims')
      .columns(['kind', 'claim_key', 'restaurant_id', 'claimed_at'])
      .expression(
        db
          .selectFrom('restaurant_members as m')
          .innerJoin('restaurants as r', 'r.id', 'm.restaurant_id')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .where('r.trial_ends_at', 'is not', null)
          .where('u.role', '!=', 'admin')
          .select([
            sql.lit('owner').as('kind'),
            'm.user_id',
            sql<string>`min(r.id)`.as('restaurant_id'),
            sql<string>`min(r.created_at)`.as('at'),
          ])
          .groupBy('m.user_id'),
      )
      .execute();
  },

  async down(db: Db) {
    await db.schema.dropTable('trial_claims').execute();
    await db.schema.dropIndex('billing_checkouts_reference').execute();
    await db.schema.dropIndex('billing_checkouts_subscription').execute();
    for (const column of [
      'payment_status',
      'updated_at',
      'review_reason',
      'paid_currency',
      'paid_amount',
      'currency',
      'amount',
      'owner_id',
    ]) {
      await db.schema.alterTable('billing_checkouts').dropColumn(column).execute();
    }
    await db.schema.dropTable('billing_customers').execute();
  },
};

/** SQLite cannot drop a foreign key: a new table, the rows copied, the old one dropped, the new one renamed. */
async function rebuildAdmissionsAsLedger(db: Db) {
  await db.schema
    .createTable('conversation_ledger_new')
    .addColumn('conversation_id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('admitted_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('conversation_ledger_new')
    .columns(['conversation_id', 'restaurant_id', 'admitted_at'])
    .expression(db.selectFrom('conversation_admissions').select(['conversation_id', 'restaurant_id', 'admitted_at']))
    .execute();
  await db.schema.dropTable('conversation_admissions').execute();
  await db.schema.alterTable('conversation_ledger_new').renameTo('conversation_admissions').execute();
  await db.schema
    .createIndex('conversation_admissions_restaurant_time')
    .on('conversation_admissions')
    .columns(['restaurant_id', 'admitted_at'])
    .execute();
}
