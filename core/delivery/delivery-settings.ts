import type { GeoPoint } from '../shared/geo-point.js';
import type { PaymentMethod } from '../orders/order.js';
import type { Cents } from '../shared/money.js';

/** Config key of a restaurant's delivery and payment settings (the "Entregas y pagos" screen). */
export const DELIVERY_SETTINGS_KEY = 'delivery_settings';
/** Fields of delivery_settings encrypted at rest and never returned in full. */
export const DELIVERY_SECRET_FIELDS = ['mercadoPagoAccessToken', 'mercadoPagoWebhookSecret'] as const;

/**
 * One delivery zone: a radius in km around the restaurant's pin and/or a list of colonias and
 * postal codes, with what delivering there costs.
 */
export interface DeliveryZone {
  name: string;
  /** Kilometres from the restaurant's location; null when the zone is only a list of areas. */
  radiusKm: number | null;
  /** Colonias and 5-digit postal codes, as the restaurant writes them ("Roma Norte", "06700"). */
  areas: string[];
  feeCents: Cents;
  /** The lines' subtotal below which the zone is not served (0 = no minimum). */
  minimumCents: Cents;
  /** Estimated delivery time, in minutes; null when not said. */
  etaMinutes: number | null;
}

/** Outside every zone: refuse politely, or take the order with the fee left for staff to arrange ("a convenir"). */
export type OutsideZonesPolicy = 'refuse' | 'arrange';

export interface DeliverySettings {
  pickup: boolean;
  delivery: boolean;
  location: GeoPoint | null;
  zones: DeliveryZone[];
  outsideZones: OutsideZonesPolicy;
  /** What the restaurant accepts; at least one. */
  paymentMethods: PaymentMethod[];
  transferClabe: string;
  transferHolder: string;
  transferBank: string;
  /** The restaurant's own Mercado Pago credentials (sealed at rest): the order links are paid into its account. */
  mercadoPagoAccessToken: string;
  mercadoPagoWebhookSecret: string;
  /** False until the restaurant saves its own: then an order's payment stays unset rather than assumed. */
  configured: boolean;
}

/**
 * Until a restaurant saves its own: delivery and pickup, no zones (no fee, no minimum), cash
 * only. Everything behaves as before delivery settings existed.
 */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  pickup: true,
  delivery: true,
  location: null,
  zones: [],
  outsideZones: 'refuse',
  paymentMethods: ['cash'],
  transferClabe: '',
  transferHolder: '',
  transferBank: '',
  mercadoPagoAccessToken: '',
  mercadoPagoWebhookSecret: '',
  configured: false,
};

const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function zoneOf(raw: unknown): DeliveryZone | null {
  if (!raw || typeof raw !== 'object') return null;
  const z = raw as Record<string, unknown>;
  const radius = num(z.radiusKm);
  return {
    name: str(z.name),
    radiusKm: radius !== null && radius > 0 ? radius : null,
    areas: Array.isArray(z.areas) ? z.areas.filter((a): a is string => typeof a === 'string' && a.trim() !== '') : [],
    feeCents: Math.max(0, Math.round(num(z.feeCents) ?? 0)),
    minimumCents: Math.max(0, Math.round(num(z.minimumCents) ?? 0)),
    etaMinutes: num(z.etaMinutes),
  };
}

/** A stored entry (or nothing) as settings, defaults filled in; anything malformed falls back to the default. */
export function deliverySettingsOf(stored: Record<string, unknown> | null | undefined): DeliverySettings {
  const s = stored ?? {};
  const d = DEFAULT_DELIVERY_SETTINGS;
  const loc = s.location as Record<string, unknown> | null | undefined;
  const lat = num(loc?.latitude);
  const lng = num(loc?.longitude);
  const methods = Array.isArray(s.paymentMethods)
    ? s.paymentMethods.filter((m): m is PaymentMethod => m === 'cash' || m === 'transfer' || m === 'mercadopago')
    : [];
  return {
    pickup: bool(s.pickup, d.pickup),
    delivery: bool(s.delivery, d.delivery),
    location: lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null,
    zones: Array.isArray(s.zones) ? s.zones.map(zoneOf).filter((z): z is DeliveryZone => z !== null) : [],
    outsideZones: s.outsideZones === 'arrange' ? 'arrange' : 'refuse',
    paymentMethods: methods.length ? [...new Set(methods)] : d.paymentMethods,
    transferClabe: str(s.transferClabe),
    transferHolder: str(s.transferHolder),
    transferBank: str(s.transferBank),
    mercadoPagoAccessToken: str(s.mercadoPagoAccessToken),
    mercadoPagoWebhookSecret: str(s.mercadoPagoWebhookSecret),
    configured: Object.keys(s).length > 0,
  };
}
