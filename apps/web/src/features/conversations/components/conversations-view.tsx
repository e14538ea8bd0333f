import { MessageSquare, SearchX } from 'lucide-react';
import { useDateFilter } from '@/hooks/use-date-filter';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { VirtualList } from '@/components/ui/virtual-list';
import { useClock } from '@/hooks/use-clock';
import { useSelection } from '@/hooks/use-selection';
import { useConversations, type Conversation, type ConversationListFilter } from '@/features/conversations/api/get-conversations';
import { BulkMessageDialog } from './bulk-message-dialog';
import { ConversationCard } from './conversation-card';
import { ConversationDialog } from './conversation-dialog';
import { ConversationsToolbar } from './conversations-toolbar';
import { ExportButtons } from './export-buttons';
import { SelectionBar } from './selection-bar';
import { useConversationActions } from './use-conversation-actions';

const keyOf = (c: Conversation) => String(c.id);

/** Only the open thread follows the clock each second, not the whole screen. */
function ClockedConversationDialog(props: { conversation: Conversation | null; onClose: () => void }) {
  const now = useClock();
  return <ConversationDialog {...props} now={now} />;
}

/** The server-side filters: search as typed (deferred while typing), dates as local calendar bounds. */
function useListFilter(search: string, range: { from?: string; to?: string }): ConversationListFilter {
  const deferredSearch = useDeferredValue(search.trim());
  return useMemo(() => ({ search: deferredSearch || undefined, ...range }), [deferredSearch, range]);
}

export function ConversationsView() {
  const [search, setSearch] = useState('');
  const { filter: date, setFilter: setDate, range } = useDateFilter();
  const filter = useListFilter(search, range);
  const list = useConversations(filter);
  const { items, total, filtered, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const selection = useSelection(items, keyOf, filtered, JSON.stringify(filter));
  const actions = useConversationActions(selection.clear);
  const [pendingDeleteId, setPendingDeleteId] = useState<Conversation['id'] | null>(null);

  const openConversation = items.find((c) => String(c.id) === actions.openId) ?? null;
  const toggleAll = () => (selection.allSelected ? selection.clear() : selection.selectAll());
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const { open, deleteOne } = actions;
  // Deleting one conversation asks first, like the bulk delete. Stable, so a poll re-renders no card.
  const deleteConversation = useCallback((id: Conversation['id']) => setPendingDeleteId(id), []);
  const pendingDelete = pendingDeleteId === null ? null : (items.find((c) => c.id === pendingDeleteId) ?? null);
  const setPendingDelete = (c: Conversation | null) => setPendingDeleteId(c?.id ?? null);
  const deletingId = deleteOne.isPending ? deleteOne.variables : undefined;
  const { toggle, isSelected } = selection;
  const toggleConversation = useCallback((id: Conversation['id']) => toggle(String(id)), [toggle]);
  const renderCard = useCallback(
    (c: Conversation) => (
      <ConversationCard
        conversation={c}
        selected={isSelected(keyOf(c))}
        onToggle={toggleConversation}
        onOpen={open}
        onDelete={deleteConversation}
        deleting={deletingId === c.id}
      />
    ),
    [isSelected, toggleConversation, open, deleteConversation, deletingId],
  );

  const bulkTarget = selection.wholeFilter ? { filter, excludeIds: selection.wholeFilter.excludeIds } : null;

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
          <Badge variant="orange">{`${filtered} de ${total} conversaciones`}</Badge>
          <ExportButtons />
        </div>
      </header>

      <ConversationsToolbar
        search={search}
        onSearch={setSearch}
        date={date}
        onDate={setDate}
        allSelected={selection.allSelected}
        canSelect={filtered > 0}
        onToggleAll={toggleAll}
      />

      {selection.count > 0 ? (
        <SelectionBar count={selection.count} onMessage={() => actions.setDialog('message')} onDelete={() => actions.setDialog('delete')} />
      ) : null}

      {list.isPending ? (
        <p role="status" className="py-10 text-center text-stone-500">
          Cargando conversaciones...
        </p>
      ) : total === 0 ? (
        <EmptyState
          icon={MessageSquare}
          title="No hay conversaciones aún"
          description="Cuando los clientes envíen mensajes, aparecerán aquí"
        />
      ) : items.length === 0 ? (
        <EmptyState icon={SearchX} title="No se encontraron conversaciones" description="Intenta ajustar los filtros de búsqueda" />
      ) : (
        <VirtualList
          items={items}
          getKey={keyOf}
          renderItem={renderCard}
          estimateSize={148}
          onEndReached={loadMore}
          label="Conversaciones"
        />
      )}
      {isFetchingNextPage ? (
        <p role="status" className="py-4 text-center text-sm text-stone-500">
          Cargando conversaciones...
        </p>
      ) : null}

      <ClockedConversationDialog conversation={openConversation} onClose={actions.close} />

      <BulkMessageDialog
        open={actions.dialog === 'message'}
        count={selection.count}
        pending={actions.bulkMessage.isPending}
        outcome={actions.bulkOutcome}
        onClose={() => actions.setDialog(null)}
        onSend={(payload) =>
          actions.bulkMessage.mutate(
            bulkTarget ? { ...bulkTarget, ...payload } : { phoneNumbers: selection.picked.map((c) => c.phoneNumber), ...payload },
          )
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
        onConfirm={() => actions.deleteMany.mutate(bulkTarget ?? selection.picked.map((c) => c.id))}
        title="Confirmar eliminación"
        message={`¿Eliminar ${selection.count} ${selection.count === 1 ? 'conversación' : 'conversaciones'}? Esta acción no se puede deshacer y se perderán todos los mensajes asociados.`}
        confirmLabel="Eliminar definitivamente"
        tone="danger"
        pending={actions.deleteMany.isPending}
      />
    </section>
  );
}
