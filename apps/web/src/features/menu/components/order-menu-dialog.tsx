import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import type { MenuItem } from '@/features/menu/api/get-menu';
import { useReorderMenu } from '@/features/menu/api/menu-import';
import { groupByCategory } from './menu-filters';

type Group = [string, MenuItem[]];

const move = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [taken] = next.splice(from, 1);
  next.splice(to, 0, taken!);
  return next;
};

/**
 * Categories and dishes in the order customers will see them (panel, assistant, public site).
 * Drag a row by its handle, or use the arrows (keyboard and touch).
 */
export function OrderMenuDialog({ open, onClose, items }: { open: boolean; onClose: () => void; items: MenuItem[] }) {
  const [groups, setGroups] = useState<Group[]>(() => groupByCategory(items));
  const [dragging, setDragging] = useState<{ group: number; item: number | null } | null>(null);
  const reorder = useReorderMenu();

  const moveGroup = (from: number, to: number) => setGroups((g) => move(g, from, to));
  const moveItem = (group: number, from: number, to: number) =>
    setGroups((g) => g.map((entry, i) => (i === group ? [entry[0], move(entry[1], from, to)] : entry)));

  const drop = (group: number, item: number | null) => (event: DragEvent) => {
    event.preventDefault();
    if (!dragging) return;
    if (dragging.item === null && item === null) moveGroup(dragging.group, group);
    else if (dragging.item !== null && item !== null && dragging.group === group) moveItem(group, dragging.item, item);
    setDragging(null);
  };

  const save = () =>
    reorder.mutate(
      groups.flatMap(([, list]) => list.map((i) => i.id)),
      {
        onSuccess: () => {
          toast.success({ title: 'Orden guardado', description: 'Así verán el menú tus clientes' });
          onClose();
        },
        onError: (cause) => toast.error({ cause, description: 'No se pudo guardar el orden' }),
      },
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Ordenar menú"
      description="Arrastra las categorías y los productos, o usa las flechas. Este orden se usa en el panel, en el asistente y en tu sitio."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={save} disabled={reorder.isPending}>
            {reorder.isPending ? 'Guardando...' : 'Guardar orden'}
          </Button>
        </>
      }
    >
      <ol className="space-y-3" aria-label="Categorías">
        {groups.map(([name, list], gi) => (
          <li key={name} className="rounded-xl border border-stone-200 p-2" onDragOver={(e) => e.preventDefault()} onDrop={drop(gi, null)}>
            <div className="flex items-center gap-2">
              <span draggable onDragStart={() => setDragging({ group: gi, item: null })} className="cursor-grab text-stone-500">
                <GripVertical aria-hidden="true" className="size-4" />
              </span>
              <h3 className="flex-1 font-semibold text-stone-900">{name}</h3>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Subir la categoría ${name}`}
                disabled={gi === 0}
                onClick={() => moveGroup(gi, gi - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Bajar la categoría ${name}`}
                disabled={gi === groups.length - 1}
                onClick={() => moveGroup(gi, gi + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <ol className="mt-1 space-y-1 pl-6" aria-label={`Productos de ${name}`}>
              {list.map((item, ii) => (
                <li
                  key={item.id}
                  className="flex items-center gap-2 rounded-lg bg-stone-50 px-2 py-1 text-sm"
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => {
                    e.stopPropagation();
                    drop(gi, ii)(e);
                  }}
                >
                  <span
                    draggable
                    onDragStart={(e) => {
                      e.stopPropagation();
                      setDragging({ group: gi, item: ii });
                    }}
                    className="cursor-grab text-stone-500"
                  >
                    <GripVertical aria-hidden="true" className="size-4" />
                  </span>
                  <span className="flex-1">{item.name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Subir ${item.name}`}
                    disabled={ii === 0}
                    onClick={() => moveItem(gi, ii, ii - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Bajar ${item.name}`}
                    disabled={ii === list.length - 1}
                    onClick={() => moveItem(gi, ii, ii + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
