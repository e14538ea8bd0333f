import { ClipboardList, SearchX, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useDeleteOrders } from '../api/delete-orders';
import { useOrders, type Order } from '../api/get-orders';
import { OrderCard } from './order-card';
import { OrderDetailDialog } from './order-detail-dialog';
import {
  DATE_FILTER_LABELS,
  filterOrders,
  ORDER_STATUSES,
  STATUS_LABELS,
  type DateFilter,
  type StatusFilter,
} from './order-filters';

type PendingDelete = { kind: 'single'; id: Order['id'] } | { kind: 'bulk'; ids: Array<Order['id']> };

const key = (id: Order['id']) => String(id);

export function OrdersList() {
  const id = useId();
  const orders = useOrders();
  const remove = useDeleteOrders();
  const [dateFilter, setDateFilter] = useState<DateFilter>('all');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [selectedKeys, setSelectedKeys] = useState<Set<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const all = useMemo(() => orders.data ?? [], [orders.data]);
  // `dataUpdatedAt` re-evaluates "today" on every 10 s refresh.
  const visible = useMemo(
    () => filterOrders(all, dateFilter, statusFilter, new Date()),
    [all, dateFilter, statusFilter, orders.dataUpdatedAt],
  );
  // Orders removed elsewhere drop out of the selection.
  const selected = useMemo(() => all.filter((o) => selectedKeys.has(key(o.id))), [all, selectedKeys]);
  const openOrder = all.find((o) => key(o.id) === openId) ?? null;
  const allVisibleSelected = visible.length > 0 && visible.every((o) => selectedKeys.has(key(o.id)));

  const setSelected = (orderId: Order['id'], on: boolean) =>
    setSelectedKeys((current) => {
      const next = new Set(current);
      if (on) next.add(key(orderId));
      else next.delete(key(orderId));
      return next;
    });

  const toggleAll = () =>
    setSelectedKeys(allVisibleSelected ? new Set() : new Set(visible.map((o) => key(o.id))));

  const askBulkDelete = () => {
    if (selected.length === 0) return; // Spec §5: nothing to do without a selection.
    setPendingDelete({ kind: 'bulk', ids: selected.map((o) => o.id) });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const ids = pendingDelete.kind === 'bulk' ? pendingDelete.ids : [pendingDelete.id];
    const single = pendingDelete.kind === 'single';
    remove.mutate(ids, {
      onSuccess: () => {
        toast.success(
          single
            ? { title: '¡Pedido eliminado!', description: 'El pedido se eliminó correctamente' }
            : { title: '¡Pedidos eliminados!', description: `${ids.length} pedidos eliminados correctamente` },
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
        setSelectedKeys((current) => {
          const next = new Set(current);
          ids.forEach((orderId) => next.delete(key(orderId)));
          return next;
        });
        if (openId !== null && ids.some((orderId) => key(orderId) === openId)) setOpenId(null);
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
            options={[
              { value: 'all', label: 'Todos los estados' },
              ...ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-stone-200">
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={allVisibleSelected}
            onChange={toggleAll}
            disabled={visible.length === 0}
            className="size-4 accent-orange-600"
          />
          Seleccionar todos
        </label>
        <span aria-live="polite" className="text-sm text-stone-600">
          {selected.length} seleccionados · {visible.length} de {all.length} pedidos
        </span>
        <Button variant="danger" size="sm" className="ml-auto" onClick={askBulkDelete} disabled={selected.length === 0 || remove.isPending}>
          <Trash2 aria-hidden="true" className="size-4" />
          Eliminar seleccionados
        </Button>
      </div>

      {orders.isPending ? (
        <Spinner label="Cargando pedidos..." className="py-12" />
      ) : orders.isError && all.length === 0 ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">No se pudieron cargar los pedidos.</p>
      ) : all.length === 0 ? (
        <EmptyState icon={ClipboardList} title="No hay pedidos aún" description="Los pedidos que tome el asistente aparecerán aquí." />
      ) : visible.length === 0 ? (
        <EmptyState icon={SearchX} title="No se encontraron pedidos" description="Ajusta los filtros para ver otros pedidos." />
      ) : (
        <ul className="space-y-3">
          {visible.map((order) => (
            <li key={key(order.id)}>
              <OrderCard
                order={order}
                selected={selectedKeys.has(key(order.id))}
                onSelectedChange={(on) => setSelected(order.id, on)}
                onOpen={() => setOpenId(key(order.id))}
                onDelete={() => setPendingDelete({ kind: 'single', id: order.id })}
              />
            </li>
          ))}
        </ul>
      )}

      <OrderDetailDialog order={openOrder} onClose={() => setOpenId(null)} />
      <ConfirmDialog
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        tone="danger"
        title={pendingDelete?.kind === 'bulk' ? `¿Eliminar ${pendingDelete.ids.length} pedidos?` : '¿Eliminar pedido?'}
        message="Esta acción no se puede deshacer."
        confirmLabel="Eliminar"
      />
    </div>
  );
}
