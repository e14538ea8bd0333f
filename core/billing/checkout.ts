import type { PlanRepository } from '../plans/plan.js';
import type { Clock } from '../shared/clock.js';
import { notFound, validationError } from '../shared/errors.js';
import type { Ids } from '../shared/ids.js';
import type { Restaurant } from '../tenancy/restaurant.js';
import type { BillingProvider } from './billing-event.js';
import type { BillingAccountRepository } from './billing-repositories.js';
import type { CheckoutGateway, SubscriptionGateway } from './payment-gateway.js';

/** A payment started before its restaurant exists (spec: the restaurant is created after paying). */
export interface PendingCheckout {
  id: string;
  provider: BillingProvider;
  planSlug: string;
  customerRef: string | null;
  subscriptionRef: string | null;
  externalReference: string | null;
  createdAt: Date;
  restaurantId: string | null;
}

export interface CheckoutRepository {
  create(checkout: PendingCheckout): Promise<void>;
  find(id: string): Promise<PendingCheckout | null>;
  /** Links it to the restaurant once; false when it was already linked. */
  markLinked(id: string, restaurantId: string): Promise<boolean>;
}

export interface BillingDeps {
  plans: PlanRepository;
  stripe: SubscriptionGateway | null;
  mercadoPago: CheckoutGateway | null;
  checkouts: CheckoutRepository;
  accounts: BillingAccountRepository;
  clock: Clock;
  ids: Ids;
  publicUrl: string;
}

/**
 * Starts payments for a plan and, once the buyer's restaurant exists, links the provider's
 * references to it so later webhooks find it. Without a provider configured it answers in
 * demo mode: no charge, the spec's checkout behaviour.
 */
export class Billing {
  constructor(private readonly deps: BillingDeps) {}

  async startStripe(planSlug: string, email: string) {
    const plan = await this.plan(planSlug);
    if (!this.deps.stripe) return { demo: true as const, clientSecret: null, subscriptionId: null, checkoutId: null };
    const created = await this.deps.stripe.createSubscription({ plan, email, restaurantRef: null });
    const checkoutId = await this.remember('stripe', plan.slug, { customerRef: created.customerId, subscriptionRef: created.subscriptionId });
    return { demo: false as const, clientSecret: created.clientSecret, subscriptionId: created.subscriptionId, checkoutId };
  }

  async startMercadoPago(planSlug: string, email: string) {
    const plan = await this.plan(planSlug);
    if (!this.deps.mercadoPago) {
      return { demo: true as const, redirectUrl: `${this.deps.publicUrl}/subscription-success`, id: null, checkoutId: null };
    }
    const externalReference = `chk_${this.deps.ids.next()}`;
    const created = await this.deps.mercadoPago.createCheckout({
      plan,
      payerEmail: email,
      externalReference,
      successUrl: `${this.deps.publicUrl}/subscription-success`,
      failureUrl: `${this.deps.publicUrl}/checkout?plan=${plan.slug}&payment=mercadopago`,
      notificationUrl: `${this.deps.publicUrl}/webhooks/mercadopago`,
    });
    const checkoutId = await this.remember('mercadopago', plan.slug, { externalReference });
    return { demo: false as const, redirectUrl: created.redirectUrl, id: created.id, checkoutId };
  }

  /** Called when the buyer's restaurant is created; a checkout links to one restaurant only. */
  async linkCheckout(checkoutId: string, restaurant: Restaurant): Promise<boolean> {
    const checkout = await this.deps.checkouts.find(checkoutId);
    if (!checkout || !(await this.deps.checkouts.markLinked(checkout.id, restaurant.id))) return false;
    await this.deps.accounts.link(restaurant.id, {
      provider: checkout.provider,
      customerRef: checkout.customerRef,
      subscriptionRef: checkout.subscriptionRef,
      externalReference: checkout.externalReference,
    });
    return true;
  }

  get providers() {
    return { stripe: this.deps.stripe !== null, mercadoPago: this.deps.mercadoPago !== null };
  }

  private async plan(slug: string) {
    if (!slug?.trim()) throw validationError('Indica el plan', { planId: 'Indica el plan' });
    const plan = await this.deps.plans.findBySlug(slug.trim());
    if (!plan || !plan.isActive) throw notFound('Plan no encontrado');
    return plan;
  }

  private async remember(provider: BillingProvider, planSlug: string, refs: Partial<Pick<PendingCheckout, 'customerRef' | 'subscriptionRef' | 'externalReference'>>) {
    const id = this.deps.ids.next();
    await this.deps.checkouts.create({
      id,
      provider,
      planSlug,
      customerRef: refs.customerRef ?? null,
      subscriptionRef: refs.subscriptionRef ?? null,
      externalReference: refs.externalReference ?? null,
      createdAt: this.deps.clock.now(),
      restaurantId: null,
    });
    return id;
  }
}
