import { Send, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type Props = { count: number; onMessage: () => void; onDelete: () => void };

export function SelectionBar({ count, onMessage, onDelete }: Props) {
  return (
    <div
      role="region"
      aria-label="Acciones de selección"
      className="flex flex-col gap-2 rounded-2xl border border-orange-200 bg-orange-50 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-semibold text-orange-900" aria-live="polite">
        {count} seleccionados
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onMessage}>
          <Send aria-hidden="true" className="size-4" />
          Enviar mensaje
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Eliminar
        </Button>
      </div>
    </div>
  );
}
