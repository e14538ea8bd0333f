import { Bot, MessagesSquare, User } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MessageBubble } from '@/components/ui/message-bubble';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { formatFeedTime } from '@/lib/format';
import { useRecentMessages, type RecentMessage } from '@/features/dashboard/api/get-recent-messages';

export function LiveConversationCard() {
  const { data, isPending } = useRecentMessages();
  const now = useNow();
  const messages = data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <MessagesSquare aria-hidden="true" className="size-5 text-orange-700" />
          Conversación en Vivo
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div role="log" aria-label="Mensajes recientes" className="h-64 space-y-3 overflow-y-auto rounded-xl bg-stone-50 p-3">
          {isPending ? (
            <p className="py-8 text-center text-sm text-stone-500">Cargando conversaciones...</p>
          ) : messages.length === 0 ? (
            <p className="py-8 text-center text-sm text-stone-500">No hay mensajes recientes</p>
          ) : (
            <ul className="space-y-3">
              {messages.map((m) => (
                <FeedMessage key={m.id} message={m} now={now} />
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function FeedMessage({ message, now }: { message: RecentMessage; now: number }) {
  const outgoing = message.direction === 'outgoing';
  const Icon = outgoing ? Bot : User;
  return (
    <MessageBubble
      direction={message.direction}
      content={message.content}
      time={
        <>
          {message.isTest ? (
            <span
              className="rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-800"
              title="Mensaje de prueba: no pasó por WhatsApp"
            >
              Prueba
            </span>
          ) : null}
          {formatFeedTime(message.timestamp, now)}
        </>
      }
      avatar={
        <span className={cn('rounded-full p-1.5', outgoing ? 'bg-orange-100 text-orange-700' : 'bg-stone-200 text-stone-700')}>
          <Icon aria-label={outgoing ? 'Asistente' : 'Cliente'} className="size-4" />
        </span>
      }
    />
  );
}
