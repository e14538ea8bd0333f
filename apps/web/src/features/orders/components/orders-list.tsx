import { ClipboardList, SearchX, Trash2 } from 'lucide-react';
import { useDateFilter } from '@/hooks/use-date-filter';
import { Checkbox } from '@/components/ui/checkbox';
import { useCallback, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { VirtualList } from '@/components/ui/virtual-list';
import { useSelection } from '@/hooks/use-selection';
import { toast } from '@/lib/toast';
import { useDeleteOrders, type DeleteOrdersInput } from '@/features/orders/api/delete-orders';
import { useOrders, type Order, type OrderListFilter } from '@/features/orders/api/get-orders';
import { OrderCard } from './order-card';
import { OrderDetailDialog } from './order-detail-dialog';
import { PAYMENT_FILTER_OPTIONS, type PaymentFilter } from './order-payment';
import { DATE_FILTER_LABELS, ORDER_STATUSES, STATUS_LABELS, type DateFilter, type StatusFilter } from './order-filters';

type PendingDelete = { kind: 'single'; id: Order['id'] } | { kind: 'bulk'; target: DeleteOrdersInput; count: number };

const key = (id: Order['id']) => String(id);
const keyOf = (order: Order) => key(order.id);

export function OrdersList() {
  const id = useId();
  const remove = useDeleteOrders();
  const { filter: dateFilter, setFilter: setDateFilter, range } = useDateFilter();
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [paymentFilter, setPaymentFilter] = useState<PaymentFilter>('all');
  // Every filter is the server's: a select-all then deletes exactly the orders shown, however many pages.
  const filter = useMemo<OrderListFilter>(
    () => ({
      ...(statusFilter === 'all' ? {} : { status: statusFilter }),
      ...(paymentFilter === 'all' ? {} : { payment: paymentFilter }),
      ...range,
    }),
    [range, statusFilter, paymentFilter],
  );
  const orders = useOrders(filter);
  const { total, filtered, hasNextPage, isFetchingNextPage, fetchNextPage } = orders;
  const visible = orders.items;
  const selection = useSelection(visible, keyOf, filtered, JSON.stringify(filter));
  const [openId, setOpenId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const openOrder = visible.find((o) => key(o.id) === openId) ?? null;
  const toggleAll = () => (selection.allSelected ? selection.clear() : selection.selectAll());
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const askBulkDelete = () => {
    if (selection.count === 0) return; // Spec §5: nothing to do without a selection.
    const target: DeleteOrdersInput = selection.wholeFilter
      ? { filter, excludeIds: selection.wholeFilter.excludeIds }
      : selection.picked.map((o) => o.id);
    setPendingDelete({ kind: 'bulk', target, count: selection.count });
  };

  const { toggle, isSelected } = selection;
  const toggleOrder = useCallback((_: boolean, order: Order) => toggle(keyOf(order)), [toggle]);
  const openOrderDetail = useCallback((order: Order) => setOpenId(keyOf(order)), []);
  const askDelete = useCallback((order: Order) => setPendingDelete({ kind: 'single', id: order.id }), []);
  const renderOrder = useCallback(
    (order: Order) => (
      <OrderCard
        order={order}
        selected={isSelected(keyOf(order))}
        onSelectedChange={toggleOrder}
        onOpen={openOrderDetail}
        onDelete={askDelete}
      />
    ),
    [isSelected, toggleOrder, openOrderDetail, askDelete],
  );

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const target = pendingDelete.kind === 'bulk' ? pendingDelete.target : [pendingDelete.id];
    const single = pendingDelete.kind === 'single';
    const count = pendingDelete.kind === 'bulk' ? pendingDelete.count : 1;
    remove.mutate(target, {
      onSuccess: () => {
        toast.success(
          single
            ? { title: '¡Pedido eliminado!', description: 'El pedido se eliminó correctamente' }
            : { title: '¡Pedidos eliminados!', description: `${count} pedidos eliminados correctamente` },
        );
      },
      onError: () => {
        toast.error(
          single
            ? { title: 'Error al eliminar', description: 'No se pudo eliminar el pedido. Inténtalo de nuevo' }
            : { title: 'Error al eliminar pedidos', description: 'No se pudieron eliminar algunos pedidos. Inténtalo de nuevo' },
        );
      },
      onSettled: () => {
        if (single) {
          if (selection.isSelected(key(pendingDelete.id)) && !selection.wholeFilter) selection.toggle(key(pendingDelete.id));
          if (openId === key(pendingDelete.id)) setOpenId(null);
        } else {
          selection.clear();
          setOpenId(null);
        }
        setPendingDelete(null);
      },
    });
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <div>
          <Label htmlFor={`${id}-date`}>Fecha</Label>
          <Select
            id={`${id}-date`}
            value={dateFilter}
            onChange={(e) => setDateFilter(e.target.value as DateFilter)}
            options={(Object.keys(DATE_FILTER_LABELS) as DateFilter[]).map((v) => ({ value: v, label: DATE_FILTER_LABELS[v] }))}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-status`}>Estado</Label>
          <Select
            id={`${id}-status`}
            value={statusFilter}
            onChange={(e) => setStatusFilter(e.target.value as StatusFilter)}
            options={[{ value: 'all', label: 'Todos los estados' }, ...ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-payment`}>Pago</Label>
          <Select
            id={`${id}-payment`}
            value={paymentFilter}
            onChange={(e) => setPaymentFilter(e.target.value as PaymentFilter)}
            options={PAYMENT_FILTER_OPTIONS}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-stone-200">
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <Checkbox checked={selection.allSelected} onChange={toggleAll} disabled={filtered === 0} />
          Seleccionar todos
        </label>
        <span aria-live="polite" className="text-sm text-stone-600">
          {selection.count} seleccionados · {filtered} de {total} pedidos
        </span>
        <Button variant="danger" size="sm" className="ml-auto" onClick={askBulkDelete} disabled={selection.count === 0 || remove.isPending}>
          <Trash2 aria-hidden="true" className="size-4" />
          Eliminar seleccionados
        </Button>
      </div>

      {orders.isPending ? (
        <Spinner label="Cargando pedidos..." className="py-12" />
      ) : orders.isError && visible.length === 0 ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          No se pudieron cargar los pedidos.
        </p>
      ) : total === 0 ? (
        <EmptyState icon={ClipboardList} title="No hay pedidos aún" description="Los pedidos que tome el asistente aparecerán aquí." />
      ) : visible.length === 0 ? (
        <EmptyState icon={SearchX} title="No se encontraron pedidos" description="Ajusta los filtros para ver otros pedidos." />
      ) : (
        <VirtualList items={visible} getKey={keyOf} renderItem={renderOrder} estimateSize={132} onEndReached={loadMore} label="Pedidos" />
      )}
      {isFetchingNextPage ? <Spinner label="Cargando pedidos..." className="py-4" /> : null}

      <OrderDetailDialog order={openOrder} onClose={() => setOpenId(null)} />
      <ConfirmDialog
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        tone="danger"
        title={
          pendingDelete?.kind === 'bulk'
            ? `¿Eliminar ${pendingDelete.count} ${pendingDelete.count === 1 ? 'pedido' : 'pedidos'}?`
            : '¿Eliminar pedido?'
        }
        message="Esta acción no se puede deshacer."
        confirmLabel="Eliminar"
      />
    </div>
  );
}
