import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import type { ConfigKey } from '@/features/api-settings/api/get-config';
import { useRemoveSecret } from '@/features/api-settings/api/remove-secret';

type Props = { configKey: ConfigKey; field: string; label: string; scope?: 'restaurant' | 'platform' };

/** Removes one stored secret, after asking: the channel or model that used it stops working. */
export function RemoveSecretButton({ configKey, field, label, scope = 'restaurant' }: Props) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveSecret();
  // mutateAsync: once removed, this button unmounts with its form, and mutate's callbacks would be dropped.
  const confirm = () =>
    remove.mutateAsync({ key: configKey, field, scope }).then(
      () => toast.success({ title: 'Configuración guardada', description: `${label} eliminado` }),
      (cause: unknown) => {
        setOpen(false);
        toast.error({ cause, description: 'No se pudo guardar la configuración' });
      },
    );
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Eliminar ${label} guardado`}>
        <Trash2 aria-hidden="true" className="size-4 text-red-600" />
        Eliminar
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        tone="danger"
        pending={remove.isPending}
        title={`¿Eliminar ${label}?`}
        message={`Se borrará el ${label} guardado${scope === 'platform' ? ' de la plataforma' : ' de este restaurante'}. Lo que dependa de él dejará de funcionar hasta que guardes otro.`}
        confirmLabel="Eliminar"
      />
    </>
  );
}
