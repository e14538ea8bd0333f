import { Badge } from '../../../components/ui/badge';
import { Switch } from '../../../components/ui/switch';
import { formatCents } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useUpdateMenuItemAvailability } from '../api/update-menu-item-availability';
import type { MenuItem } from '../api/get-menu';

export function MenuItemCard({ item }: { item: MenuItem }) {
  const update = useUpdateMenuItemAvailability();

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
      className="flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-stone-900">{item.name}</h3>
        <span className="shrink-0 font-bold text-orange-700">{formatCents(item.price)}</span>
      </div>
      {item.description ? <p className="text-sm text-stone-600">{item.description}</p> : null}
      {item.ingredients.length > 0 ? (
        <p className="text-xs text-stone-500">
          <span className="font-medium">Ingredientes: </span>
          {item.ingredients.join(', ')}
        </p>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-stone-100 pt-3">
        <Badge variant={item.available ? 'green' : 'red'}>{item.available ? 'Disponible' : 'Agotado'}</Badge>
        <Switch
          checked={item.available}
          onChange={toggle}
          disabled={update.isPending}
          aria-label={`Disponibilidad de ${item.name}`}
        />
      </div>
    </article>
  );
}
