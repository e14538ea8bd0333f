import { formatMxn } from '../shared/money.js';
import { PAYMENT_METHOD_NAMES } from '../orders/order.js';
import type { DeliveryContext } from './delivery-tools.js';

/** What the system prompt says about delivery, zones and payment, and how the model must handle them. */
export function deliveryPromptLines(delivery: DeliveryContext | undefined): string[] {
  if (!delivery) return [];
  const service = [delivery.delivery && 'entrega a domicilio', delivery.pickup && 'recoger en el restaurante'].filter(Boolean).join(' y ');
  const zones = delivery.zones.map((z) => {
    const where = [z.radiusKm ? `hasta ${z.radiusKm} km` : null, z.areas.length ? z.areas.join(', ') : null].filter(Boolean).join('; ');
    const minimum = z.minimum ? `, pedido mínimo ${formatMxn(z.minimum)}` : '';
    const eta = z.etaMinutes ? `, llega en unos ${z.etaMinutes} min` : '';
    return `- Zona ${z.name} (${where}): envío ${formatMxn(z.fee)}${minimum}${eta}`;
  });
  const now = [
    delivery.needsZone &&
      'Todavía no se sabe la zona del cliente: pregúntale su colonia (datos_entrega con colonia) o pídele que comparta su ubicación.',
    delivery.outsideZone &&
      (delivery.outsideZones === 'arrange'
        ? 'El cliente está fuera de las zonas: el costo del envío queda a convenir con el restaurante.'
        : 'El cliente está fuera de las zonas de entrega: díselo con amabilidad y ofrece recoger en el restaurante si se puede.'),
    delivery.minimumMissing && `Al pedido le faltan ${formatMxn(delivery.minimumMissing)} para el mínimo de su zona.`,
    delivery.fee ? `Envío de este pedido: ${formatMxn(delivery.fee)} (va como línea aparte: subtotal, envío y total).` : null,
  ].filter((l): l is string => Boolean(l));
  return [
    `Servicio: ${service}.`,
    ...(zones.length ? ['Zonas de entrega:', ...zones] : []),
    `Formas de pago aceptadas: ${delivery.paymentMethods.map((m) => PAYMENT_METHOD_NAMES[m]).join(', ')}.`,
    '- Pregunta si es a domicilio o para recoger (datos_entrega con tipo_entrega) y cómo va a pagar (forma_pago) antes de confirmar. En efectivo pregunta "¿con cuánto pagas?" para llevar cambio.',
    '- El costo de envío lo calcula el sistema según la zona; nunca lo inventes.',
    ...now,
  ];
}
