import type { Plan, PlanRepository } from '../tenancy/plan.js';
import type { Clock } from '../shared/clock.js';
import { conflict, notFound, unauthorized, validationError } from '../shared/errors.js';
import type { Ids } from '../shared/ids.js';
import type { Restaurant } from '../tenancy/restaurant.js';
import type { BillingProvider } from './billing-event.js';
import type { BillingAccountRepository, BillingCustomerRepository } from './billing-repositories.js';
import type { CheckoutGateway, SubscriptionGateway } from './payment-gateway.js';
import type { CheckoutRepository, PendingCheckout } from './pending-checkout.js';

export type { CheckoutRepository, PendingCheckout } from './pending-checkout.js';

export interface BillingDeps {
  plans: PlanRepository;
  stripe: SubscriptionGateway | null;
  mercadoPago: CheckoutGateway | null;
  checkouts: CheckoutRepository;
  accounts: BillingAccountRepository;
  customers: BillingCustomerRepository;
  clock: Clock;
  ids: Ids;
  publicUrl: string;
}

/** The signed-in owner paying: their account is the billing identity, whatever e-mail a form carried. */
export interface Buyer {
  id: string;
  email: string;
}

/** What the restaurant opened from a checkout is created with. */
export interface CheckoutForRestaurant {
  planSlug: string;
  /** The provider already confirmed the payment (its webhook may arrive before the restaurant exists). */
  paid: boolean;
}

export const CHECKOUT_NOT_FOUND = 'No encontramos ese pago. Contacta a soporte con el comprobante de tu pago.';
export const CHECKOUT_ALREADY_USED = 'Este pago ya se usó para crear un restaurante. Entra al panel para verlo.';
export const CHECKOUT_IN_PROGRESS = 'Ya se está creando el restaurante de este pago; espera un momento.';
export const SIGN_IN_TO_PAY = 'Inicia sesión o crea tu cuenta para pagar: la suscripción queda a nombre de tu cuenta.';

/**
 * Starts payments for a plan and, once the buyer's restaurant exists, links the provider's
 * references to it so later webhooks find it. Without a provider configured it answers in
 * demo mode: no charge, the spec's checkout behaviour. With one, the buyer is a signed-in
 * owner: the provider's customer is theirs, created by Comanda once and remembered.
 */
export class Billing {
  /** Checkouts whose restaurant is being created right now (one process; see completeCheckout). */
  private readonly completing = new Set<string>();

  constructor(private readonly deps: BillingDeps) {}

  async startStripe(planSlug: string, buyer: Buyer | null) {
    const plan = await this.plan(planSlug);
    const stripe = this.deps.stripe;
    if (!stripe) return { demo: true as const, clientSecret: null, subscriptionId: null, checkoutId: null };
    if (!buyer) throw unauthorized(SIGN_IN_TO_PAY);
    const customerRef = await this.customerOf(stripe, buyer);
    const created = await stripe.createSubscription({ plan, customerRef, restaurantRef: null });
    const checkoutId = await this.remember('stripe', plan, buyer.id, { customerRef, subscriptionRef: created.subscriptionId });
    return { demo: false as const, clientSecret: created.clientSecret, subscriptionId: created.subscriptionId, checkoutId };
  }

  async startMercadoPago(planSlug: string, buyer: Buyer | null) {
    const plan = await this.plan(planSlug);
    const mercadoPago = this.deps.mercadoPago;
    if (!mercadoPago) {
      return { demo: true as const, redirectUrl: `${this.deps.publicUrl}/subscription-success`, id: null, checkoutId: null };
    }
    if (!buyer) throw unauthorized(SIGN_IN_TO_PAY);
    const externalReference = `chk_${this.deps.ids.next()}`;
    const created = await mercadoPago.createCheckout({
      plan,
      payerEmail: buyer.email,
      externalReference,
      successUrl: `${this.deps.publicUrl}/subscription-success`,
      failureUrl: `${this.deps.publicUrl}/checkout?plan=${plan.slug}&payment=mercadopago`,
      notificationUrl: `${this.deps.publicUrl}/webhooks/mercadopago`,
    });
    const checkoutId = await this.remember('mercadopago', plan, buyer.id, { externalReference });
    return { demo: false as const, redirectUrl: created.redirectUrl, id: created.id, checkoutId };
  }

