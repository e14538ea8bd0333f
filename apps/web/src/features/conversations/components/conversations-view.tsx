import { MessageSquare, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useNow } from '../../../hooks/use-now';
import { useConversations, type Conversation } from '../api/get-conversations';
import { filterConversations, type DateFilter } from '../utils/conversation-filters';
import { BulkMessageDialog } from './bulk-message-dialog';
import { ConversationCard } from './conversation-card';
import { ConversationDialog } from './conversation-dialog';
import { ConversationsToolbar } from './conversations-toolbar';
import { ExportButtons } from './export-buttons';
import { SelectionBar } from './selection-bar';
import { useConversationActions } from './use-conversation-actions';

export function ConversationsView() {
  const { data, isPending } = useConversations();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [date, setDate] = useState<DateFilter>('all');
  const actions = useConversationActions();
  const [pendingDelete, setPendingDelete] = useState<Conversation | null>(null);

  const all = useMemo(() => data ?? [], [data]);
  // The date filter follows the clock only at minute granularity, which is enough for calendar days.
  const minute = Math.floor(now / 60_000);
  const filtered = useMemo(
    () => filterConversations(all, { search, date, now: minute * 60_000 }),
    [all, search, date, minute],
  );
  // Selection never includes conversations that no longer exist.
  const selected = all.filter((c) => actions.selected.has(String(c.id)));
  const allSelected = filtered.length > 0 && filtered.every((c) => actions.selected.has(String(c.id)));
  const openConversation = all.find((c) => String(c.id) === actions.openId) ?? null;

  const toggleAll = () =>
    actions.setSelected(allSelected ? new Set() : new Set(filtered.map((c) => String(c.id))));

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl space-y-4">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            Conversaciones
          </h1>
          <p className="mt-1 text-stone-600">Historial y gestión de chats con clientes</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="orange">{`${filtered.length} de ${all.length} conversaciones`}</Badge>
          <ExportButtons />
        </div>
      </header>

      <ConversationsToolbar
        search={search}
        onSearch={setSearch}
        date={date}
        onDate={setDate}
        allSelected={allSelected}
        canSelect={filtered.length > 0}
        onToggleAll={toggleAll}
      />

      {selected.length > 0 ? (
        <SelectionBar
          count={selected.length}
          onMessage={() => actions.setDialog('message')}
          onDelete={() => actions.setDialog('delete')}
        />
      ) : null}

      {isPending ? (
        <p role="status" className="py-10 text-center text-stone-500">
          Cargando conversaciones...
        </p>
      ) : all.length === 0 ? (
        <EmptyState
          icon={MessageSquare}
          title="No hay conversaciones aún"
          description="Cuando los clientes envíen mensajes, aparecerán aquí"
        />
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No se encontraron conversaciones"
          description="Intenta ajustar los filtros de búsqueda"
        />
      ) : (
        <ul aria-label="Conversaciones" className="space-y-3">
          {filtered.map((c) => (
            <ConversationCard
              key={c.id}
              conversation={c}
              now={now}
              selected={actions.selected.has(String(c.id))}
              onToggle={() => actions.toggle(c.id)}
              onOpen={() => actions.open(c.id)}
              onDelete={() => setPendingDelete(c)}
              deleting={actions.deleteOne.isPending && actions.deleteOne.variables === c.id}
            />
          ))}
        </ul>
      )}

      <ConversationDialog conversation={openConversation} now={now} onClose={actions.close} />

      <BulkMessageDialog
        open={actions.dialog === 'message'}
        count={selected.length}
        pending={actions.bulkMessage.isPending}
        onClose={() => actions.setDialog(null)}
        onSend={(message) =>
          actions.bulkMessage.mutate({ phoneNumbers: selected.map((c) => c.phoneNumber), message })
        }
      />

      <ConfirmDialog
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) actions.deleteOne.mutate(pendingDelete.id);
          setPendingDelete(null);
        }}
        title="Confirmar eliminación"
        message={`¿Eliminar la conversación con ${pendingDelete?.customerName || pendingDelete?.phoneNumber || 'este cliente'}? Esta acción no se puede deshacer y se perderán todos los mensajes asociados.`}
        confirmLabel="Eliminar definitivamente"
        tone="danger"
      />

      <ConfirmDialog
        open={actions.dialog === 'delete'}
        onClose={() => actions.setDialog(null)}
        onConfirm={() => actions.deleteMany.mutate(selected.map((c) => c.id))}
        title="Confirmar eliminación"
        message={`¿Eliminar ${selected.length} ${selected.length === 1 ? 'conversación' : 'conversaciones'}? Esta acción no se puede deshacer y se perderán todos los mensajes asociados.`}
        confirmLabel="Eliminar definitivamente"
        tone="danger"
        pending={actions.deleteMany.isPending}
      />
    </section>
  );
}
