import { describe, expect, it } from 'vitest';
import { deliverySettingsOf } from '../../../../core/delivery/delivery-settings.js';
import { openChat } from '../../../../eval/harness.js';

const ZONES = deliverySettingsOf({
  pickup: false,
  delivery: true,
  zones: [
    { name: 'Narvarte', radiusKm: null, areas: ['Narvarte'], feeCents: 4000, minimumCents: 5000, etaMinutes: 45 },
    { name: 'Roma', radiusKm: null, areas: ['Roma Norte'], feeCents: 3000, minimumCents: 5000, etaMinutes: 40 },
  ],
  outsideZones: 'refuse',
  paymentMethods: ['cash'],
});

/** Three al pastor confirmed to Uxmal 12 in the Narvarte zone ($66 + $40), then `after`. */
async function confirmedThen(after: string[]) {
  const c = await openChat({ config: { testMode: false }, delivery: ZONES });
  const replies: string[] = [];
  for (const turn of ['quiero 3 tacos al pastor', 'es todo', 'Uxmal 12, Narvarte', 'sí', ...after])
    replies.push((await c.send(turn)).reply);
  const [placed] = await c.orders.list(c.restaurant.id);
  return { replies, placed: placed! };
}

describe('offline engine: the address changed after confirming (core moves the pending order)', () => {
  it('"es todo" with delivery zones asks where to deliver: it is not a colonia called "todo"', async () => {
    const { replies } = await confirmedThen([]);
    expect(replies[1]).toBe('¿A qué dirección te lo enviamos?');
    for (const closing of ['es todo', 'eso es todo', 'ya es todo', 'nada más', 'es todo gracias', 'no, es todo', 'ya', 'listo']) {
      const c = await openChat({ config: { testMode: false }, delivery: ZONES });
      await c.send('quiero 3 tacos al pastor');
      expect((await c.send(closing)).reply, closing).toBe('¿A qué dirección te lo enviamos?');
    }
  });

  it('moves the order to the new address with the new zone fee, and says so', async () => {
    const { replies, placed } = await confirmedThen(['me equivoqué de dirección, es Colima 40, Roma Norte']);
    expect(placed).toMatchObject({ deliveryAddress: 'Colima 40, Roma Norte', deliveryFee: 3000, total: 9600 });
    expect(replies[4]).toContain('Entrega en: Colima 40, Roma Norte');
    expect(replies[4]).toContain('Total: $96.00');
  });

  it('asks the colonia of a new address whose zone it cannot tell, then moves the order', async () => {
    const { replies, placed } = await confirmedThen(['mejor mándalo a calle 5 número 20', 'en la Roma Norte']);
    expect(replies[4]).toContain('¿En qué colonia es la entrega?');
    expect(replies[4]).not.toContain('Anoté tu dirección');
    expect(placed).toMatchObject({ deliveryAddress: 'calle 5 número 20', deliveryFee: 3000, total: 9600 });
  });
});

describe('offline engine: the last dish of a confirmed order taken off', () => {
  it('cancels the order and says what it took off, in words the customer reads (never a program value)', async () => {
    const c = await openChat({ config: { testMode: false } });
    for (const turn of ['un agua de horchata', 'es todo', 'Calle Roble 32', 'sí']) await c.send(turn);
    const out = await c.send('quita uno');
    expect(out.failure).toBeUndefined();
    expect(out.reply).toContain('Listo, quité Agua de Horchata.');
    expect(out.reply).toContain('cancelé tu pedido');
    const [order] = await c.orders.list(c.restaurant.id);
    expect(order).toMatchObject({ status: 'cancelled' });
  });
});
