import { useEffect, useRef } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { formatConversationTime } from '../../../lib/format';
import type { Conversation } from '../api/get-conversations';
import { useMessages } from '../api/get-messages';
import { useMarkConversationSeen } from '../api/mark-conversation-seen';
import { conversationTitle } from './conversation-card';
import { isFailed, MessageDelivery } from './message-delivery';
import { ConversationStatusBadge } from './status-badge';
import { TakeoverPanel } from './takeover-panel';
import { MessageAttachment } from './message-attachment';

type Props = { conversation: Conversation | null; now: number; onClose: () => void };

export function ConversationDialog({ conversation, now, onClose }: Props) {
  const { data, isPending } = useMessages(conversation ? conversation.id : null);
  const endRef = useRef<HTMLDivElement>(null);
  const messages = data ?? [];
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [lastId, messages.length]);

  const markSeen = useMarkConversationSeen();
  const unseenId = conversation?.hasNewOrder ? conversation.id : null;
  const { mutate: markSeenNow } = markSeen;
  useEffect(() => {
    if (unseenId !== null) markSeenNow(unseenId);
  }, [unseenId, markSeenNow]);

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
                      isFailed(m)
                        ? 'border border-red-300 bg-red-50 text-red-900'
                        : outgoing
                          ? 'bg-orange-600 text-white'
                          : 'border border-stone-200 bg-white text-stone-900',
                    )}
                  >
                    {m.author ? <p className={cn('text-xs font-semibold', isFailed(m) ? 'text-red-700' : 'text-orange-100')}>{m.author} (equipo)</p> : null}
                    <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.content}</p>
                    {m.attachment ? <MessageAttachment attachment={m.attachment} /> : null}
                    {m.error && !isFailed(m) ? <p className={cn('mt-1 text-xs font-medium', outgoing ? 'text-white' : 'text-red-700')}>⚠ {m.error}</p> : null}
                    <p className={cn('mt-1 text-xs', isFailed(m) ? 'text-red-700' : outgoing ? 'text-orange-100' : 'text-stone-500')}>
                      {formatConversationTime(m.timestamp, now)}
                    </p>
                    {conversation ? <MessageDelivery message={m} conversationId={conversation.id} /> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div ref={endRef} />
      </div>
      {conversation ? <TakeoverPanel conversationId={conversation.id} takeover={conversation.takeover} /> : null}
    </Dialog>
  );
}
