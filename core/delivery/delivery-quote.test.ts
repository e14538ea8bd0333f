import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, quoteDelivery } from './delivery-quote.js';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings, deliverySettingsOf } from './delivery-settings.js';
import { pinZoneNote } from './pin-zone-note.js';

// Taquería on Álvaro Obregón, Roma Norte (CDMX).
const HOME = { latitude: 19.4167, longitude: -99.1617 };
/** A point `km` north of the restaurant (1° of latitude ≈ 111.2 km). */
const north = (km: number) => ({ latitude: HOME.latitude + km / 111.195, longitude: HOME.longitude });

const settings: DeliverySettings = {
  ...DEFAULT_DELIVERY_SETTINGS,
  location: HOME,
  zones: [
    { name: 'Cerca', radiusKm: 2, areas: [], feeCents: 2500, minimumCents: 10000, etaMinutes: 30 },
    { name: 'Lejos', radiusKm: 5, areas: [], feeCents: 4500, minimumCents: 20000, etaMinutes: 50 },
    { name: 'Narvarte', radiusKm: null, areas: ['Col. Narvarte Poniente', '03020'], feeCents: 3500, minimumCents: 15000, etaMinutes: 40 },
  ],
};
const delivery = (where: Partial<Parameters<typeof quoteDelivery>[1]>) => ({
  fulfillment: 'delivery' as const,
  location: null,
  address: null,
  ...where,
});

describe('quoteDelivery', () => {
  it('prices a pin by its distance: the innermost radius that reaches it', () => {
    expect(quoteDelivery(settings, delivery({ location: north(1) }), 30000)).toMatchObject({ kind: 'zone', fee: 2500 });
    expect(quoteDelivery(settings, delivery({ location: north(3.5) }), 30000)).toMatchObject({ kind: 'zone', fee: 4500 });
  });

  it('prices a written address by its colonia or postal code, accents and "col." aside', () => {
    const quote = quoteDelivery(settings, delivery({ address: 'Calle Uxmal 12, colonia narvarte poniente' }), 20000);
    expect(quote).toMatchObject({ kind: 'zone', fee: 3500, zone: { name: 'Narvarte' } });
    expect(quoteDelivery(settings, delivery({ address: 'Eje 5 Sur 100, CP 03020' }), 20000)).toMatchObject({ fee: 3500 });
    expect(quoteDelivery(settings, delivery({ colonia: 'Narvarte Poniente' }), 20000)).toMatchObject({ fee: 3500 });
  });

  it('believes the pin over a written address', () => {
    const quote = quoteDelivery(settings, delivery({ location: north(1), address: 'Uxmal 12, Narvarte Poniente' }), 30000);
    expect(quote).toMatchObject({ kind: 'zone', fee: 2500, zone: { name: 'Cerca' } });
  });

  it('tells how much is missing below the zone minimum', () => {
    expect(quoteDelivery(settings, delivery({ location: north(1) }), 7000)).toMatchObject({ minimumMissing: 3000 });
    expect(quoteDelivery(settings, delivery({ location: north(1) }), 10000)).toMatchObject({ minimumMissing: null });
  });

  it('is outside when the pin is beyond every radius and the address names no zone', () => {
    expect(quoteDelivery(settings, delivery({ location: north(9), address: 'Polanco' }), 30000)).toEqual({ kind: 'outside', fee: null });
  });

  it('asks for the zone when neither a pin nor a known colonia tells it', () => {
    expect(quoteDelivery(settings, delivery({ address: 'Calle 5 número 20' }), 30000)).toEqual({ kind: 'needs_zone', fee: null });
    expect(quoteDelivery(settings, delivery({}), 30000)).toEqual({ kind: 'needs_zone', fee: null });
  });

  it('is outside when only colonias are served and the customer named another one', () => {
    const areas = { ...settings, zones: settings.zones.filter((z) => z.radiusKm === null) };
    expect(quoteDelivery(areas, delivery({ colonia: 'Polanco' }), 30000)).toEqual({ kind: 'outside', fee: null });
    expect(quoteDelivery(areas, delivery({ address: 'Homero 20, CP 11560' }), 30000)).toEqual({ kind: 'outside', fee: null });
  });

  it('charges nothing for pickup or when the restaurant set no zones; refuses delivery when it only does pickup', () => {
    expect(quoteDelivery(settings, { fulfillment: 'pickup', location: null, address: null }, 100)).toEqual({ kind: 'pickup', fee: 0 });
    expect(quoteDelivery(DEFAULT_DELIVERY_SETTINGS, delivery({ address: 'x' }), 100)).toEqual({ kind: 'no_zones', fee: 0 });
    expect(quoteDelivery({ ...settings, delivery: false }, delivery({ location: north(1) }), 100).kind).toBe('delivery_off');
  });

  it('a farther pin never pays less', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const fee = (km: number) => quoteDelivery(settings, delivery({ location: north(km * 0.999) }), 99999).fee!;
        expect(fee(near)).toBeLessThanOrEqual(fee(far));
      }),
    );
  });

  it('measures distance symmetrically, zero to itself', () => {
    const point = fc.record({
      latitude: fc.double({ min: 14, max: 33, noNaN: true }),
      longitude: fc.double({ min: -118, max: -86, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
        expect(distanceKm(a, a)).toBe(0);
      }),
    );
    expect(distanceKm(HOME, north(3))).toBeCloseTo(3, 2);
  });
});

describe('deliverySettingsOf', () => {
  it('fills defaults and drops malformed zones and methods', () => {
    const s = deliverySettingsOf({
      zones: [{ name: 'A', feeCents: 1000, radiusKm: -1, areas: ['Roma', 3] }, 'x'],
      paymentMethods: ['bitcoin'],
    });
    expect(s.zones).toEqual([{ name: 'A', radiusKm: null, areas: ['Roma'], feeCents: 1000, minimumCents: 0, etaMinutes: null }]);
    expect(s.paymentMethods).toEqual(['cash']);
    expect(s.pickup && s.delivery).toBe(true);
  });
});

describe('pinZoneNote', () => {
  it('tells the fee and time of the zone a shared pin falls in, or that it is outside', () => {
    expect(pinZoneNote(settings, north(1), [])).toBe(
      '🛵 El envío a tu ubicación cuesta $25.00 y llega en unos 30 minutos (pedido mínimo $100.00).',
    );
    expect(pinZoneNote(settings, north(9), [])).toBe(
      'Lo siento, tu ubicación queda fuera de nuestra zona de entrega. Si quieres, puedes pasar a recoger tu pedido al restaurante.',
    );
    expect(pinZoneNote({ ...settings, outsideZones: 'arrange' }, north(9), [])).toMatch(/lo confirmamos contigo/);
    expect(pinZoneNote(DEFAULT_DELIVERY_SETTINGS, north(1), [])).toBeNull();
  });
});
