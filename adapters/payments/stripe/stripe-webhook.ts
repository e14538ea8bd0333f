import Stripe from 'stripe';
import type { BillingEvent } from '../../../core/billing/billing-event.js';
import { InvalidWebhookSignatureError, type SignatureFailure } from '../../../core/billing/billing-errors.js';
import { validationError } from '../../../core/shared/errors.js';
import { z } from 'zod';
import type { SubscriptionStatus } from '../../../core/tenancy/restaurant.js';

export interface StripeWebhookOptions {
  /** Seconds a signature stays valid; Stripe's default (300) when unset. */
  toleranceSec?: number;
  /** For tests: the receive time, in ms. */
  receivedAt?: number;
}

/**
 * Verifies `Stripe-Signature` on the raw body and translates the event. Null for the event
 * types Comanda does not act on; throws InvalidWebhookSignatureError (→ 401) when the
 * signature is missing, wrong or older than the tolerance.
 */
export function parseStripeWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  webhookSecret: string,
  options: StripeWebhookOptions = {},
): BillingEvent | null {
  if (!signatureHeader) throw new InvalidWebhookSignatureError('stripe', 'missing');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, options.toleranceSec, undefined, options.receivedAt);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new InvalidWebhookSignatureError('stripe', failureOf(error.message));
    }
    // Signed by Stripe but not JSON: nothing to act on, and no reason for a 500.
    throw MALFORMED();
  }
  refuseFutureSignature(signatureHeader, options);
  if (!envelope.safeParse(event).success) throw MALFORMED();
  let billingEvent: BillingEvent | null;
  try {
    billingEvent = billingEventFromStripe(event);
  } catch {
    // Signed, but not shaped like the event type says (a missing object, a number for a string).
    throw MALFORMED();
  }
  if (billingEvent && !refs.safeParse(billingEvent).success) throw MALFORMED();
  return billingEvent;
}

const MALFORMED = () => validationError('Evento de Stripe mal formado');

/** What every event must be before anything of it is stored or looked up: ids are short strings. */
const envelope = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.looseObject({ object: z.looseObject({}) }),
});
const ref = z.string().min(1).max(255).nullish();
const refs = z.looseObject({ customerRef: ref, subscriptionRef: ref, planSlug: z.string().max(255).nullish() });

/**
 * The SDK refuses only signatures older than the tolerance; one dated in the future would be
 * valid until then, so a captured signature could be replayed for as long. Both ways it is.
 */
function refuseFutureSignature(header: string, options: StripeWebhookOptions) {
  const toleranceSec = options.toleranceSec ?? Stripe.webhooks.DEFAULT_TOLERANCE;
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  const nowSec = Math.floor((options.receivedAt ?? Date.now()) / 1000);
  if (toleranceSec > 0 && signedAt - nowSec > toleranceSec) throw new InvalidWebhookSignatureError('stripe', 'stale');
}

function failureOf(message: string): SignatureFailure {
  if (/tolerance/i.test(message)) return 'stale';
  if (/unable to extract|expected scheme/i.test(message)) return 'malformed';
  if (/no stripe-signature header/i.test(message)) return 'missing';
  return 'mismatch';
}

/** Stripe's subscription statuses in Comanda's words; null = no counterpart, leave as is. */
export function subscriptionStatusFromStripe(status: string): SubscriptionStatus | null {
  switch (status) {
    case 'active':
      return 'active';
    case 'trialing':
      return 'trial';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // `incomplete`: the first payment is still in the browser; nothing to record yet.
      return null;
  }
}

/** A ref Stripe sent expanded or not; anything else is not a ref (the event is then malformed). */
const idOf = (ref: string | { id: string } | null | undefined) => (ref == null ? null : typeof ref === 'string' ? ref : ref.id);

function billingEventFromStripe(event: Stripe.Event): BillingEvent | null {
  const base = { provider: 'stripe' as const, eventId: event.id };
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      // Older API versions put the subscription on the invoice itself.
      const subscriptionRef = idOf(details?.subscription) ?? idOf((invoice as { subscription?: string | null }).subscription);
      if (!subscriptionRef) return null; // a one-off invoice, not a plan
      const paid = event.type === 'invoice.paid';
      return {
        ...base,
        kind: paid ? 'paid' : 'payment_failed',
        status: paid ? 'active' : 'past_due',
        customerRef: idOf(invoice.customer),
        subscriptionRef,
        planSlug: details?.metadata?.plan_slug ?? null,
      };
    }
    case 'customer.subscription.deleted':
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      const refs = {
        customerRef: idOf(subscription.customer),
        subscriptionRef: subscription.id,
        planSlug: subscription.metadata?.plan_slug ?? null,
      };
      if (event.type === 'customer.subscription.deleted') return { ...base, ...refs, kind: 'canceled', status: 'canceled' };
      const status = subscriptionStatusFromStripe(subscription.status);
      return status ? { ...base, ...refs, kind: 'updated', status } : null;
    }
    default:
      return null;
  }
}
