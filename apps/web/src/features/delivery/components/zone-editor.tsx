import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** A zone as the form edits it: pesos and text, converted on save. */
export type ZoneDraft = { name: string; radiusKm: string; areas: string; fee: string; minimum: string; eta: string };

export const EMPTY_ZONE: ZoneDraft = { name: '', radiusKm: '', areas: '', fee: '', minimum: '', eta: '' };

type Props = {
  index: number;
  zone: ZoneDraft;
  errors: Record<string, string>;
  onChange: (zone: ZoneDraft) => void;
  onRemove: () => void;
};

/** One delivery zone: a radius from the restaurant and/or colonias and postal codes, with its fee, minimum and time. */
export function ZoneEditor({ index, zone, errors, onChange, onRemove }: Props) {
  const err = (field: string) => errors[`zones.${index}.${field}`] ?? null;
  const set = (patch: Partial<ZoneDraft>) => onChange({ ...zone, ...patch });
  return (
    <fieldset className="rounded-xl border border-stone-200 p-4" aria-label={`Zona ${index + 1}`}>
      <div className="flex items-start justify-between gap-2">
        <legend className="text-sm font-semibold text-stone-900">Zona {index + 1}</legend>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Quitar zona ${index + 1}`}>
          <Trash2 aria-hidden="true" className="size-4 text-red-600" />
        </Button>
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <FormField label="Nombre de la zona" error={err('name')}>
          {(p) => <Input {...p} value={zone.name} placeholder="Centro" onChange={(e) => set({ name: e.target.value })} />}
        </FormField>
        <FormField label="Radio (km)" hint="Desde la ubicación del restaurante; vacío si solo usas colonias" error={err('radiusKm')}>
          {(p) => <Input {...p} inputMode="decimal" value={zone.radiusKm} onChange={(e) => set({ radiusKm: e.target.value })} />}
        </FormField>
        <FormField
          label="Colonias o códigos postales"
          hint="Separados por coma, p. ej. Roma Norte, Condesa, 06700"
          error={err('areas')}
          className="sm:col-span-2"
        >
          {(p) => <Textarea {...p} rows={2} value={zone.areas} onChange={(e) => set({ areas: e.target.value })} />}
        </FormField>
        <FormField label="Costo de envío ($)" error={err('feeCents')}>
          {(p) => <Input {...p} inputMode="decimal" value={zone.fee} placeholder="35" onChange={(e) => set({ fee: e.target.value })} />}
        </FormField>
        <FormField label="Pedido mínimo ($)" error={err('minimumCents')}>
          {(p) => (
            <Input {...p} inputMode="decimal" value={zone.minimum} placeholder="0" onChange={(e) => set({ minimum: e.target.value })} />
          )}
        </FormField>
        <FormField label="Tiempo estimado (min)" error={err('etaMinutes')}>
          {(p) => <Input {...p} inputMode="numeric" value={zone.eta} placeholder="40" onChange={(e) => set({ eta: e.target.value })} />}
        </FormField>
      </div>
    </fieldset>
  );
}
