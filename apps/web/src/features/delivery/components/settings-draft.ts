import type { DeliverySettings, DeliveryZone } from '../api/delivery-settings';
import type { ZoneDraft } from './zone-editor';

/** What the form holds: the settings, with zones and the pin as text while they are edited. */
export type SettingsDraft = Omit<DeliverySettings, 'zones' | 'location'> & { zones: ZoneDraft[]; latitude: string; longitude: string };

const pesos = (cents: number) => (cents ? String(cents / 100) : '');
const blankOr = (v: number | null) => (v === null ? '' : String(v));

export function toDraft(s: DeliverySettings): SettingsDraft {
  const { zones, location, ...rest } = s;
  return {
    ...rest,
    latitude: location ? String(location.latitude) : '',
    longitude: location ? String(location.longitude) : '',
    zones: zones.map((z) => ({
      name: z.name,
      radiusKm: blankOr(z.radiusKm),
      areas: z.areas.join(', '),
      fee: pesos(z.feeCents),
      minimum: pesos(z.minimumCents),
      eta: blankOr(z.etaMinutes),
    })),
  };
}

/** Text → number; an unparsable value goes as the text itself, so the server answers beside the field. */
const numberOr = (text: string, empty: number | null): number | string | null => {
  const t = text.trim().replace(',', '.');
  if (t === '') return empty;
  const n = Number(t.replace(/^\$/, ''));
  return Number.isFinite(n) ? n : text;
};
const cents = (text: string) => {
  const n = numberOr(text, 0);
  return typeof n === 'number' ? Math.round(n * 100) : n;
};

export function fromDraft(d: SettingsDraft): DeliverySettings {
  const { zones, latitude, longitude, ...rest } = d;
  const lat = numberOr(latitude, null);
  const lng = numberOr(longitude, null);
  return {
    ...rest,
    location: lat === null && lng === null ? null : ({ latitude: lat, longitude: lng } as DeliverySettings['location']),
    zones: zones.map(
      (z) =>
        ({
          name: z.name.trim(),
          radiusKm: numberOr(z.radiusKm, null),
          areas: z.areas
            .split(/[,\n]/)
            .map((a) => a.trim())
            .filter(Boolean),
          feeCents: cents(z.fee),
          minimumCents: cents(z.minimum),
          etaMinutes: numberOr(z.eta, null),
        }) as DeliveryZone,
    ),
  };
}
