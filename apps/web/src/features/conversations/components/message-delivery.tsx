import { AlertCircle, Check, CheckCheck, Clock3, FlaskConical, RotateCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import type { Message } from '@/features/conversations/api/get-messages';
import { useRetryMessage } from '@/features/conversations/api/retry-message';

/** What the provider reported for an outgoing message (status callbacks). */
export const DELIVERY_LABELS: Record<string, string> = {
  pending: 'pendiente',
  sent: 'enviado',
  delivered: 'entregado',
  read: 'leído',
  failed: 'fallido',
  test: 'prueba: no se envió por WhatsApp',
};

export const isFailed = (m: Message) => m.direction === 'outgoing' && m.status === 'failed';

/** The label of an outgoing message; a test reply stored before tests had their own status reads as one too. */
export function deliveryLabel(m: Message): string | undefined {
  if (m.direction !== 'outgoing' || !m.status) return undefined;
  if (m.isTest && m.status === 'sent') return DELIVERY_LABELS.test;
  return DELIVERY_LABELS[m.status];
}

/** Delivery state, the test mark and, for a failed message, its reason and "Reintentar". */
export function MessageDelivery({ message, conversationId }: { message: Message; conversationId: number | string }) {
  const retry = useRetryMessage();
  const outgoing = message.direction === 'outgoing';
  const label = deliveryLabel(message);
  if (!label && !message.isTest) return null;

  return (
    <div className="mt-1 space-y-1 text-xs">
      <p className="flex flex-wrap items-center gap-1.5">
        {message.isTest ? <span className="rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-800">Prueba</span> : null}
        {label ? (
          <span
            data-testid="delivery-status"
            data-status={message.status}
            className={cn(
              'inline-flex items-center gap-1',
              isFailed(message) ? 'font-semibold text-red-800' : outgoing ? 'font-medium text-white' : 'text-stone-500',
            )}
          >
            <StatusIcon status={message.isTest && message.status === 'sent' ? 'test' : message.status} />
            {label}
          </span>
        ) : null}
      </p>
      {isFailed(message) ? (
        <div className="space-y-1">
          <p className="font-medium text-red-800 [overflow-wrap:anywhere]">{`⚠ No enviado: ${message.error || 'el proveedor no entregó el mensaje'}`}</p>
          <button
            type="button"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutateAsync({ conversationId, messageId: message.id }).then(
                () => toast.success({ title: 'Mensaje enviado', description: 'El mensaje se reenvió por WhatsApp' }),
                (cause: unknown) => toast.error({ cause, description: 'No se pudo enviar el mensaje' }),
              )
            }
            className="inline-flex items-center gap-1 rounded-md bg-white px-2 py-1 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500 disabled:opacity-60"
          >
            <RotateCw aria-hidden="true" className="size-3.5" />
            {retry.isPending ? 'Reintentando...' : 'Reintentar'}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** WhatsApp's own marks, so the state reads at a glance; the word beside it says the same. */
function StatusIcon({ status }: { status: string | null | undefined }) {
  const className = 'size-3.5 shrink-0';
  switch (status) {
    case 'pending':
      return <Clock3 aria-hidden="true" className={className} />;
    case 'sent':
      return <Check aria-hidden="true" className={className} />;
    case 'delivered':
      return <CheckCheck aria-hidden="true" className={className} />;
    case 'read':
      return <CheckCheck aria-hidden="true" className={cn(className, 'text-sky-200')} />;
    case 'failed':
      return <AlertCircle aria-hidden="true" className={className} />;
    case 'test':
      return <FlaskConical aria-hidden="true" className={className} />;
    default:
      return null;
  }
}
