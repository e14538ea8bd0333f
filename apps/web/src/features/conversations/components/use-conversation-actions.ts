import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useDeleteConversation } from '../api/delete-conversation';
import { useDeleteConversations } from '../api/delete-conversations';
import { useSendBulkMessage } from '../api/send-bulk-message';

type Id = number | string;

/** Selection, the open conversation and the write actions of the Conversaciones screen. */
export function useConversationActions() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'message' | 'delete' | null>(null);

  const afterDelete = () => {
    setOpenId(null);
    setSelected(new Set());
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

  const bulkMessage = useSendBulkMessage({
    onSuccess: ({ sent }, { phoneNumbers }) =>
      toast.success({ title: 'Mensajes enviados', description: `Mensaje enviado a ${sent ?? phoneNumbers.length} clientes` }),
    onError: (cause) => toast.error({ cause, description: 'No se pudieron enviar algunos mensajes' }),
    onSettled: () => {
      setDialog(null);
      setSelected(new Set());
    },
  });

  const toggle = (id: Id) =>
    setSelected((prev) => {
      const next = new Set(prev);
      const key = String(id);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return {
    selected,
    setSelected,
    toggle,
    openId,
    open: (id: Id) => setOpenId(String(id)),
    close: () => setOpenId(null),
    dialog,
    setDialog,
    deleteOne,
    deleteMany,
    bulkMessage,
  };
}
