import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverReason } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendStaffMessage } from '@/features/conversations/api/send-staff-message';
import { useSendTemplate } from '@/features/conversations/api/send-template';
import { useTakeover, type Takeover } from '@/features/conversations/api/takeover';
import { errorBody } from '@/features/conversations/utils/error-body';
import { AttendantBadge } from './attendant-badge';
import { TemplatePicker } from './template-picker';

type Props = {
  conversationId: number | string;
  takeover: Takeover | null | undefined;
  /** The customer's last message is 24 hours old or more: only an approved template may go. */
  outsideWindow?: boolean;
};

export const OUTSIDE_WINDOW_NOTICE =
  'El cliente no ha escrito en las últimas 24 horas: WhatsApp solo permite escribirle con una plantilla aprobada. Cuando responda podrás escribirle libremente.';

/** Under the thread: who answers, take over / hand back, and the operator's message box (or a template after 24 hours). */
export function TakeoverPanel({ conversationId, takeover, outsideWindow = false }: Props) {
  const [text, setText] = useState('');
  // The server refused a text (the window closed while the panel was open): offer the template too.
  const [refused, setRefused] = useState(false);
  // A sent template clears the form (remounted), ready for another.
  const [templatesSent, setTemplatesSent] = useState(0);
  const id = useId();
  const onError = (error: Error) => toast.error({ description: serverReason(error) ?? 'No se pudo completar la acción' });
  const { take, release } = useTakeover(conversationId, { onError });
  const send = useSendStaffMessage(conversationId, {
    onSuccess: () => setText(''),
    onError: (error) => {
      if (errorBody(error)?.status === 409) setRefused(true);
      toast.error({ title: 'Mensaje no enviado', description: serverReason(error) ?? 'No se pudo enviar el mensaje' });
    },
  });
  const sendTemplate = useSendTemplate(conversationId, {
    onSuccess: () => {
      setTemplatesSent((n) => n + 1);
      toast.success({ title: 'Plantilla enviada', description: 'El cliente recibió la plantilla' });
    },
    onError: (error) =>
      toast.error({ title: 'Plantilla no enviada', description: serverReason(error) ?? 'No se pudo enviar la plantilla' }),
  });
  const staff = Boolean(takeover?.by);
  const blank = text.trim() === '';
  const templateOnly = outsideWindow || refused;

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
      {templateOnly ? (
        <div className="space-y-3">
          <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            {OUTSIDE_WINDOW_NOTICE}
          </p>
          <TemplatePicker
            key={templatesSent}
            enabled
            pending={sendTemplate.isPending}
            submitLabel="Enviar plantilla"
            onSend={(choice) => sendTemplate.mutate(choice)}
          />
        </div>
      ) : staff ? (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!blank && !send.isPending) send.mutate(text.trim());
          }}
        >
          <Label htmlFor={id}>Responder al cliente</Label>
          <Textarea
            id={id}
            rows={2}
            maxLength={4096}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Escribe tu respuesta..."
          />
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
