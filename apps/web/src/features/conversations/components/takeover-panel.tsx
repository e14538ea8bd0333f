import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { serverReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSendStaffMessage } from '../api/send-staff-message';
import { useTakeover, type Takeover } from '../api/takeover';
import { AttendantBadge } from './attendant-badge';

type Props = { conversationId: number | string; takeover: Takeover | null | undefined };

/** Under the thread: who answers, take over / hand back, and the operator's message box. */
export function TakeoverPanel({ conversationId, takeover }: Props) {
  const [text, setText] = useState('');
  const id = useId();
  const onError = (error: Error) => toast.error({ description: serverReason(error) ?? 'No se pudo completar la acción' });
  const { take, release } = useTakeover(conversationId, { onError });
  const send = useSendStaffMessage(conversationId, {
    onSuccess: () => setText(''),
    onError: (error) => toast.error({ title: 'Mensaje no enviado', description: serverReason(error) ?? 'No se pudo enviar el mensaje' }),
  });
  const staff = Boolean(takeover?.by);
  const blank = text.trim() === '';

  return (
    <section aria-label="Atención de la conversación" className="mt-3 space-y-2 rounded-xl border border-stone-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AttendantBadge takeover={takeover} />
        {staff ? (
          <Button variant="outline" size="sm" disabled={release.isPending} onClick={() => release.mutate()}>
            Devolver al asistente
          </Button>
        ) : (
          <Button size="sm" disabled={take.isPending} onClick={() => take.mutate()}>
            Tomar conversación
          </Button>
        )}
      </div>
      {staff ? (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!blank && !send.isPending) send.mutate(text.trim());
          }}
        >
          <Label htmlFor={id}>Responder al cliente</Label>
          <Textarea id={id} rows={2} maxLength={4096} value={text} onChange={(e) => setText(e.target.value)} placeholder="Escribe tu respuesta..." />
          <p className="text-xs text-stone-500">El asistente no responde mientras tú atiendes esta conversación.</p>
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={blank || send.isPending}>
              Enviar
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
