import type { Plan } from '../tenancy/plan.js';
import type { BillingProvider } from './billing-event.js';

export interface CreateSubscriptionInput {
  plan: Plan;
  /** The owner's own customer at the provider (BillingCustomerRepository). */
  customerRef: string;
  /** Null while the restaurant does not exist yet (it is created after payment, spec §2). */
  restaurantRef: string | null;
}

export interface CreateCustomerInput {
  /** The signed-in owner's account: who the customer is, for good. */
  ownerId: string;
  /** The account's own address, for the provider's receipts; never an address typed at checkout. */
  email: string;
}

export interface CreatedSubscription {
  /** Confirmed in the browser by Stripe Elements; the server never sees the card. */
  clientSecret: string;
  subscriptionId: string;
  customerId: string;
}

/** Card subscriptions the browser confirms (Stripe): the server only prepares them. */
export interface SubscriptionGateway {
  readonly provider: BillingProvider;
  /** A new customer for an owner; Comanda remembers its id, so it is created once per owner. */
  createCustomer(input: CreateCustomerInput): Promise<string>;
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>;
}

export interface CreateCheckoutInput {
  plan: Plan;
  payerEmail: string;
  /** Our reference, echoed back in notifications to find the restaurant. */
  externalReference: string;
  successUrl: string;
  /** Where the buyer lands after a failed or abandoned payment. */
  failureUrl: string;
  /** Webhook target; omitted, the one set in the provider's dashboard is used. */
  notificationUrl?: string;
}

export interface CreatedCheckout {
  /** The hosted payment page the browser is sent to. */
  redirectUrl: string;
  id: string;
}

/** Hosted checkout the buyer is redirected to (Mercado Pago Checkout Pro). */
export interface CheckoutGateway {
  readonly provider: BillingProvider;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
}
