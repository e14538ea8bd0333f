import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { ApiError, serverReason } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCurrentRestaurantId } from '../api/current-restaurant-id';
import { useDeliverySettings, useSaveDeliverySettings, type PaymentMethod } from '../api/delivery-settings';
import { fromDraft, toDraft, type SettingsDraft } from './settings-draft';
import { EMPTY_ZONE, ZoneEditor } from './zone-editor';

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Efectivo' },
  { value: 'transfer', label: 'Transferencia (CLABE)' },
  { value: 'mercadopago', label: 'Link de Mercado Pago' },
];

/** Entregas y pagos: pickup/delivery, the restaurant's pin, zones with fee, minimum and time, and the payment methods. */
export function DeliverySettingsForm() {
  const { data } = useDeliverySettings();
  const restaurantId = useCurrentRestaurantId().data;
  const [edits, setEdits] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDeliverySettings();
  const draft = edits ?? (data ? toDraft(data) : null);
  if (!draft) return null;
  const set = (patch: Partial<SettingsDraft>) => setEdits({ ...draft, ...patch });
  const err = (field: string) => errors[field] ?? null;
  const toggleMethod = (m: PaymentMethod, on: boolean) =>
    set({ paymentMethods: on ? [...new Set([...draft.paymentMethods, m])] : draft.paymentMethods.filter((x) => x !== m) });
  const submit = () => {
    setErrors({});
    save.mutate(fromDraft(draft), {
      onSuccess: () => {
        setEdits(null);
        toast.success({ title: 'Entregas y pagos guardados', description: 'El asistente ya usa estas zonas y formas de pago' });
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors({ ...error.fields });
        toast.error({ title: 'Revisa los datos', description: serverReason(error) ?? 'No se pudo guardar la configuración' });
      },
    });
  };
  const webhookUrl = restaurantId ? `${window.location.origin}/webhooks/mercadopago/orders/${restaurantId}` : '';

  return (
    <div className="space-y-6">
      <Card className="p-5" aria-labelledby="service-title">
        <h2 id="service-title" className="text-lg font-semibold text-stone-900">
          Servicio
        </h2>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:gap-8">
          <Switch label="Entrega a domicilio" checked={draft.delivery} onChange={(v) => set({ delivery: v })} />
          <Switch label="Recoger en el restaurante" checked={draft.pickup} onChange={(v) => set({ pickup: v })} />
        </div>
        <FieldError message={err('delivery')} />
        <h3 className="mt-5 text-sm font-semibold text-stone-900">Ubicación del restaurante</h3>
        <p className="text-xs text-stone-500">
          Las zonas por radio se miden desde aquí. Copia la latitud y longitud de Google Maps (clic derecho sobre tu local).
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <FormField label="Latitud" error={err('location.latitude') ?? err('location')}>
            {(p) => (
              <Input
                {...p}
                inputMode="decimal"
                placeholder="19.4167"
                value={draft.latitude}
                onChange={(e) => set({ latitude: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Longitud" error={err('location.longitude')}>
            {(p) => (
              <Input
                {...p}
                inputMode="decimal"
                placeholder="-99.1617"
                value={draft.longitude}
                onChange={(e) => set({ longitude: e.target.value })}
              />
            )}
          </FormField>
          <div className="flex items-end">
            <Button
              variant="outline"
              onClick={() =>
                navigator.geolocation?.getCurrentPosition((pos) =>
                  set({ latitude: pos.coords.latitude.toFixed(6), longitude: pos.coords.longitude.toFixed(6) }),
                )
              }
            >
              Usar mi ubicación actual
            </Button>
          </div>
        </div>
      </Card>

      <Card className="p-5" aria-labelledby="zones-title">
        <h2 id="zones-title" className="text-lg font-semibold text-stone-900">
          Zonas de entrega
        </h2>
        <p className="text-sm text-stone-600">
          Sin zonas, el envío no se cobra. El asistente calcula el envío con la ubicación o la colonia del cliente.
        </p>
        <div className="mt-3 space-y-3">
          {draft.zones.map((zone, i) => (
            <ZoneEditor
              key={i}
              index={i}
              zone={zone}
              errors={errors}
              onChange={(z) => set({ zones: draft.zones.map((old, j) => (j === i ? z : old)) })}
              onRemove={() => set({ zones: draft.zones.filter((_, j) => j !== i) })}
            />
          ))}
        </div>
        <Button className="mt-3" variant="outline" onClick={() => set({ zones: [...draft.zones, EMPTY_ZONE] })}>
          <Plus aria-hidden="true" className="size-4" /> Agregar zona
        </Button>
        <FormField className="mt-4 sm:w-96" label="Fuera de todas las zonas" error={err('outsideZones')}>
          {(p) => (
            <Select
              {...p}
              value={draft.outsideZones}
              onChange={(e) => set({ outsideZones: e.target.value as SettingsDraft['outsideZones'] })}
              options={[
                { value: 'refuse', label: 'Avisar con amabilidad que no llegamos' },
                { value: 'arrange', label: 'Tomar el pedido con envío a convenir' },
              ]}
            />
          )}
        </FormField>
      </Card>

      <Card className="p-5" aria-labelledby="payments-title">
        <h2 id="payments-title" className="text-lg font-semibold text-stone-900">
          Formas de pago
        </h2>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {METHODS.map((m) => (
            <label key={m.value} className="flex items-center gap-2 text-sm text-stone-800">
              <Checkbox checked={draft.paymentMethods.includes(m.value)} onChange={(e) => toggleMethod(m.value, e.target.checked)} />
              {m.label}
            </label>
          ))}
        </div>
        <FieldError message={err('paymentMethods')} />
        {draft.paymentMethods.includes('transfer') ? (
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            <FormField label="CLABE (18 dígitos)" error={err('transferClabe')}>
              {(p) => (
                <Input
                  {...p}
                  inputMode="numeric"
                  maxLength={18}
                  value={draft.transferClabe}
                  onChange={(e) => set({ transferClabe: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Titular de la cuenta" error={err('transferHolder')}>
              {(p) => <Input {...p} value={draft.transferHolder} onChange={(e) => set({ transferHolder: e.target.value })} />}
            </FormField>
            <FormField label="Banco" error={err('transferBank')}>
              {(p) => <Input {...p} value={draft.transferBank} onChange={(e) => set({ transferBank: e.target.value })} />}
            </FormField>
          </div>
        ) : null}
        {draft.paymentMethods.includes('mercadopago') ? (
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <FormField
              label="Access token de Mercado Pago"
              hint="De tu cuenta de Mercado Pago: los pagos llegan a ti"
              error={err('mercadoPagoAccessToken')}
            >
              {(p) => (
                <Input
                  {...p}
                  type="password"
                  autoComplete="off"
                  value={draft.mercadoPagoAccessToken}
                  onChange={(e) => set({ mercadoPagoAccessToken: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Clave secreta de notificaciones" error={err('mercadoPagoWebhookSecret')}>
              {(p) => (
                <Input
                  {...p}
                  type="password"
                  autoComplete="off"
                  value={draft.mercadoPagoWebhookSecret}
                  onChange={(e) => set({ mercadoPagoWebhookSecret: e.target.value })}
                />
              )}
            </FormField>
            {webhookUrl ? (
              <p className="text-xs break-all text-stone-600 sm:col-span-2">
                URL de notificaciones para Mercado Pago (evento «Pagos»): <code>{webhookUrl}</code>
              </p>
            ) : null}
          </div>
        ) : null}
      </Card>

      <div className="flex justify-end">
        <Button onClick={submit} disabled={save.isPending}>
          Guardar entregas y pagos
        </Button>
      </div>
    </div>
  );
}
