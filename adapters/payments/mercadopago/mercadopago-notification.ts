import type { BillingEvent, Money } from '../../../core/billing/billing-event.js';

export interface MercadoPagoPaymentSnapshot {
  id: string;
  status: string;
  externalReference: string | null;
  planSlug: string | null;
  /** What the buyer paid, in cents, as Mercado Pago reports it; null when it does not say. */
  amount: Money | null;
}

export interface MercadoPagoPreapprovalSnapshot {
  id: string;
  status: string;
  externalReference: string | null;
}

/** Reads the resource a notification points at; null when Mercado Pago does not know it. */
export interface MercadoPagoLookup {
  getPayment(id: string): Promise<MercadoPagoPaymentSnapshot | null>;
  getPreapproval(id: string): Promise<MercadoPagoPreapprovalSnapshot | null>;
}

/**
 * What a notification names: its topic (`type`, or `topic` in the older form) and the id the
 * signature covered — the `data.id` of the notification URL, never another one from the body.
 */
export interface MercadoPagoNotice {
  type: string | undefined;
  signedId: string | undefined;
}

/**
 * Turns a notification into a BillingEvent. The notice only says *which* resource changed:
 * status, amount and references are read from Mercado Pago itself, so a replayed or crafted
 * body cannot activate anything. The event id is resource + status, because Mercado Pago
 * notifies one state several times (created, updated, retries).
 */
export async function parseMercadoPagoNotification(notice: MercadoPagoNotice, lookup: MercadoPagoLookup): Promise<BillingEvent | null> {
  const id = notice.signedId?.trim();
  if (!notice.type || !id) return null;
  if (notice.type === 'payment') {
    const payment = await lookup.getPayment(id);
    if (!payment) return null;
    const outcome = paymentOutcome(payment.status);
    if (!outcome) return null;
    return {
      provider: 'mercadopago',
      eventId: `payment:${payment.id}:${payment.status}`,
      ...outcome,
      externalReference: payment.externalReference,
      planSlug: payment.planSlug,
      ...(outcome.kind === 'paid' ? { paid: payment.amount } : {}),
    };
  }
  if (notice.type === 'subscription_preapproval' || notice.type === 'preapproval') {
    const preapproval = await lookup.getPreapproval(id);
    if (!preapproval) return null;
    const outcome = preapprovalOutcome(preapproval.status);
    if (!outcome) return null;
    return {
      provider: 'mercadopago',
      eventId: `preapproval:${preapproval.id}:${preapproval.status}`,
      ...outcome,
      subscriptionRef: preapproval.id,
      externalReference: preapproval.externalReference,
    };
  }
  return null;
}

type Outcome = Pick<BillingEvent, 'kind' | 'status'>;

function paymentOutcome(status: string): Outcome | null {
  switch (status) {
    case 'approved':
      return { kind: 'paid', status: 'active' };
    case 'rejected':
    case 'refunded':
    case 'charged_back':
      return { kind: 'payment_failed', status: 'past_due' };
    default:
      // pending, in_process, authorized, in_mediation, cancelled: no money moved either way.
      return null;
  }
}

function preapprovalOutcome(status: string): Outcome | null {
  switch (status) {
    case 'authorized':
      return { kind: 'updated', status: 'active' };
    case 'paused':
      return { kind: 'updated', status: 'past_due' };
    case 'cancelled':
      return { kind: 'canceled', status: 'canceled' };
    default:
      return null;
  }
}
