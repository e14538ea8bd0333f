import { useEffect, useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { MessageBubble } from '@/components/ui/message-bubble';
import { cn } from '@/lib/cn';
import { formatConversationTime } from '@/lib/format';
import type { Conversation } from '@/features/conversations/api/get-conversations';
import { useMessages } from '@/features/conversations/api/get-messages';
import { useMarkConversationSeen } from '@/features/conversations/api/mark-conversation-seen';
import { conversationTitle } from './conversation-card';
import { isFailed, MessageDelivery } from './message-delivery';
import { ConversationStatusBadge } from './status-badge';
import { TakeoverPanel } from './takeover-panel';
import { MessageAttachment } from './message-attachment';
import { outsideServiceWindow } from '@/features/conversations/utils/service-window';
import { CustomerLink } from '@/lib/customer-link';

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
            <CustomerLink phone={conversation.phoneNumber} />
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
            {messages.map((m) => (
              <MessageBubble
                key={m.id}
                direction={m.direction}
                content={m.content}
                time={formatConversationTime(m.timestamp, now)}
                failed={isFailed(m)}
                author={m.author}
                footer={conversation ? <MessageDelivery message={m} conversationId={conversation.id} /> : null}
              >
                {m.attachment ? <MessageAttachment attachment={m.attachment} /> : null}
                {m.error && !isFailed(m) ? (
                  <p className={cn('mt-1 text-xs font-medium', m.direction === 'outgoing' ? 'text-white' : 'text-red-700')}>⚠ {m.error}</p>
                ) : null}
              </MessageBubble>
            ))}
          </ul>
        )}
        <div ref={endRef} />
      </div>
      {conversation ? (
        <TakeoverPanel
          conversationId={conversation.id}
          takeover={conversation.takeover}
          outsideWindow={!isPending && outsideServiceWindow(data, now)}
        />
      ) : null}
    </Dialog>
  );
}
