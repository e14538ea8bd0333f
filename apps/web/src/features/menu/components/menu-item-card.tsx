import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { formatCents } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteMenuItem } from '@/features/menu/api/delete-menu-item';
import { useDuplicateMenuItem } from '@/features/menu/api/menu-import';
import { useUpdateMenuItemAvailability } from '@/features/menu/api/update-menu-item-availability';
import type { MenuItem } from '@/features/menu/api/get-menu';
import { AddProductDialog } from './add-product-dialog';

export function MenuItemCard({ item, categories = [] }: { item: MenuItem; categories?: string[] }) {
  const update = useUpdateMenuItemAvailability();
  const remove = useDeleteMenuItem();
  const duplicate = useDuplicateMenuItem();
  const copy = () =>
    duplicate.mutate(String(item.id), {
      onSuccess: (copy) => toast.success({ title: 'Producto duplicado', description: copy?.name ?? item.name }),
      onError: (cause) => toast.error({ cause, description: 'No se pudo duplicar el producto' }),
    });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // mutateAsync: the card unmounts with the deleted item, which would drop mutate's callbacks.
  const confirmDelete = () =>
    remove.mutateAsync(item.id).then(
      () => toast.success({ title: 'Producto eliminado', description: item.name }),
      (cause: unknown) => {
        setDeleting(false);
        toast.error({ cause, description: 'No se pudo eliminar el producto' });
      },
    );

  const toggle = (available: boolean) => {
    update.mutate(
      { id: item.id, available },
      {
        onSuccess: () =>
          toast.success({
            title: 'Actualizado',
            description: `${item.name}: ${available ? 'Disponible' : 'Agotado'}`,
          }),
        onError: (cause) => toast.error({ cause, description: 'No se pudo actualizar la disponibilidad' }),
      },
    );
  };

  return (
    <article
      aria-label={item.name}
      className="flex h-full min-w-0 flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm [overflow-wrap:anywhere]"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-stone-900">{item.name}</h3>
        <span className="shrink-0 font-bold text-orange-700">{formatCents(item.price)}</span>
      </div>
      {item.description ? <p className="text-sm text-stone-600">{item.description}</p> : null}
      {item.ingredients.length > 0 ? (
        <p className="text-xs text-stone-500">
          <span className="font-medium">Ingredientes: </span>
          {item.ingredients.join(', ')}
        </p>
      ) : null}
      {item.optionGroups?.length ? (
        <ul className="space-y-0.5 text-xs text-stone-600" aria-label={`Opciones de ${item.name}`}>
          {item.optionGroups.map((g) => (
            <li key={g.name}>
              <span className="font-medium">{g.name}: </span>
              {g.options.map((o) => (o.price > 0 ? `${o.name} +${formatCents(o.price)}` : o.name)).join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-stone-100 pt-3">
        <Badge variant={item.available ? 'green' : 'red'}>{item.available ? 'Disponible' : 'Agotado'}</Badge>
        <Switch checked={item.available} onChange={toggle} disabled={update.isPending} aria-label={`Disponibilidad de ${item.name}`} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Editar ${item.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Button>
        <Button variant="outline" size="sm" onClick={copy} disabled={duplicate.isPending} aria-label={`Duplicar ${item.name}`}>
          <Copy aria-hidden="true" className="size-4" />
          Duplicar
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDeleting(true)} aria-label={`Eliminar ${item.name}`}>
          <Trash2 aria-hidden="true" className="size-4 text-red-600" />
          Eliminar
        </Button>
      </div>
      {editing ? <AddProductDialog open onClose={() => setEditing(false)} categories={categories} item={item} /> : null}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={confirmDelete}
        tone="danger"
        pending={remove.isPending}
        title="¿Eliminar producto?"
        message={`«${item.name}» dejará de aparecer en el menú y el asistente ya no podrá ofrecerlo. Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar producto"
      />
    </article>
  );
}
