import type { Kysely, Selectable } from 'kysely';
import { refsOf, type BillingProvider, type BillingRefs, type Money } from '../../core/billing/billing-event.js';
import type {
  BillingAccountRepository,
  BillingCustomerRepository,
  ProcessedEventRepository,
} from '../../core/billing/billing-repositories.js';
import type {
  CheckoutPayment,
  CheckoutPaymentUpdate,
  CheckoutRepository,
  NewCheckout,
  PendingCheckout,
} from '../../core/billing/pending-checkout.js';
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

const money = (amount: number | string | null, currency: string | null): Money | null =>
  amount === null || currency === null ? null : { amount: Number(amount), currency };

const toCheckout = (row: Selectable<BillingCheckoutsTable>): PendingCheckout => ({
  id: row.id,
  provider: row.provider as BillingProvider,
  planSlug: row.plan_slug,
  customerRef: row.customer_ref,
  subscriptionRef: row.subscription_ref,
  externalReference: row.external_reference,
  createdAt: fromIso(row.created_at),
  restaurantId: row.restaurant_id,
  ownerId: row.owner_id,
  expected: money(row.amount, row.currency),
  payment: row.payment_status as CheckoutPayment,
  paid: money(row.paid_amount, row.paid_currency),
  reviewReason: row.review_reason,
});

export class SqlCheckoutRepository implements CheckoutRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(checkout: NewCheckout): Promise<void> {
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
        owner_id: checkout.ownerId,
        amount: checkout.expected?.amount ?? null,
        currency: checkout.expected?.currency ?? null,
        updated_at: toIso(checkout.createdAt),
      })
      .execute();
  }

  async find(id: string): Promise<PendingCheckout | null> {
    const row = await this.db.selectFrom('billing_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toCheckout(row) : null;
  }

  async findByRef(provider: BillingProvider, ref: string): Promise<PendingCheckout | null> {
    const row = await this.db
      .selectFrom('billing_checkouts')
      .selectAll()
      .where('provider', '=', provider)
      .where((eb) => eb.or([eb('subscription_ref', '=', ref), eb('external_reference', '=', ref)]))
      .orderBy('created_at')
      .executeTakeFirst();
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

  async recordPayment(id: string, update: CheckoutPaymentUpdate, at: Date): Promise<void> {
    await this.db
      .updateTable('billing_checkouts')
      .set({
        payment_status: update.payment,
        updated_at: toIso(at),
        ...(update.paid !== undefined ? { paid_amount: update.paid?.amount ?? null, paid_currency: update.paid?.currency ?? null } : {}),
        ...(update.reviewReason !== undefined ? { review_reason: update.reviewReason } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  async held(limit: number): Promise<PendingCheckout[]> {
    const rows = await this.db
      .selectFrom('billing_checkouts')
      .selectAll()
      .where('payment_status', '=', 'review')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toCheckout);
  }
}

export class SqlBillingCustomerRepository implements BillingCustomerRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async find(provider: BillingProvider, ownerId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('billing_customers')
      .select('customer_ref')
      .where('provider', '=', provider)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return row?.customer_ref ?? null;
  }

  async remember(provider: BillingProvider, ownerId: string, customerRef: string, at: Date): Promise<string> {
    await this.db
      .insertInto('billing_customers')
      .values({ provider, user_id: ownerId, customer_ref: customerRef, created_at: toIso(at) })
      .onConflict((oc) => oc.columns(['provider', 'user_id']).doNothing())
      .execute();
    return (await this.find(provider, ownerId)) ?? customerRef;
  }
}
