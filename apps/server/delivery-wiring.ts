import type { Container } from 'inversify';
import { MercadoPagoOrderLinks } from '../../adapters/payments/mercadopago/mercadopago-order-links.js';
import { verifyMercadoPagoSignature } from '../../adapters/payments/mercadopago/mercadopago-signature.js';
import { SqlOrderPaymentRepository } from '../../adapters/persistence/sql-order-payment-repository.js';
import { DELIVERY_SETTINGS_KEY, deliverySettingsOf } from '../../core/delivery/delivery-settings.js';
import { OrderPayments } from '../../core/order-payments/order-payments.js';
import { InvalidWebhookSignatureError } from '../../core/billing/billing-errors.js';
import type { HttpDeps } from '../../adapters/http/deps.js';
import type { Settings } from './settings.js';
import { resolve as r, TOKENS as T } from './tokens.js';

/** #24's bindings: order payments (transfer proofs, Mercado Pago order links paid into each restaurant's own account). */
export function bindDelivery(container: Container, settings: Settings) {
  container
    .bind(T.OrderPayments)
    .toDynamicValue((c) => {
      const config = r(c, T.Config);
      return new OrderPayments({
        orders: r(c, T.Orders),
        payments: new SqlOrderPaymentRepository(r(c, T.Db), r(c, T.VersionBumps)),
        links: new MercadoPagoOrderLinks({ apiUrl: settings.providers.mercadoPagoApiUrl }),
        settings: async (restaurantId) => deliverySettingsOf(await config.resolve(restaurantId, DELIVERY_SETTINGS_KEY)),
        notificationUrl: (restaurantId) => `${settings.publicUrl}/webhooks/mercadopago/orders/${encodeURIComponent(restaurantId)}`,
        clock: r(c, T.Clock),
        log: (line, error) => console.warn(`[pagos] ${line}`, error instanceof Error ? error.message : (error ?? '')),
      });
    })
    .inSingletonScope();
}

/** What the HTTP adapter needs for order payments: the use case, and signatures checked with the restaurant's own secret. */
export function orderPaymentsHttp(c: Parameters<typeof r>[0]): NonNullable<HttpDeps['orderPayments']> {
  const config = r(c, T.Config);
  return {
    payments: r(c, T.OrderPayments),
    async verify(restaurantId, input) {
      const secret = deliverySettingsOf(await config.resolve(restaurantId, DELIVERY_SETTINGS_KEY)).mercadoPagoWebhookSecret;
      if (!secret) throw new InvalidWebhookSignatureError('mercadopago', 'missing');
      verifyMercadoPagoSignature({ xSignature: input.xSignature, xRequestId: input.xRequestId, dataId: input.dataId, secret });
    },
  };
}
