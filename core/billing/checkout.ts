import type { PlanRepository } from '../plans/plan.js';
import type { Clock } from '../shared/clock.js';
import { conflict, notFound, validationError } from '../shared/errors.js';
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
export const CHECKOUT_NOT_FOUND = 'No encontramos ese pago. Contacta a soporte con el comprobante de tu pago.';
export const CHECKOUT_ALREADY_USED = 'Este pago ya se usó para crear un restaurante. Entra al panel para verlo.';
export const CHECKOUT_IN_PROGRESS = 'Ya se está creando el restaurante de este pago; espera un momento.';

/** The checkout sends a placeholder address (spec §7) when the buyer typed none. */
export const PLACEHOLDER_BUYER_EMAIL = 'cliente@comanda.mx';

/** Who the provider bills: a signed-in buyer's own address beats the one typed, which beats the placeholder. */
export const checkoutBuyerEmail = (signedIn: string | null | undefined, typed: string | null | undefined) =>
  signedIn || typed?.trim() || PLACEHOLDER_BUYER_EMAIL;

export class Billing {
  /** Checkouts whose restaurant is being created right now (one process; see completeCheckout). */
  private readonly completing = new Set<string>();

  constructor(private readonly deps: BillingDeps) {}

  async startStripe(planSlug: string, email: string) {
    const plan = await this.plan(planSlug);
    if (!this.deps.stripe) return { demo: true as const, clientSecret: null, subscriptionId: null, checkoutId: null };
    const created = await this.deps.stripe.createSubscription({ plan, email, restaurantRef: null });
    const checkoutId = await this.remember('stripe', plan.slug, {
      customerRef: created.customerId,
      subscriptionRef: created.subscriptionId,
    });
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

  /**
   * Creates the restaurant a payment was started for, and links the payment to it. Until
   * that succeeds the checkout stays open, so a buyer whose first attempt failed (a subdomain
   * taken meanwhile) can finish with another subdomain; once linked it is never used again,
   * and an unknown checkout creates nothing. The plan is the one the payment was for.
   * Two simultaneous attempts in this process are refused rather than raced; across
   * processes `markLinked` still lets only one link it.
   */
  async completeCheckout(checkoutId: string, create: (planSlug: string) => Promise<Restaurant>): Promise<Restaurant> {
    const checkout = await this.deps.checkouts.find(checkoutId);
    if (!checkout) throw notFound(CHECKOUT_NOT_FOUND);
    if (checkout.restaurantId) throw conflict(CHECKOUT_ALREADY_USED);
    if (this.completing.has(checkout.id)) throw conflict(CHECKOUT_IN_PROGRESS);
    this.completing.add(checkout.id);
    try {
      const restaurant = await create(checkout.planSlug);
      if (!(await this.linkCheckout(checkout.id, restaurant))) throw conflict(CHECKOUT_ALREADY_USED);
      return restaurant;
    } finally {
      this.completing.delete(checkout.id);
    }
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

  private async remember(
    provider: BillingProvider,
    planSlug: string,
    refs: Partial<Pick<PendingCheckout, 'customerRef' | 'subscriptionRef' | 'externalReference'>>,
  ) {
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
