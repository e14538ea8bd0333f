import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

type Props = {
  open: boolean;
  count: number;
  pending: boolean;
  onClose: () => void;
  onSend: (message: string) => void;
};

export function BulkMessageDialog({ open, count, pending, onClose, onSend }: Props) {
  const [message, setMessage] = useState('');
  const id = useId();
  const blank = message.trim() === '';
  const close = () => {
    setMessage('');
    onClose();
  };
  const submit = () => {
    if (blank || count === 0 || pending) return;
    onSend(message.trim());
    setMessage('');
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Enviar Mensaje Masivo"
      description={`El mensaje se enviará a ${count} ${count === 1 ? 'cliente' : 'clientes'}.`}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={blank || count === 0 || pending}>
            Enviar mensaje
          </Button>
        </>
      }
    >
      <Label htmlFor={id}>Mensaje</Label>
      <Textarea id={id} rows={5} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="Escribe tu mensaje..." />
    </Dialog>
  );
}
