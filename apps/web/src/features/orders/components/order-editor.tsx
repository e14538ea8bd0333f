import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { formatCents } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { Order } from '@/features/orders/api/get-orders';
import { useEditOrder, useMenuForEditing } from '@/features/orders/api/edit-order';

type Line = {
  key: number;
  menuItemId: string;
  name: string;
  /** As typed: the field may be empty while staff type. */
  quantity: string;
  notes: string;
  unitPrice: number | null;
  options?: { group: string; name: string }[];
};

let nextKey = 0;

/** Staff fix what the assistant got wrong: lines, notes and the address. Prices and the total come from the server. */
export function OrderEditor({ order, onDone }: { order: Order; onDone: () => void }) {
  const id = useId();
  const menu = useMenuForEditing(true);
  const edit = useEditOrder();
  const [lines, setLines] = useState<Line[]>(() =>
    order.items.map((i) => ({
      key: ++nextKey,
      menuItemId: i.menuItemId,
      name: i.name,
      quantity: String(i.quantity),
      notes: i.notes ?? '',
      unitPrice: i.unitPrice,
      options: i.options?.map(({ group, name }) => ({ group, name })),
    })),
  );
  const [address, setAddress] = useState(order.deliveryAddress);
  const [adding, setAdding] = useState('');
  const available = (menu.data ?? []).filter((m) => m.available);
  const setLine = (key: number, patch: Partial<Line>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const add = () => {
    const item = available.find((m) => m.id === adding);
    if (!item) return;
    setLines((all) => [...all, { key: ++nextKey, menuItemId: item.id, name: item.name, quantity: '1', notes: '', unitPrice: item.price }]);
    setAdding('');
  };
  const save = () =>
    edit.mutate(
      {
        id: order.id,
        items: lines.map((l) => ({
          menuItemId: l.menuItemId,
          quantity: Number(l.quantity),
          notes: l.notes.trim() || null,
          options: l.options,
        })),
        ...(order.fulfillment !== 'pickup' ? { deliveryAddress: address } : {}),
      },
      {
        onSuccess: (result) => {
          const notice = result.notification;
          if (notice?.outcome === 'failed')
            toast.error({ title: 'Pedido actualizado, pero no se pudo avisar al cliente', description: notice.error });
          else
            toast.success({
              title: 'Pedido actualizado',
              description: notice?.outcome === 'sent' ? 'Se avisó al cliente del cambio' : undefined,
            });
          onDone();
        },
        onError: (cause) => toast.error({ cause, description: 'No se pudo actualizar el pedido' }),
      },
    );
  const estimate = lines.reduce((sum, l) => sum + (l.unitPrice ?? 0) * (Number(l.quantity) || 0), 0) + order.deliveryFee;
  const valid = lines.length > 0 && lines.every((l) => /^\d+$/.test(l.quantity) && Number(l.quantity) >= 1 && Number(l.quantity) <= 99);

  return (
    <section aria-label="Editar pedido" className="space-y-3 rounded-lg border border-orange-200 bg-orange-50/40 p-3">
      <ul className="space-y-2">
        {lines.map((line) => (
          <li key={line.key} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2 text-sm sm:grid-cols-[4.5rem_1fr_12rem_auto]">
            <div>
              <Input
                type="number"
                min={1}
                max={99}
                aria-label={`Cantidad de ${line.name}`}
                value={line.quantity}
                onChange={(e) => setLine(line.key, { quantity: e.target.value })}
              />
            </div>
            <span className="font-medium text-stone-900">
              {line.name}
              {line.options?.length ? ` (${line.options.map((o) => o.name).join(', ')})` : ''}
            </span>
            <div className="order-last col-span-3 sm:order-none sm:col-span-1">
              <Input
                aria-label={`Nota de ${line.name}`}
                placeholder="Nota (ej. sin cebolla)"
                maxLength={200}
                value={line.notes}
                onChange={(e) => setLine(line.key, { notes: e.target.value })}
              />
            </div>
            <Button variant="ghost" size="sm" onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}>
              Quitar
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <Label htmlFor={`${id}-add`}>Agregar producto</Label>
          <Select
            id={`${id}-add`}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
            options={[
              { value: '', label: menu.isPending ? 'Cargando menú…' : 'Elige un producto' },
              ...available.map((m) => ({ value: m.id, label: `${m.name} · ${formatCents(m.price)}` })),
            ]}
          />
        </div>
        <Button variant="outline" onClick={add} disabled={!adding}>
          Agregar
        </Button>
      </div>
      {order.fulfillment !== 'pickup' ? (
        <div>
          <Label htmlFor={`${id}-address`}>Dirección de entrega</Label>
          <Input id={`${id}-address`} maxLength={500} value={address} onChange={(e) => setAddress(e.target.value)} />
        </div>
      ) : null}
      <p className="text-sm text-stone-600">Total aproximado: {formatCents(estimate)} (el sistema lo calcula con los precios del menú)</p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={edit.isPending}>
          Descartar
        </Button>
        <Button onClick={save} disabled={edit.isPending || !valid}>
          Guardar y avisar al cliente
        </Button>
      </div>
    </section>
  );
}
