import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import type { RestaurantJson } from '@api-types';
import type { UnassignedConfig } from '@/features/api-settings/api/get-platform-config';
import { useAssignUnassigned } from '@/features/api-settings/api/save-platform-config';

const KEY_LABELS: Record<string, string> = {
  whatsapp_config: 'WhatsApp',
  ai_config: 'Configuración IA',
  restaurant_profile: 'Perfil del restaurante',
};

const shown = (value: Record<string, unknown>) =>
  ['businessPhone', 'phoneNumberId', 'twilioFrom', 'provider', 'model']
    .filter((field) => typeof value[field] === 'string' && value[field])
    .map((field) => `${field}: ${String(value[field])}`)
    .join(' · ');

/**
 * Settings saved platform-wide before they became per restaurant, that no restaurant could
 * be found for (migration 0008). They apply to nobody until the administrator assigns them.
 */
export function UnassignedConfigList({ items, restaurants }: { items: UnassignedConfig[]; restaurants: RestaurantJson[] }) {
  if (items.length === 0) return null;
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-amber-900">
        <AlertTriangle aria-hidden="true" className="size-4" />
        Configuración sin restaurante asignado
      </p>
      <p className="text-amber-900">
        Antes se guardaba para toda la plataforma y la heredaban todos los restaurantes. Ya no se aplica a ninguno: asígnala al restaurante
        para el que se capturó.
      </p>
      {items.map((item) => (
        <UnassignedRow key={item.key} item={item} restaurants={restaurants} />
      ))}
    </div>
  );
}

function UnassignedRow({ item, restaurants }: { item: UnassignedConfig; restaurants: RestaurantJson[] }) {
  const id = useId();
  const [restaurantId, setRestaurantId] = useState('');
  const assign = useAssignUnassigned();
  const label = KEY_LABELS[item.key] ?? item.key;
  const submit = () =>
    assign.mutateAsync({ key: item.key, restaurantId }).then(
      () => toast.success({ title: 'Configuración guardada', description: `${label} asignado al restaurante` }),
      (cause: unknown) => toast.error({ cause, description: 'No se pudo guardar la configuración' }),
    );
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg bg-white p-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900">{label}</p>
        <p className="text-xs text-stone-600 [overflow-wrap:anywhere]">{shown(item.value) || 'Sin datos visibles'}</p>
      </div>
      <div className="min-w-0 sm:w-56">
        <Label htmlFor={id}>Asignar a</Label>
        <Select
          id={id}
          value={restaurantId}
          onChange={(e) => setRestaurantId(e.target.value)}
          options={[{ value: '', label: 'Elige un restaurante' }, ...restaurants.map((r) => ({ value: String(r.id), label: r.name }))]}
        />
      </div>
      <Button type="button" size="sm" disabled={!restaurantId || assign.isPending} onClick={submit}>
        Asignar
      </Button>
    </div>
  );
}
