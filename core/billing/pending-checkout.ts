import type { BillingProvider, Money } from './billing-event.js';

/**
 * What the provider has said about a checkout's payment: nothing yet (`open`), paid, failed,
 * or `review`: money arrived that does not match the plan's price, held for the administrator.
 */
export type CheckoutPayment = 'open' | 'paid' | 'failed' | 'review';

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
  /** The signed-in owner who started it; only they may open a restaurant with it. Null on checkouts from before accounts paid. */
  ownerId: string | null;
  /** The plan's price when it was started; null on checkouts from before prices were kept. */
  expected: Money | null;
  payment: CheckoutPayment;
  paid: Money | null;
  reviewReason: string | null;
}

export type NewCheckout = Omit<PendingCheckout, 'payment' | 'paid' | 'reviewReason'>;

export interface CheckoutPaymentUpdate {
  payment: CheckoutPayment;
  paid?: Money | null;
  reviewReason?: string | null;
}

export interface CheckoutRepository {
  create(checkout: NewCheckout): Promise<void>;
  find(id: string): Promise<PendingCheckout | null>;
  /** The checkout whose subscription or external reference at `provider` is `ref`. */
  findByRef(provider: BillingProvider, ref: string): Promise<PendingCheckout | null>;
  /** Links it to the restaurant once; false when it was already linked. */
  markLinked(id: string, restaurantId: string): Promise<boolean>;
  recordPayment(id: string, update: CheckoutPaymentUpdate, at: Date): Promise<void>;
  /** Payments held for review, newest first (the administrator's list). */
  held(limit: number): Promise<PendingCheckout[]>;
}

const pesos = (money: Money) => `${(money.amount / 100).toFixed(2)} ${money.currency}`;

/** Why a payment cannot activate its checkout's plan, or null when it matches what was asked. */
export function paymentMismatch(expected: Money | null, paid: Money | null | undefined): string | null {
  if (!expected || paid === undefined) return null;
  if (!paid) return `Pago sin monto; se esperaban ${pesos(expected)}`;
  if (paid.currency.toUpperCase() !== expected.currency.toUpperCase() || paid.amount !== expected.amount) {
    return `Se pagaron ${pesos(paid)}; el plan cuesta ${pesos(expected)}`;
  }
  return null;
}
