import type Stripe from 'stripe';
import type { Plan } from '../../../core/tenancy/plan.js';
import { PaymentGatewayError } from '../../../core/billing/billing-errors.js';
import type {
  CreateCustomerInput,
  CreateSubscriptionInput,
  CreatedSubscription,
  SubscriptionGateway,
} from '../../../core/billing/payment-gateway.js';
import { createStripeClient, isMissingResource, isStripeError, toGatewayError, type StripeClientOptions } from './stripe-client.js';

/** Stable ids let us find what earlier checkouts created instead of piling up duplicates. */
const stripeProductId = (plan: Pick<Plan, 'slug'>) => `comanda_plan_${plan.slug}`;
/** The amount is in the key: a new plan price gets a new Price, old subscribers keep theirs. */
const stripePriceLookupKey = (plan: Pick<Plan, 'slug' | 'priceMonthly'>) => `comanda_${plan.slug}_${plan.priceMonthly}_mxn_monthly`;

export class StripePaymentGateway implements SubscriptionGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: StripeClientOptions) {
    this.stripe = createStripeClient(options);
  }

  /**
   * Prepares an incomplete subscription whose first invoice the browser pays with the
   * returned client secret; Stripe activates it and tells us through `invoice.paid`.
   */
  async createSubscription({ plan, customerRef, restaurantRef }: CreateSubscriptionInput): Promise<CreatedSubscription> {
    try {
      const price = await this.findOrCreatePrice(plan);
      const subscription = await this.stripe.subscriptions.create({
        customer: customerRef,
        items: [{ price: price.id }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { plan_slug: plan.slug, ...(restaurantRef ? { restaurant_id: restaurantRef } : {}) },
      });
      const clientSecret = await this.clientSecretOf(subscription.latest_invoice);
      return { clientSecret, subscriptionId: subscription.id, customerId: customerRef };
    } catch (error) {
      throw toGatewayError(error);
    }
  }

  /**
   * The owner's customer, created once: Comanda remembers its id, and the idempotency key makes
   * two checkouts racing for the same owner get the same customer from Stripe. Never looked up
   * by e-mail: anyone can type someone else's address.
   */
  async createCustomer({ ownerId, email }: CreateCustomerInput): Promise<string> {
    try {
      const customer = await this.stripe.customers.create(
        { email: email.trim().toLowerCase(), metadata: { source: 'comanda', comanda_user_id: ownerId } },
        { idempotencyKey: `comanda-customer-${ownerId}` },
      );
      return customer.id;
    } catch (error) {
      throw toGatewayError(error);
    }
  }

  private async findOrCreateProduct(plan: Plan): Promise<Stripe.Product> {
    const id = stripeProductId(plan);
    try {
      return await this.stripe.products.retrieve(id);
    } catch (error) {
      if (!isMissingResource(error)) throw error;
    }
    try {
      return await this.stripe.products.create({ id, name: `Plan ${plan.name} - Comanda`, metadata: { plan_slug: plan.slug } });
    } catch (error) {
      // A concurrent checkout created it between our two calls.
      if (isStripeError(error) && error.code === 'resource_already_exists') return this.stripe.products.retrieve(id);
      throw error;
    }
  }

  private async findOrCreatePrice(plan: Plan): Promise<Stripe.Price> {
    const lookupKey = stripePriceLookupKey(plan);
    const existing = await this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (existing.data[0]) return existing.data[0];
    const product = await this.findOrCreateProduct(plan);
    return this.stripe.prices.create({
      product: product.id,
      currency: 'mxn',
      unit_amount: plan.priceMonthly,
      recurring: { interval: 'month' },
      lookup_key: lookupKey,
      metadata: { plan_slug: plan.slug },
    });
  }

  /**
   * Current API versions expose the secret as `invoice.confirmation_secret`; accounts on
   * older shapes carry it on `invoice.payment_intent`, possibly unexpanded.
   */
  private async clientSecretOf(latestInvoice: string | Stripe.Invoice | null): Promise<string> {
    if (latestInvoice && typeof latestInvoice === 'object') {
      const fromConfirmation = latestInvoice.confirmation_secret?.client_secret;
      if (fromConfirmation) return fromConfirmation;
      const legacy = (latestInvoice as { payment_intent?: string | { client_secret?: string | null } | null }).payment_intent;
      if (legacy && typeof legacy === 'object' && legacy.client_secret) return legacy.client_secret;
      if (typeof legacy === 'string') {
        const intent = await this.stripe.paymentIntents.retrieve(legacy);
        if (intent.client_secret) return intent.client_secret;
      }
    }
    throw new PaymentGatewayError('stripe', 'Stripe no devolvió el client_secret de la suscripción');
  }
}
