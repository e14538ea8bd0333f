import { normalize } from '../shared/normalize-text.js';
import type { GeoPoint } from '../shared/geo-point.js';
import type { Fulfillment } from '../orders/order.js';
import type { Cents } from '../shared/money.js';
import type { DeliverySettings, DeliveryZone } from './delivery-settings.js';

/** Where the order goes, as far as the conversation has told. */
export interface DeliveryWhere {
  fulfillment: Fulfillment | null | undefined;
  /** The customer's WhatsApp location pin. */
  location: GeoPoint | null | undefined;
  address: string | null | undefined;
  /** A colonia or postal code the customer named when asked for it. */
  colonia?: string | null | undefined;
}

/**
 * What delivering this order costs, decided by the server:
 * - `pickup`: no fee; `no_zones`: the restaurant set no zones, no fee;
 * - `zone`: a zone was found (fee, minimum); `needs_zone`: ask for the colonia or a pin;
 * - `outside`: no zone reaches the customer; `delivery_off`: the restaurant only does pickup.
 */
export type DeliveryQuote =
  | { kind: 'pickup' | 'no_zones'; fee: 0 }
  | { kind: 'zone'; zone: DeliveryZone; fee: Cents; minimumMissing: Cents | null; distanceKm: number | null }
  | { kind: 'needs_zone' | 'outside' | 'delivery_off'; fee: null };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine): good to metres at a city's scale. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const POSTAL_CODE = /^\d{5}$/;
/** "Col. Roma Norte", "colonia roma norte" and "Roma Norte" are the same area. */
const areaKey = (area: string) => normalize(area).replace(/^(col|colonia|fracc|fraccionamiento|cp|c p)\s+/, '');
const postalCodes = (text: string): string[] => normalize(text).match(/\b\d{5}\b/g) ?? [];

/** The zone whose colonia or postal code the text names; the longest name wins ("Roma Norte" over "Roma"). */
export function zoneByArea(zones: DeliveryZone[], text: string | null | undefined): DeliveryZone | null {
  if (!text?.trim()) return null;
  const padded = ` ${normalize(text)} `;
  const codes = postalCodes(text);
  let best: { zone: DeliveryZone; length: number } | null = null;
  for (const zone of zones) {
    for (const area of zone.areas) {
      const key = areaKey(area);
      if (!key) continue;
      const hit = POSTAL_CODE.test(key) ? codes.includes(key) : padded.includes(` ${key} `);
      if (hit && (!best || key.length > best.length)) best = { zone, length: key.length };
    }
  }
  return best?.zone ?? null;
}

/** The innermost radius zone that reaches the pin, and the distance. */
function zoneByDistance(settings: DeliverySettings, pin: GeoPoint): { zone: DeliveryZone | null; km: number } | null {
  const radial = settings.zones.filter((z) => z.radiusKm !== null);
  if (!settings.location || radial.length === 0) return null;
  const km = distanceKm(settings.location, pin);
  const reaching = radial.filter((z) => km <= z.radiusKm!).sort((a, b) => a.radiusKm! - b.radiusKm!);
  return { zone: reaching[0] ?? null, km };
}

const inZone = (zone: DeliveryZone, subtotal: Cents, km: number | null): DeliveryQuote => ({
  kind: 'zone',
  zone,
  fee: zone.feeCents,
  minimumMissing: subtotal < zone.minimumCents ? zone.minimumCents - subtotal : null,
  distanceKm: km,
});

/** Prices the delivery of an order with this subtotal (the lines' sum) going where the customer said. */
export function quoteDelivery(settings: DeliverySettings, where: DeliveryWhere, subtotal: Cents): DeliveryQuote {
  if (where.fulfillment === 'pickup') return { kind: 'pickup', fee: 0 };
  if (!settings.delivery) return { kind: 'delivery_off', fee: null };
  if (settings.zones.length === 0) return { kind: 'no_zones', fee: 0 };
  const named = zoneByArea(settings.zones, where.colonia);
  if (named) return inZone(named, subtotal, null);
  // A pin says exactly where the customer is: it decides before anything written.
  const byPin = where.location ? zoneByDistance(settings, where.location) : null;
  if (byPin?.zone) return inZone(byPin.zone, subtotal, byPin.km);
  const written = zoneByArea(settings.zones, where.address);
  if (written) return inZone(written, subtotal, null);
  if (byPin) return { kind: 'outside', fee: null };
  const onlyAreas = settings.zones.every((z) => z.radiusKm === null) || !settings.location;
  // Told a colonia or a postal code no zone lists, and no radius could still reach them: outside.
  const toldArea = Boolean(where.colonia?.trim()) || (where.address ? postalCodes(where.address).length > 0 : false);
  if (toldArea && onlyAreas) return { kind: 'outside', fee: null };
  return { kind: 'needs_zone', fee: null };
}
