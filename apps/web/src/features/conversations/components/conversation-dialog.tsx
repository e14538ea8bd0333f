import { useEffect, useRef } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { formatConversationTime } from '../../../lib/relative-time';
import type { Conversation } from '../api/get-conversations';
import { useMessages } from '../api/get-messages';
import { conversationTitle } from './conversation-card';
import { ConversationStatusBadge } from './status-badge';

type Props = { conversation: Conversation | null; now: number; onClose: () => void };

export function ConversationDialog({ conversation, now, onClose }: Props) {
  const { data, isPending } = useMessages(conversation ? conversation.id : null);
  const endRef = useRef<HTMLDivElement>(null);
  const messages = data ?? [];
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [lastId, messages.length]);

  return (
    <Dialog
      open={conversation !== null}
      onClose={onClose}
      size="lg"
      title={conversation ? conversationTitle(conversation) : ''}
      description={
        conversation ? (
          <span className="flex flex-wrap items-center gap-2">
            {conversation.customerName ? <span>{conversation.phoneNumber}</span> : null}
            <ConversationStatusBadge status={conversation.status} />
            <span>Conversación iniciada: {formatConversationTime(conversation.createdAt, now)}</span>
          </span>
        ) : null
      }
    >
      <div role="log" aria-label="Mensajes de la conversación" className="min-h-64 space-y-3 rounded-xl bg-stone-50 p-3">
        {isPending ? (
          <p className="py-8 text-center text-sm text-stone-500">Cargando mensajes...</p>
        ) : messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-stone-500">No hay mensajes en esta conversación</p>
        ) : (
          <ul className="space-y-3">
            {messages.map((m) => {
              const outgoing = m.direction === 'outgoing';
              return (
                <li key={m.id} data-direction={m.direction} className={cn('flex', outgoing ? 'justify-end' : 'justify-start')}>
                  <div
                    className={cn(
                      'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm',
                      outgoing ? 'bg-orange-600 text-white' : 'border border-stone-200 bg-white text-stone-900',
                    )}
                  >
                    <p className="break-words whitespace-pre-wrap">{m.content}</p>
                    {m.error ? <p className={cn('mt-1 text-xs font-medium', outgoing ? 'text-white' : 'text-red-700')}>⚠ {m.status === 'failed' ? 'No enviado: ' : ''}{m.error}</p> : null}
                    <p className={cn('mt-1 text-xs', outgoing ? 'text-orange-100' : 'text-stone-500')}>
                      {formatConversationTime(m.timestamp, now)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div ref={endRef} />
      </div>
    </Dialog>
  );
}
