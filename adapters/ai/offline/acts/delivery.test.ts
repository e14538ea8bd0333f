import { describe, expect, it } from 'vitest';
import { deliverySettingsOf } from '../../../../core/delivery/delivery-settings.js';
import { openChat } from '../../../../eval/harness.js';
import { TUNING_MENUS } from '../../../../eval/tuning/index.js';

const pozoleria = TUNING_MENUS.pozoleria!;

const settings = (extra: Record<string, unknown> = {}) =>
  deliverySettingsOf({
    pickup: true,
    delivery: true,
    zones: [
      { name: 'Roma', radiusKm: null, areas: ['Roma Norte', 'Roma Sur', '06700'], feeCents: 3000, minimumCents: 15000, etaMinutes: 35 },
      { name: 'Coyoacán', radiusKm: null, areas: ['Del Carmen', '04100'], feeCents: 6000, minimumCents: 25000, etaMinutes: 60 },
    ],
    outsideZones: 'refuse',
    paymentMethods: ['cash', 'transfer', 'mercadopago'],
    transferClabe: '012180001234567891',
    transferHolder: 'Pozolería La Güera',
    mercadoPagoAccessToken: 'TEST-token',
    ...extra,
  });

async function chat(turns: string[], extra: Record<string, unknown> = {}) {
  const c = await openChat({
    menu: pozoleria.items,
    restaurant: pozoleria.restaurant,
    profile: pozoleria.restaurant,
    delivery: settings(extra),
    config: { testMode: false },
  });
  const replies: string[] = [];
  for (const turn of turns) replies.push((await c.send(turn)).reply);
  const orders = await c.orders.list(c.restaurant.id);
  return { replies, order: orders.at(-1) ?? null };
}

describe('offline engine: zones, fees and the minimum (docs/delivery.md)', () => {
  it('a fee question is answered from the zone it names, with its minimum and time', async () => {
    const { replies } = await chat(['¿cuánto cobran de envío a la Roma Norte?', '¿llegan a Coyoacán?']);
    expect(replies[0]).toBe('Sí, llegamos a Roma Norte: el envío cuesta $30.00, el pedido mínimo es de $150.00 y tarda unos 35 minutos.');
    expect(replies[1]).toBe('Sí, llegamos a Coyoacán: el envío cuesta $60.00, el pedido mínimo es de $250.00 y tarda unos 60 minutos.');
  });

  it('a place no zone lists is refused politely, with pickup and the zones; without a place the zones are listed', async () => {
    const { replies } = await chat(['¿llegan a Polanco?', '¿cuánto cuesta el envío?']);
    expect(replies[0]).toBe(
      'Por ahora no llegamos a Polanco. Puedes pasar a recoger al restaurante. Entregamos en Roma ($30.00) o Coyoacán ($60.00).',
    );
    expect(replies[1]).toBe('El envío depende de la colonia: Roma ($30.00) o Coyoacán ($60.00). ¿En qué colonia estás?');
  });

  it('"a convenir" restaurants say the fee is agreed with them', async () => {
    const { replies } = await chat(['¿hacen envíos a Santa Fe?'], { outsideZones: 'arrange' });
    expect(replies[0]).toContain('Santa Fe queda fuera de nuestras zonas de entrega; el envío se acuerda con el restaurante.');
  });

  it('below the minimum the engine says what is missing instead of asking to confirm, and a "confirmo" gets the same', async () => {
    const { replies, order } = await chat(['un pozole rojo chico', 'Calle Orizaba 45, Col. Roma Norte', 'confirmo']);
    expect(replies[1]).toContain('Subtotal: $85.00\nEnvío: $30.00\nTotal: $115.00');
    expect(replies[1]).toContain('te faltan $65.00');
    expect(replies[1]).not.toContain('¿Te confirmo');
    expect(replies[2]).toContain('te faltan $65.00');
    expect(order).toBeNull();
  });

  it('once the minimum is met, the payment is asked, then the order is placed with the fee in its total', async () => {
    const { replies, order } = await chat([
      '2 pozoles rojos grandes',
      'es a domicilio',
      'Calle Orizaba 45, Col. Roma Norte',
      'pago con 500',
      'sí',
    ]);
    expect(replies[2]).toContain('¿Cómo vas a pagar? Aceptamos efectivo, transferencia o link de Mercado Pago.');
    expect(replies[4]).toContain('Envío: $30.00\nTotal: $270.00');
    expect(order).toMatchObject({
      total: 27000,
      deliveryFee: 3000,
      fulfillment: 'delivery',
      payment: { method: 'cash', changeFor: 50000 },
    });
  });

  it('"para llevar" is a pickup: no address asked, no fee, no minimum', async () => {
    const { replies, order } = await chat(['un pozole verde chico para llevar', 'efectivo', 'sí']);
    expect(replies[0]).toContain('Para recoger en el restaurante');
    expect(replies[0]).not.toContain('dirección');
    expect(order).toMatchObject({ fulfillment: 'pickup', deliveryFee: 0, total: 9000 });
  });

  it('an address outside every zone is refused before confirming, with pickup offered', async () => {
    const { replies } = await chat(['2 pozoles rojos grandes', 'Av. Masaryk 100, CP 11560']);
    expect(replies[1]).toContain(
      'Lo siento, no llegamos hasta esa dirección. Si quieres, puedes pasar a recoger tu pedido al restaurante.',
    );
  });
});
