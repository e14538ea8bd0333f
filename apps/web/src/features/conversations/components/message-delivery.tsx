import { RotateCw } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import type { Message } from '../api/get-messages';
import { useRetryMessage } from '../api/retry-message';

/** What the provider reported for an outgoing message (status callbacks). */
export const DELIVERY_LABELS: Record<string, string> = {
  pending: 'enviando…',
  sent: 'enviado',
  delivered: 'entregado',
  read: 'leído',
  failed: 'fallido',
};

export const isFailed = (m: Message) => m.direction === 'outgoing' && m.status === 'failed';

/** Delivery state, the test mark and, for a failed message, its reason and "Reintentar". */
export function MessageDelivery({ message, conversationId }: { message: Message; conversationId: number | string }) {
  const retry = useRetryMessage();
  const outgoing = message.direction === 'outgoing';
  const label = outgoing && message.status ? DELIVERY_LABELS[message.status] : undefined;
  if (!label && !message.isTest) return null;

  return (
    <div className="mt-1 space-y-1 text-xs">
      <p className="flex flex-wrap items-center gap-1.5">
        {message.isTest ? (
          <span className="rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-800">Prueba</span>
        ) : null}
        {label ? (
          <span data-testid="delivery-status" className={cn(isFailed(message) ? 'font-semibold text-red-800' : outgoing ? 'text-orange-100' : 'text-stone-500')}>
            {message.isTest && message.status === 'sent' ? 'no enviado a WhatsApp (prueba)' : label}
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
