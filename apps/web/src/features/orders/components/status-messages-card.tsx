import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useNoticeTemplates } from '@/features/orders/api/get-notice-templates';
import { useStatusMessages, type NoticeKind, type StatusMessagesConfig } from '@/features/orders/api/get-status-messages';
import { useSaveStatusMessages } from '@/features/orders/api/save-status-messages';

const KINDS: { kind: NoticeKind; label: string }[] = [
  { kind: 'confirmed', label: 'Confirmado' },
  { kind: 'preparing', label: 'Preparando' },
  { kind: 'on_the_way', label: 'En camino' },
  { kind: 'ready_for_pickup', label: 'Listo para recoger (pedidos para recoger)' },
  { kind: 'delivered', label: 'Entregado' },
  { kind: 'cancelled', label: 'Cancelado' },
];

/** Configuración IA: what the customer reads on WhatsApp when staff move their order on. */
export function StatusMessagesCard() {
  const id = useId();
  const { data } = useStatusMessages();
  const [edits, setDraft] = useState<StatusMessagesConfig | null>(null);
  // Asked of the provider only once the operator reaches for the list: a restaurant without WhatsApp
  // connected yet has no templates to offer, and this screen should not fail a request for them.
  const [wantTemplates, setWantTemplates] = useState(false);
  const templates = useNoticeTemplates(Boolean(data) && wantTemplates);
  const save = useSaveStatusMessages();
  const draft = edits ?? data?.settings ?? null;
  if (!draft || !data) return null;
  const set = (patch: Partial<StatusMessagesConfig>) => setDraft({ ...draft, ...patch });
  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => {
        setDraft(null);
        toast.success({ title: 'Configuración guardada', description: 'Avisos de pedido actualizados' });
      },
      onError: (cause) => toast.error({ cause, description: 'No se pudo guardar la configuración' }),
    });

  return (
    <Card className="mt-6 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        Avisos de pedido por WhatsApp
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Lo que recibe el cliente cuando cambias el estado de su pedido en Pedidos. Puedes usar {'{numero}'}, {'{tiempo}'}, {'{motivo}'} y{' '}
        {'{nombre}'}. Los pedidos de prueba nunca envían avisos.
      </p>
      <div className="mt-4 space-y-4">
        {KINDS.map(({ kind, label }) => (
          <div key={kind} className="rounded-lg border border-stone-200 p-3">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={`${id}-${kind}`}>{label}</Label>
              <Switch
                aria-label={`Avisar: ${label}`}
                checked={draft[kind].enabled}
                onChange={(enabled) => set({ [kind]: { ...draft[kind], enabled } })}
              />
            </div>
            <Textarea
              id={`${id}-${kind}`}
              rows={2}
              maxLength={500}
              className="mt-2"
              disabled={!draft[kind].enabled}
              value={draft[kind].text}
              onChange={(e) => set({ [kind]: { ...draft[kind], text: e.target.value } })}
            />
            {draft[kind].text !== data.defaults[kind].text ? (
              <button
                type="button"
                className="mt-1 text-xs text-orange-700 underline"
                onClick={() => set({ [kind]: { ...draft[kind], text: data.defaults[kind].text } })}
              >
                Restaurar texto sugerido
              </button>
            ) : null}
          </div>
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={`${id}-eta`}>Tiempo estimado por defecto (minutos)</Label>
            <Input
              id={`${id}-eta`}
              type="number"
              min={1}
              max={1440}
              value={draft.defaultEtaMinutes}
              onChange={(e) => set({ defaultEtaMinutes: Number(e.target.value) })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-template`}>Plantilla aprobada (después de 24 horas)</Label>
            <Select
              id={`${id}-template`}
              value={draft.templateId}
              onFocus={() => setWantTemplates(true)}
              onPointerDown={() => setWantTemplates(true)}
              onChange={(e) => set({ templateId: e.target.value })}
              options={[
                { value: '', label: 'Ninguna: avisarme que no se pudo enviar' },
                ...(templates.data ?? []).map((t) => ({ value: t.id, label: `${t.name} (${t.language})` })),
                ...(draft.templateId && !templates.data?.some((t) => t.id === draft.templateId)
                  ? [{ value: draft.templateId, label: draft.templateId }]
                  : []),
              ]}
            />
            <p className="mt-1 text-xs text-stone-500">
              Con una variable recibe el aviso completo; con dos, el número de pedido y el aviso.
              {templates.isFetching ? ' Cargando plantillas…' : ''}
              {templates.isError ? ' No se pudieron cargar las plantillas (¿está conectado WhatsApp en API Settings?).' : ''}
            </p>
          </div>
        </div>
        <div className="flex justify-end">
          <Button onClick={submit} disabled={save.isPending}>
            Guardar avisos
          </Button>
        </div>
      </div>
    </Card>
  );
}
