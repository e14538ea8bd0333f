import type { GeoPoint } from '../shared/geo-point.js';
import { orderTotal, type OrderItem } from '../orders/order.js';
import { formatMxn } from '../shared/money.js';
import { quoteDelivery } from './delivery-quote.js';
import type { DeliverySettings } from './delivery-settings.js';

/** What a shared pin means for the delivery, said at once: the zone's fee and time, or that it is outside. Null without radius zones. */
export function pinZoneNote(settings: DeliverySettings, pin: GeoPoint, lines: Pick<OrderItem, 'unitPrice' | 'quantity'>[]): string | null {
  if (!settings.delivery || !settings.location || !settings.zones.some((z) => z.radiusKm !== null)) return null;
  const quote = quoteDelivery(settings, { fulfillment: 'delivery', location: pin, address: null }, orderTotal(lines));
  if (quote.kind === 'zone') {
    const eta = quote.zone.etaMinutes ? ` y llega en unos ${quote.zone.etaMinutes} minutos` : '';
    const minimum = quote.zone.minimumCents ? ` (pedido mínimo ${formatMxn(quote.zone.minimumCents)})` : '';
    return `🛵 El envío a tu ubicación cuesta ${formatMxn(quote.fee)}${eta}${minimum}.`;
  }
  if (quote.kind !== 'outside') return null;
  if (settings.outsideZones === 'arrange')
    return 'Tu ubicación queda fuera de nuestras zonas de entrega: el costo del envío lo confirmamos contigo.';
  return `Lo siento, tu ubicación queda fuera de nuestra zona de entrega.${settings.pickup ? ' Si quieres, puedes pasar a recoger tu pedido al restaurante.' : ''}`;
}
