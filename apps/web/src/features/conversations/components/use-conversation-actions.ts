import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { useDeleteConversation } from '@/features/conversations/api/delete-conversation';
import { useDeleteConversations } from '@/features/conversations/api/delete-conversations';
import { useSendBulkMessage } from '@/features/conversations/api/send-bulk-message';
import { errorBody } from '@/features/conversations/utils/error-body';
import type { BulkOutcome } from './bulk-message-dialog';

type Id = number | string;

/** The open conversation, the dialogs and the write actions of the Conversaciones screen. */
export function useConversationActions(clearSelection: () => void) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'message' | 'delete' | null>(null);

  const afterDelete = () => {
    setOpenId(null);
    clearSelection();
    setDialog(null);
  };

  const deleteOne = useDeleteConversation({
    onSuccess: () => toast.success({ title: 'Conversación eliminada', description: 'La conversación y sus mensajes fueron eliminados' }),
    onError: (cause) => toast.error({ cause, description: 'No se pudo eliminar la conversación' }),
    onSettled: () => setOpenId(null),
  });

  const deleteMany = useDeleteConversations({
    onSuccess: ({ deletedCount, totalRequested }) =>
      toast.success({
        title: 'Conversaciones eliminadas',
        description: `${deletedCount} de ${totalRequested} conversaciones eliminadas`,
      }),
    onError: (cause) => toast.error({ cause, description: 'No se pudieron eliminar algunas conversaciones' }),
    onSettled: afterDelete,
  });

  const [bulkOutcome, setBulkOutcome] = useState<BulkOutcome | null>(null);
  const bulkMessage = useSendBulkMessage({
    onSuccess: ({ sent }, input) => {
      toast.success({
        title: 'Mensajes enviados',
        description: `Mensaje enviado a ${sent ?? ('phoneNumbers' in input ? input.phoneNumbers.length : 0)} clientes`,
      });
      setBulkOutcome(null);
      setDialog(null);
      clearSelection();
    },
    onError: (cause) => {
      // Refused whole (someone outside the 24-hour window) or sent to some: the dialog stays open and says who.
      const body = errorBody(cause);
      const error = typeof body?.error === 'string' ? body.error : '';
      if (body?.status === 409 && Array.isArray(body.outsideWindow)) {
        setBulkOutcome({ kind: 'outside', error, outsideWindow: body.outsideWindow as string[] });
        return;
      }
      toast.error({ cause, description: 'No se pudieron enviar algunos mensajes' });
      if (Array.isArray(body?.failed) && body.failed.length > 0)
        setBulkOutcome({
          kind: 'partial',
          error,
          sent: Number(body.sent ?? 0),
          failed: body.failed as Array<{ phoneNumber: string; error: string }>,
        });
      else setDialog(null);
    },
  });
  const closeDialog = useCallback((next: 'message' | 'delete' | null) => {
    setBulkOutcome(null);
    setDialog(next);
  }, []);

  // Stable, so the memoised cards do not re-render when the screen does.
  const open = useCallback((id: Id) => setOpenId(String(id)), []);
  const close = useCallback(() => setOpenId(null), []);

  return {
    openId,
    open,
    close,
    dialog,
    setDialog: closeDialog,
    bulkOutcome,
    deleteOne,
    deleteMany,
    bulkMessage,
  };
}
