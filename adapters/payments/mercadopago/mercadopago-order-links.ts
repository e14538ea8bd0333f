import { MercadoPagoConfig, MercadoPagoError, MPNotFoundError, Payment, Preference } from 'mercadopago';
import { PaymentGatewayError } from '../../../core/billing/billing-errors.js';
import type { PaymentLinkGateway, ProviderPayment } from '../../../core/order-payments/order-payments.js';
import { centsToDecimal } from '../../../core/shared/money.js';
import { withMercadoPagoBaseUrl } from './mercadopago-base-url.js';

/**
 * Checkout Pro links for restaurants' orders, each created and read with that restaurant's own
 * access token, so the customer pays the restaurant, not Comanda.
 */
export class MercadoPagoOrderLinks implements PaymentLinkGateway {
  constructor(private readonly options: { apiUrl?: string; timeoutMs?: number; maxRetries?: number } = {}) {}

  private config(accessToken: string) {
    const { timeoutMs, maxRetries } = this.options;
    return new MercadoPagoConfig({
      accessToken,
      options: { timeout: timeoutMs ?? 10_000, ...(maxRetries !== undefined ? { maxRetries } : {}) },
    });
  }

  async createOrderLink(input: Parameters<PaymentLinkGateway['createOrderLink']>[0]) {
    const preference = await this.call(() =>
      new Preference(this.config(input.accessToken)).create({
        body: {
          items: [
            {
              id: input.externalReference,
              title: input.title,
              quantity: 1,
              currency_id: 'MXN',
              unit_price: Number(centsToDecimal(input.total)),
            },
          ],
          external_reference: input.externalReference,
          ...(input.notificationUrl ? { notification_url: input.notificationUrl } : {}),
        },
      }),
    );
    if (!preference.init_point || !preference.id)
      throw new PaymentGatewayError('mercadopago', 'Mercado Pago no devolvió el enlace de pago');
    return { url: preference.init_point, id: preference.id };
  }

  async getPayment(accessToken: string, id: string): Promise<ProviderPayment | null> {
    let payment;
    try {
      payment = await withMercadoPagoBaseUrl(this.options.apiUrl, () => new Payment(this.config(accessToken)).get({ id }));
    } catch (error) {
      if (error instanceof MPNotFoundError) return null;
      throw toGatewayError(error);
    }
    const amount = payment.transaction_amount;
    return {
      id: String(payment.id ?? id),
      status: payment.status ?? 'unknown',
      externalReference: payment.external_reference ?? null,
      amount:
        typeof amount === 'number' && Number.isFinite(amount) && typeof payment.currency_id === 'string'
          ? { amount: Math.round(amount * 100), currency: payment.currency_id.toUpperCase() }
          : null,
    };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await withMercadoPagoBaseUrl(this.options.apiUrl, request);
    } catch (error) {
      throw toGatewayError(error);
    }
  }
}

function toGatewayError(error: unknown): unknown {
  if (!(error instanceof MercadoPagoError)) return error;
  return new PaymentGatewayError('mercadopago', `Mercado Pago: ${error.message}`, error.status, error.error, { cause: error });
}