  /**
   * Creates the restaurant a payment was started for, and links the payment to it. Until
   * that succeeds the checkout stays open, so a buyer whose first attempt failed (a subdomain
   * taken meanwhile) can finish with another subdomain; once linked it is never used again,
   * and an unknown checkout, or someone else's, creates nothing. The plan is the one the
   * payment was for. Two simultaneous attempts in this process are refused rather than raced;
   * across processes `markLinked` still lets only one link it.
   */
  async completeCheckout(
    checkoutId: string,
    ownerId: string,
    create: (checkout: CheckoutForRestaurant) => Promise<Restaurant>,
  ): Promise<Restaurant> {
    const checkout = await this.deps.checkouts.find(checkoutId);
    if (!checkout || (checkout.ownerId !== null && checkout.ownerId !== ownerId)) throw notFound(CHECKOUT_NOT_FOUND);
    if (checkout.restaurantId) throw conflict(CHECKOUT_ALREADY_USED);
    if (this.completing.has(checkout.id)) throw conflict(CHECKOUT_IN_PROGRESS);
    this.completing.add(checkout.id);
    try {
      const restaurant = await create({ planSlug: checkout.planSlug, paid: checkout.payment === 'paid' });
      if (!(await this.linkCheckout(checkout, restaurant))) throw conflict(CHECKOUT_ALREADY_USED);
      return restaurant;
    } finally {
      this.completing.delete(checkout.id);
    }
  }

  /** Payments held because the amount did not match the plan (the administrator's list). */
  heldPayments(): Promise<PendingCheckout[]> {
    return this.deps.checkouts.held(200);
  }

  get providers() {
    return { stripe: this.deps.stripe !== null, mercadoPago: this.deps.mercadoPago !== null };
  }

  /** A checkout links to one restaurant only; the owner's customer is never linked (it may pay for several). */
  private async linkCheckout(checkout: PendingCheckout, restaurant: Restaurant): Promise<boolean> {
    if (!(await this.deps.checkouts.markLinked(checkout.id, restaurant.id))) return false;
    await this.deps.accounts.link(restaurant.id, {
      provider: checkout.provider,
      subscriptionRef: checkout.subscriptionRef,
      externalReference: checkout.externalReference,
    });
    return true;
  }

  /** The owner's customer: remembered from an earlier checkout, or created now (a concurrent one may win). */
  private async customerOf(gateway: SubscriptionGateway, buyer: Buyer): Promise<string> {
    const known = await this.deps.customers.find(gateway.provider, buyer.id);
    if (known) return known;
    const created = await gateway.createCustomer({ ownerId: buyer.id, email: buyer.email });
    return this.deps.customers.remember(gateway.provider, buyer.id, created, this.deps.clock.now());
  }

  private async plan(slug: string) {
    if (!slug?.trim()) throw validationError('Indica el plan', { planId: 'Indica el plan' });
    const plan = await this.deps.plans.findBySlug(slug.trim());
    if (!plan || !plan.isActive) throw notFound('Plan no encontrado');
    return plan;
  }

  private async remember(
    provider: BillingProvider,
    plan: Plan,
    ownerId: string,
    refs: Partial<Pick<PendingCheckout, 'customerRef' | 'subscriptionRef' | 'externalReference'>>,
  ) {
    const id = this.deps.ids.next();
    await this.deps.checkouts.create({
      id,
      provider,
      planSlug: plan.slug,
      customerRef: refs.customerRef ?? null,
      subscriptionRef: refs.subscriptionRef ?? null,
      externalReference: refs.externalReference ?? null,
      createdAt: this.deps.clock.now(),
      restaurantId: null,
      ownerId,
      // Plans are priced in MXN (spec §9).
      expected: { amount: plan.priceMonthly, currency: 'MXN' },
    });
    return id;
  }
}
