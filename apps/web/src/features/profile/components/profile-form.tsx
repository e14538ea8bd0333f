import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, serverReason } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useProfileTexts, useRestaurantFacts, useSaveProfile, type ProfileTexts, type RestaurantFacts } from '../api/restaurant-profile';

type Draft = Omit<RestaurantFacts, 'id' | 'description' | 'address' | 'phone' | 'email'> & {
  description: string;
  address: string;
  phone: string;
  email: string;
} & ProfileTexts;

const TEXTS: { key: keyof ProfileTexts; label: string; hint: string }[] = [
  { key: 'hours', label: 'Horario', hint: 'Lunes a sábado de 9:00 a 22:00, domingo de 10:00 a 18:00' },
  { key: 'delivery', label: 'Entregas', hint: 'Entregamos en la Roma y la Condesa en unos 40 minutos' },
  { key: 'payment', label: 'Formas de pago', hint: 'Efectivo, transferencia o link de Mercado Pago' },
  { key: 'promotions', label: 'Promociones', hint: 'Martes 2×1 en tacos al pastor' },
];

/** Perfil del restaurante: what the assistant tells customers, editable after creation. */
export function ProfileForm() {
  const facts = useRestaurantFacts().data;
  const texts = useProfileTexts().data;
  const [edits, setEdits] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProfile();
  if (!facts || !texts) return null;
  const draft: Draft = edits ?? {
    name: facts.name,
    description: facts.description ?? '',
    address: facts.address ?? '',
    phone: facts.phone ?? '',
    email: facts.email ?? '',
    ...texts,
  };
  const set = (patch: Partial<Draft>) => setEdits({ ...draft, ...patch });
  const err = (field: string) => errors[field] ?? null;
  const submit = () => {
    setErrors({});
    const { name, description, address, phone, email, hours, delivery, payment, promotions } = draft;
    save.mutate(
      { id: facts.id, facts: { name, description, address, phone, email }, texts: { hours, delivery, payment, promotions } },
      {
        onSuccess: () => {
          setEdits(null);
          toast.success({ title: 'Perfil guardado', description: 'El asistente ya responde con estos datos' });
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors({ ...error.fields });
          toast.error({ title: 'Revisa los datos', description: serverReason(error) ?? 'No se pudo guardar el perfil' });
        },
      },
    );
  };
  return (
    <div className="space-y-6">
      <Card className="p-5" aria-labelledby="restaurant-title">
        <h2 id="restaurant-title" className="text-lg font-semibold text-stone-900">
          Datos del restaurante
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <FormField label="Nombre" required error={err('name')}>
            {(p) => <Input {...p} value={draft.name} onChange={(e) => set({ name: e.target.value })} />}
          </FormField>
          <FormField label="Teléfono" error={err('phone')}>
            {(p) => (
              <Input
                {...p}
                type="tel"
                value={draft.phone}
                placeholder="+52 55 1234 5678"
                onChange={(e) => set({ phone: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Dirección" error={err('address')} className="sm:col-span-2">
            {(p) => <Input {...p} value={draft.address} onChange={(e) => set({ address: e.target.value })} />}
          </FormField>
          <FormField label="Correo" error={err('email')}>
            {(p) => <Input {...p} type="email" value={draft.email} onChange={(e) => set({ email: e.target.value })} />}
          </FormField>
          <FormField label="Descripción" error={err('description')} className="sm:col-span-2">
            {(p) => <Textarea {...p} rows={2} value={draft.description} onChange={(e) => set({ description: e.target.value })} />}
          </FormField>
        </div>
      </Card>
      <Card className="p-5" aria-labelledby="texts-title">
        <h2 id="texts-title" className="text-lg font-semibold text-stone-900">
          Lo que el asistente responde
        </h2>
        <div className="mt-3 grid gap-3">
          {TEXTS.map((t) => (
            <FormField key={t.key} label={t.label} hint={`Ejemplo: ${t.hint}`} error={err(t.key)}>
              {(p) => <Textarea {...p} rows={2} value={draft[t.key]} onChange={(e) => set({ [t.key]: e.target.value })} />}
            </FormField>
          ))}
        </div>
      </Card>
      <div className="flex justify-end">
        <Button onClick={submit} disabled={save.isPending}>
          Guardar perfil
        </Button>
      </div>
    </div>
  );
}
