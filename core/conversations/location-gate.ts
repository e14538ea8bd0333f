import { emptyCart } from '../orders/cart.js';
import { pinZoneNote } from '../delivery/pin-zone-note.js';
import type { GateDecision, GateInput, MessageGate } from './message-gate.js';

const locationReply = (address: string) =>
  `📍 ¡Gracias! Tomé tu ubicación para la entrega: ${address}. ¿Me compartes número interior y alguna referencia para encontrarte (color de la fachada, entre qué calles)?`;

/** A reply that adds to an address rather than doing something else (confirming, ordering, cancelling). */
const DETAILS =
  /\d|\b(int|interior|depto|departamento|dpto|piso|casa|edificio|torre|puerta|port[oó]n|fachada|referencia|entre|esquina|frente|junto|color|timbre|lote|manzana|mz|lt)\b/i;
const NOT_DETAILS = /\b(confirm\w*|cancel\w*|quiero|dame|agrega|men[uú])\b/i;

/**
 * A shared location pin becomes the delivery address (coordinates kept on the cart and
 * then the order); the customer is asked only for what a pin can't say: the interior
 * number and references, which are added to the address when they answer.
 */
export class LocationGate implements MessageGate {
  async screen({ restaurant, conversation, incoming, carts, delivery }: GateInput): Promise<GateDecision> {
    const pin = incoming.attachment?.kind === 'location' ? incoming.attachment.location : null;
    const cart = (await carts.get(restaurant.id, conversation.id)) ?? emptyCart();
    if (pin) {
      const place = [pin.name, pin.address]
        .map((p) => p?.trim())
        .filter(Boolean)
        .join(', ');
      const address = place || `Ubicación compartida (${pin.latitude}, ${pin.longitude})`;
      await carts.save(restaurant.id, conversation.id, {
        ...cart,
        deliveryAddress: address,
        deliveryLocation: { latitude: pin.latitude, longitude: pin.longitude },
        locationDetailsPending: true,
      });
      const zone = delivery ? pinZoneNote(delivery, { latitude: pin.latitude, longitude: pin.longitude }, cart.lines) : null;
      return { kind: 'reply', text: zone ? `${locationReply(address)}\n\n${zone}` : locationReply(address) };
    }
    if (!cart.locationDetailsPending) return { kind: 'assistant' };
    const text = incoming.content.trim();
    const details = text.length <= 200 && DETAILS.test(text) && !NOT_DETAILS.test(text);
    const address = details ? `${cart.deliveryAddress ?? ''} (${text})`.trim() : cart.deliveryAddress;
    await carts.save(restaurant.id, conversation.id, { ...cart, deliveryAddress: address, locationDetailsPending: false });
    // The assistant carries on from the completed address (it is in the cart already).
    return details ? { kind: 'assistant', text: `Mi dirección de entrega es ${address}` } : { kind: 'assistant' };
  }
}
