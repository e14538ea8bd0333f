import type { BillingEvent } from '../../../core/billing/billing-event.js';

export interface MercadoPagoPaymentSnapshot {
  id: string;
  status: string;
  externalReference: string | null;
  planSlug: string | null;
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

/** Webhook JSON (`type` + `data.id`) or the older IPN form (`topic` + `resource`/`id`). */
export interface MercadoPagoNotification {
  type?: string;
  topic?: string;
  action?: string;
  data?: { id?: string | number };
  resource?: string;
  id?: string | number;
}

function targetOf(body: MercadoPagoNotification): { type: string; id: string } | null {
  const type = body.type ?? body.topic;
  const raw = body.data?.id ?? (body.topic ? (body.resource?.split('/').pop() ?? body.id) : undefined);
  if (!type || raw === undefined || String(raw).trim() === '') return null;
  return { type, id: String(raw).trim() };
}

/**
 * Turns a notification into a BillingEvent. The body only says *which* resource changed:
 * status and references are read from Mercado Pago itself, so a replayed or crafted body
 * cannot activate anything. The event id is resource + status, because Mercado Pago
 * notifies one state several times (created, updated, retries).
 */
export async function parseMercadoPagoNotification(body: MercadoPagoNotification, lookup: MercadoPagoLookup): Promise<BillingEvent | null> {
  const target = targetOf(body);
  if (!target) return null;
  if (target.type === 'payment') {
    const payment = await lookup.getPayment(target.id);
    if (!payment) return null;
    const outcome = paymentOutcome(payment.status);
    if (!outcome) return null;
    return {
      provider: 'mercadopago',
      eventId: `payment:${payment.id}:${payment.status}`,
      ...outcome,
      externalReference: payment.externalReference,
      planSlug: payment.planSlug,
    };
  }
  if (target.type === 'subscription_preapproval' || target.type === 'preapproval') {
    const preapproval = await lookup.getPreapproval(target.id);
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
