import { AlertTriangle, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { serverReason } from '@/lib/api-client';
import { withRestaurantParam } from '@/lib/restaurant';
import { toast } from '@/lib/toast';
import { useWhatsAppStatus } from '@/lib/whatsapp-status';
import { useAiTestMode, useOperationsConfig, useSaveOperations } from '@/features/dashboard/api/go-live';

/** Today in Mexico City (UTC−6 all year), as the server compares it. */
export const mexicoToday = (now = new Date()) => new Date(now.getTime() - 6 * 3_600_000).toISOString().slice(0, 10);

/** While test mode is on and WhatsApp is connected, real customers read "[PRUEBA]" before every reply. */
export function TestModeBanner() {
  const { search } = useLocation();
  const testMode = useAiTestMode();
  const whatsapp = useWhatsAppStatus();
  if (!testMode.data || !whatsapp.data?.configured) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">
        <strong>Modo de prueba encendido:</strong> tus clientes ven «[PRUEBA]» al inicio de cada respuesta del asistente.
      </p>
      <Link to={withRestaurantParam('/ai-config', search)} className="font-semibold text-amber-950 underline">
        Apagar el modo de prueba
      </Link>
    </div>
  );
}

/** "Pausar asistente" when the kitchen is saturated, and "tiempo de espera hoy" the assistant quotes. */
export function BusyKitchenCard() {
  const id = useId();
  const operations = useOperationsConfig();
  const save = useSaveOperations();
  const today = mexicoToday();
  const current = operations.data;
  const savedWait = current?.waitDate === today && current.waitMinutes ? String(current.waitMinutes) : '';
  const [wait, setWait] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shownWait = wait ?? savedWait;
  const paused = current?.assistantPaused === true;

  const togglePause = (next: boolean) =>
    save.mutate(
      { assistantPaused: next },
      {
        onSuccess: () =>
          toast.success({
            title: next ? 'Asistente en pausa' : 'Asistente activo',
            description: next ? 'Tus clientes sabrán que los pedidos están en pausa' : 'El asistente vuelve a tomar pedidos',
          }),
        onError: (cause) => toast.error({ cause, description: 'No se pudo cambiar la pausa' }),
      },
    );

  const saveWait = () => {
    const minutes = shownWait.trim() ? Number(shownWait) : null;
    if (minutes !== null && (!Number.isInteger(minutes) || minutes < 5 || minutes > 240)) {
      setError('Escribe los minutos de espera entre 5 y 240, o déjalo vacío');
      return;
    }
    setError(null);
    save.mutate(
      { waitMinutes: minutes, waitDate: minutes === null ? null : today },
      {
        onSuccess: () =>
          toast.success({
            title: 'Tiempo de espera guardado',
            description: minutes
              ? `El asistente dirá que hoy tardan unos ${minutes} minutos`
              : 'El asistente ya no dirá un tiempo de espera',
          }),
        onError: (cause) => setError(serverReason(cause) ?? 'No se pudo guardar el tiempo de espera'),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Timer aria-hidden="true" className="size-5 text-orange-700" />
          Cocina saturada
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Switch checked={paused} onChange={togglePause} disabled={!current || save.isPending} label="Pausar asistente" />
        <p className="text-sm text-stone-700">
          {paused
            ? 'En pausa: a cada cliente se le dice que los pedidos por WhatsApp están en pausa por ahora.'
            : 'Actívalo si no puedes recibir más pedidos; el asistente avisará a tus clientes.'}
        </p>
        <div>
          <Label htmlFor={`${id}-wait`}>Tiempo de espera hoy (minutos)</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-wait`}
              inputMode="numeric"
              placeholder="40"
              value={shownWait}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setWait(e.target.value)}
            />
            <Button variant="outline" onClick={saveWait} disabled={save.isPending}>
              Guardar
            </Button>
          </div>
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </CardContent>
    </Card>
  );
}
