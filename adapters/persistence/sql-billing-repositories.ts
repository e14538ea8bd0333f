import type { Kysely, Selectable } from 'kysely';
import { refsOf, type BillingProvider, type BillingRefs } from '../../core/billing/billing-event.js';
import type { BillingAccountRepository, ProcessedEventRepository } from '../../core/billing/billing-repositories.js';
import type { CheckoutRepository, PendingCheckout } from '../../core/billing/checkout.js';
import { fromIso, toIso } from './codec.js';
import type { BillingCheckoutsTable, Schema } from './schema.js';

export class SqlProcessedEventRepository implements ProcessedEventRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  /** The insert is the claim: of two concurrent deliveries only one inserts a row. */
  async markProcessed(provider: BillingProvider, eventId: string): Promise<boolean> {
    const result = await this.db
      .insertInto('billing_processed_events')
      .values({ provider, event_id: eventId, processed_at: toIso(new Date()) })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async unmark(provider: BillingProvider, eventId: string): Promise<void> {
    await this.db.deleteFrom('billing_processed_events').where('provider', '=', provider).where('event_id', '=', eventId).execute();
  }
}

export class SqlBillingAccountRepository implements BillingAccountRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async link(restaurantId: string, link: BillingRefs & { provider: BillingProvider }): Promise<void> {
    const refs = refsOf(link);
    if (refs.length === 0) return;
    await this.db
      .insertInto('billing_links')
      .values(refs.map((ref) => ({ provider: link.provider, ref, restaurant_id: restaurantId })))
      // A ref belongs to the restaurant that claimed it first.
      .onConflict((oc) => oc.columns(['provider', 'ref']).doNothing())
      .execute();
  }

  async findRestaurantId(provider: BillingProvider, ref: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('billing_links')
      .select('restaurant_id')
      .where('provider', '=', provider)
      .where('ref', '=', ref)
      .executeTakeFirst();
    return row?.restaurant_id ?? null;
  }
}

const toCheckout = (row: Selectable<BillingCheckoutsTable>): PendingCheckout => ({
  id: row.id,
  provider: row.provider as BillingProvider,
  planSlug: row.plan_slug,
  customerRef: row.customer_ref,
  subscriptionRef: row.subscription_ref,
  externalReference: row.external_reference,
  createdAt: fromIso(row.created_at),
  restaurantId: row.restaurant_id,
});

export class SqlCheckoutRepository implements CheckoutRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(checkout: PendingCheckout): Promise<void> {
    await this.db
      .insertInto('billing_checkouts')
      .values({
        id: checkout.id,
        provider: checkout.provider,
        plan_slug: checkout.planSlug,
        customer_ref: checkout.customerRef,
        subscription_ref: checkout.subscriptionRef,
        external_reference: checkout.externalReference,
        created_at: toIso(checkout.createdAt),
        restaurant_id: checkout.restaurantId,
      })
      .execute();
  }

  async find(id: string): Promise<PendingCheckout | null> {
    const row = await this.db.selectFrom('billing_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toCheckout(row) : null;
  }

  async markLinked(id: string, restaurantId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('billing_checkouts')
      .set({ restaurant_id: restaurantId })
      .where('id', '=', id)
      .where('restaurant_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
