import { MercadoPagoConfig, MercadoPagoError, MPNotFoundError, Payment, PreApproval, Preference } from 'mercadopago';
import { PaymentGatewayError } from '../../../core/billing/billing-errors.js';
import type { CheckoutGateway, CreateCheckoutInput, CreatedCheckout } from '../../../core/billing/payment-gateway.js';
import { centsToDecimal } from '../../../core/shared/money.js';
import { withMercadoPagoBaseUrl } from './mercadopago-base-url.js';
import type { MercadoPagoLookup, MercadoPagoPaymentSnapshot, MercadoPagoPreapprovalSnapshot } from './mercadopago-notification.js';

export interface MercadoPagoGatewayOptions {
  accessToken: string;
  /** MERCADOPAGO_API_URL, e.g. http://127.0.0.1:PORT for the local fake. */
  apiUrl?: string;
  timeoutMs?: number;
  /** Retries on 429/5xx; the SDK's default (3, with back-off) when unset. */
  maxRetries?: number;
}

const checkoutTitle = (planName: string) => `Plan ${planName} - Comanda`;

export class MercadoPagoPaymentGateway implements CheckoutGateway, MercadoPagoLookup {
  readonly provider = 'mercadopago' as const;
  private readonly config: MercadoPagoConfig;
  private readonly apiUrl: string | undefined;

  constructor(options: MercadoPagoGatewayOptions) {
    this.apiUrl = options.apiUrl;
    this.config = new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: { timeout: options.timeoutMs ?? 10_000, ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}) },
    });
  }

  /** A Checkout Pro preference for one month of the plan, priced by the server in MXN. */
  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const { plan } = input;
    const preference = await this.call(() =>
      new Preference(this.config).create({
        body: {
          items: [
            {
              id: plan.slug,
              title: checkoutTitle(plan.name),
              quantity: 1,
              currency_id: 'MXN',
              unit_price: Number(centsToDecimal(plan.priceMonthly)),
            },
          ],
          payer: { email: input.payerEmail },
          external_reference: input.externalReference,
          back_urls: { success: input.successUrl, failure: input.failureUrl, pending: input.successUrl },
          // Mercado Pago refuses auto_return unless the success URL is public https.
          ...(input.successUrl.startsWith('https://') ? { auto_return: 'approved' } : {}),
          ...(input.notificationUrl ? { notification_url: input.notificationUrl } : {}),
          metadata: { plan_slug: plan.slug },
          statement_descriptor: 'COMANDA',
        },
      }),
    );
    if (!preference.init_point || !preference.id) {
      throw new PaymentGatewayError('mercadopago', 'Mercado Pago no devolvió el enlace de pago');
    }
    return { redirectUrl: preference.init_point, id: preference.id };
  }

  async getPayment(id: string): Promise<MercadoPagoPaymentSnapshot | null> {
    const payment = await this.callOrNull(() => new Payment(this.config).get({ id }));
    if (!payment) return null;
    const amount = payment.transaction_amount;
    return {
      id: String(payment.id ?? id),
      status: payment.status ?? 'unknown',
      externalReference: payment.external_reference ?? null,
      planSlug: typeof payment.metadata?.plan_slug === 'string' ? payment.metadata.plan_slug : null,
      // Pesos with centavos as a decimal; compared in cents.
      amount:
        typeof amount === 'number' && Number.isFinite(amount) && typeof payment.currency_id === 'string'
          ? { amount: Math.round(amount * 100), currency: payment.currency_id.toUpperCase() }
          : null,
    };
  }

  async getPreapproval(id: string): Promise<MercadoPagoPreapprovalSnapshot | null> {
    const preapproval = await this.callOrNull(() => new PreApproval(this.config).get({ id }));
    if (!preapproval) return null;
    return { id: preapproval.id ?? id, status: preapproval.status ?? 'unknown', externalReference: preapproval.external_reference ?? null };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await withMercadoPagoBaseUrl(this.apiUrl, request);
    } catch (error) {
      throw toGatewayError(error);
    }
  }

  private async callOrNull<T>(request: () => Promise<T>): Promise<T | null> {
    try {
      return await withMercadoPagoBaseUrl(this.apiUrl, request);
    } catch (error) {
      if (error instanceof MPNotFoundError) return null;
      throw toGatewayError(error);
    }
  }
}

function toGatewayError(error: unknown): unknown {
  if (!(error instanceof MercadoPagoError)) return error;
  return new PaymentGatewayError('mercadopago', `Mercado Pago: ${error.message}`, error.status, error.error, { cause: error });
}
