import { Phone, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatConversationTime } from '../../../lib/relative-time';
import type { Conversation } from '../api/get-conversations';
import { isNewConversation, orderCountLabel } from '../utils/conversation-filters';
import { ConversationStatusBadge } from './status-badge';

export function conversationTitle(c: Conversation): string {
  return c.customerName ? c.customerName : `Cliente ${c.phoneNumber}`;
}

type Props = {
  conversation: Conversation;
  now: number;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
};

export function ConversationCard({ conversation: c, now, selected, onToggle, onOpen, onDelete, deleting }: Props) {
  const title = conversationTitle(c);
  const orders = orderCountLabel(c.totalOrders);
  // Only a conversation with orders has a last order; its last message is not one.
  const lastOrder = c.totalOrders > 0 ? (c.lastOrderTime ?? c.lastMessageAt ?? c.createdAt) : null;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors',
        selected ? 'border-orange-400 ring-1 ring-orange-300' : 'border-stone-200 hover:border-orange-200',
      )}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={onToggle}
        aria-label={`Seleccionar ${title}`}
        className="mt-1 size-4 shrink-0 accent-orange-600"
      />
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-orange-500"
      >
        <span className="block truncate font-semibold text-stone-900">{title}</span>
        {c.customerName ? (
          <span className="mt-0.5 flex items-center gap-1 text-sm text-stone-600">
            <Phone aria-hidden="true" className="size-3.5" />
            {c.phoneNumber}
          </span>
        ) : null}
        <span className="mt-2 flex flex-wrap gap-1.5">
          {c.hasNewOrder ? <Badge variant="red">PEDIDO NUEVO</Badge> : null}
          {isNewConversation(c, now) ? <Badge variant="blue">Nueva conversación</Badge> : null}
          {orders ? <Badge variant="orange">{orders}</Badge> : null}
          <ConversationStatusBadge status={c.status} />
        </span>
        {lastOrder ? (
          <span className="mt-2 block text-xs text-stone-500">
            Último pedido: {formatConversationTime(lastOrder, now)}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        aria-label={`Eliminar conversación con ${title}`}
        className="shrink-0 rounded-lg p-2 text-stone-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-orange-500 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
