import Stripe from 'stripe';
import { PaymentGatewayError } from '../../../core/billing/billing-errors.js';

export interface StripeClientOptions {
  secretKey: string;
  /** STRIPE_API_URL, e.g. http://127.0.0.1:PORT for the local fake; Stripe's own when unset. */
  apiUrl?: string;
  maxNetworkRetries?: number;
}

/**
 * The SDK has no base-URL option, but it has `host`, `port` and `protocol`: split the URL
 * into those so every request, including retries, goes to the configured server.
 */
export function createStripeClient({ secretKey, apiUrl, maxNetworkRetries = 2 }: StripeClientOptions): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries, appInfo: { name: 'Comanda' } };
  if (apiUrl) {
    const url = new URL(apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(secretKey, config);
}

export const isStripeError = (error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> =>
  error instanceof Stripe.errors.StripeError;

export const isMissingResource = (error: unknown) => isStripeError(error) && error.code === 'resource_missing';

/** Stripe's errors become a PaymentGatewayError that keeps status and code for logs. */
export function toGatewayError(error: unknown): Error {
  if (error instanceof PaymentGatewayError) return error;
  if (isStripeError(error)) {
    return new PaymentGatewayError('stripe', `Stripe: ${error.message}`, error.statusCode, error.code, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
