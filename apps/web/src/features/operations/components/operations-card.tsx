import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { serverReason } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useOperationsConfig, useSaveOperationsConfig, WEEKDAYS, type OperationsConfig } from '@/features/operations/api/operations-config';

const DEFAULT_DAY = { open: '09:00', close: '22:00' };
const input = 'rounded-lg border border-stone-300 px-2 py-1 text-sm';

/** Opening hours (America/Mexico_City) and when a staff takeover hands back to the assistant. */
export function OperationsCard() {
  const { data } = useOperationsConfig();
  // The saved settings until the operator edits them, then the edits.
  const [edits, setDraft] = useState<OperationsConfig | null>(null);
  const draft = edits ?? data ?? null;
  const save = useSaveOperationsConfig({
    onSuccess: () => toast.success({ title: 'Configuración guardada', description: 'Horario y atención actualizados' }),
    onError: (error) => toast.error({ description: serverReason(error) ?? 'No se pudo guardar la configuración' }),
  });
  if (!draft) return null;
  const set = (patch: Partial<OperationsConfig>) => setDraft({ ...draft, ...patch });

  return (
    <Card className="mt-6 p-5" aria-labelledby="operations-title">
      <h2 id="operations-title" className="text-lg font-semibold text-stone-900">
        Horario y atención por personas
      </h2>
      <label className="mt-4 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        Devolver la conversación al asistente tras
        <input
          type="number"
          min={1}
          max={1440}
          className={`${input} w-20`}
          aria-label="Minutos sin actividad del operador"
          value={draft.takeoverTimeoutMinutes}
          onChange={(e) => set({ takeoverTimeoutMinutes: Number(e.target.value) })}
        />
        minutos sin actividad del operador
      </label>
      <label className="mt-4 flex items-center gap-2 text-sm font-medium text-stone-800">
        <Checkbox checked={draft.hoursEnabled} onChange={(e) => set({ hoursEnabled: e.target.checked })} />
        Usar horario de atención (hora de la Ciudad de México)
      </label>
      {draft.hoursEnabled ? (
        <div className="mt-3 space-y-2">
          {WEEKDAYS.map((day) => {
            const hours = draft.openingHours[day] ?? null;
            const setDay = (value: typeof hours) => set({ openingHours: { ...draft.openingHours, [day]: value } });
            return (
              <div key={day} className="flex flex-wrap items-center gap-2 text-sm">
                <label className="flex w-32 items-center gap-2 capitalize">
                  <Checkbox checked={hours !== null} onChange={(e) => setDay(e.target.checked ? DEFAULT_DAY : null)} />
                  {day}
                </label>
                {hours ? (
                  <>
                    <input
                      type="time"
                      aria-label={`Abre el ${day}`}
                      className={input}
                      value={hours.open}
                      onChange={(e) => setDay({ ...hours, open: e.target.value })}
                    />
                    <span>a</span>
                    <input
                      type="time"
                      aria-label={`Cierra el ${day}`}
                      className={input}
                      value={hours.close}
                      onChange={(e) => setDay({ ...hours, close: e.target.value })}
                    />
                  </>
                ) : (
                  <span className="text-stone-600">Cerrado</span>
                )}
                {hours ? (
                  <button
                    type="button"
                    className="text-xs font-medium text-orange-800 underline"
                    aria-label={`Copiar el horario del ${day} a todos los días`}
                    onClick={() => set({ openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...hours }])) })}
                  >
                    Copiar a todos los días
                  </button>
                ) : null}
              </div>
            );
          })}
          <label className="mt-2 flex items-center gap-2 text-sm text-stone-700">
            <Checkbox checked={draft.acceptOrdersWhenClosed} onChange={(e) => set({ acceptOrdersWhenClosed: e.target.checked })} />
            Fuera de horario, tomar pedidos para cuando abramos
          </label>
        </div>
      ) : null}
      <div className="mt-4">
        <label htmlFor="order-summary-phone" className="block text-sm font-medium text-stone-800">
          Enviar el resumen de cada pedido confirmado al WhatsApp del restaurante
        </label>
        <input
          id="order-summary-phone"
          type="tel"
          maxLength={30}
          placeholder="+52 55 1234 5678 (vacío = no enviar)"
          className={`${input} mt-1 w-full sm:w-72`}
          value={draft.orderSummaryPhone}
          onChange={(e) => set({ orderSummaryPhone: e.target.value })}
        />
        <p className="mt-1 text-xs text-stone-500">
          WhatsApp solo lo entrega si ese teléfono escribió a tu número de negocio en las últimas 24 horas: envíale un mensaje al abrir cada
          día.
        </p>
      </div>
      <div className="mt-4 flex justify-end">
        <Button onClick={() => save.mutate({ ...draft, orderSummaryPhone: draft.orderSummaryPhone.trim() })} disabled={save.isPending}>
          Guardar horario y atención
        </Button>
      </div>
    </Card>
  );
}
