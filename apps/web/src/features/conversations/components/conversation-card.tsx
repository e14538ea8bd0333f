import { Phone, Trash2 } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { RelativeTime } from '@/components/ui/relative-time';
import { useClockValue } from '@/hooks/use-clock';
import { cn } from '@/lib/cn';
import { formatConversationTime } from '@/lib/format';
import { formatPhone } from '@/lib/phone';
import type { Conversation } from '@/features/conversations/api/get-conversations';
import { isNewConversation, orderCountLabel } from '@/features/conversations/utils/conversation-filters';
import { ConversationStatusBadge } from './status-badge';
import { AttendantBadge } from './attendant-badge';

export function conversationTitle(c: Conversation): string {
  return c.customerName ? c.customerName : `Cliente ${c.phoneNumber}`;
}

type Id = Conversation['id'];

type Props = {
  conversation: Conversation;
  selected: boolean;
  onToggle: (id: Id) => void;
  onOpen: (id: Id) => void;
  onDelete: (id: Id) => void;
  deleting: boolean;
};

/** The 5-minute 'Nueva conversación' badge follows the clock on its own, like the times do. */
function NewConversationBadge({ conversation }: { conversation: Conversation }) {
  const isNew = useClockValue((now) => isNewConversation(conversation, now));
  return isNew ? <Badge variant="blue">Nueva conversación</Badge> : null;
}

/** Memoised: the list re-renders a card only when its row, selection or pending delete changes. */
export const ConversationCard = memo(function ConversationCard({ conversation: c, selected, onToggle, onOpen, onDelete, deleting }: Props) {
  const title = conversationTitle(c);
  const orders = orderCountLabel(c.totalOrders);
  // Only a conversation with orders has a last order; its last message is not one.
  const lastOrder = c.totalOrders > 0 ? (c.lastOrderTime ?? c.lastMessageAt ?? c.createdAt) : null;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors',
        selected ? 'border-orange-400 ring-1 ring-orange-300' : 'border-stone-200 hover:border-orange-200',
      )}
    >
      <Checkbox checked={selected} onChange={() => onToggle(c.id)} aria-label={`Seleccionar ${title}`} className="mt-1" />
      <button
        type="button"
        onClick={() => onOpen(c.id)}
        className="min-w-0 flex-1 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-orange-500"
      >
        <span className="block truncate font-semibold text-stone-900">{title}</span>
        {c.customerName ? (
          <span className="mt-0.5 flex items-center gap-1 text-sm text-stone-600">
            <Phone aria-hidden="true" className="size-3.5" />
            {formatPhone(c.phoneNumber)}
          </span>
        ) : null}
        {c.lastMessage ? (
          <span className="mt-1 block truncate text-sm text-stone-600" title={c.lastMessage.content}>
            {c.lastMessage.direction === 'outgoing' ? <span className="font-medium text-stone-700">Tú: </span> : null}
            {c.lastMessage.content}
          </span>
        ) : null}
        <span className="mt-2 flex flex-wrap gap-1.5">
          {c.hasNewOrder ? <Badge variant="red">PEDIDO NUEVO</Badge> : null}
          <NewConversationBadge conversation={c} />
          {orders ? <Badge variant="orange">{orders}</Badge> : null}
          <ConversationStatusBadge status={c.status} />
          <AttendantBadge takeover={c.takeover} />
          {c.lastMessage?.isTest ? (
            <Badge variant="purple" title="Chat del Centro de Pruebas: nada se envió por WhatsApp">
              Prueba
            </Badge>
          ) : null}
        </span>
        {lastOrder ? (
          <RelativeTime
            value={lastOrder}
            format={formatConversationTime}
            prefix="Último pedido: "
            className="mt-2 block text-xs text-stone-500"
          />
        ) : null}
      </button>
      <button
        type="button"
        onClick={() => onDelete(c.id)}
        disabled={deleting}
        aria-label={`Eliminar conversación con ${title}`}
        className="shrink-0 rounded-lg p-2 text-stone-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-orange-500 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
});
