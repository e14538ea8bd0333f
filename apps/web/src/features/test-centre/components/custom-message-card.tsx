import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { TEST_BUSINESS_PHONE, testSendOutcome, useSendTestMessage, type SendTestMessageReply } from '@/lib/send-test-message';

export function CustomMessageCard() {
  const [phone, setPhone] = useState(TEST_BUSINESS_PHONE);
  const [message, setMessage] = useState('');
  const [reply, setReply] = useState<SendTestMessageReply | null>(null);
  const ids = { phone: useId(), message: useId() };
  const send = useSendTestMessage({
    onSuccess: (result) => {
      setMessage('');
      setReply(result);
      toast.success({ title: 'Mensaje enviado', description: testSendOutcome(result) });
    },
    onError: (cause) => toast.error({ cause, description: 'No se pudo enviar el mensaje' }),
  });
  const blank = message.trim() === '' || phone.trim() === '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mensaje personalizado</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (blank || send.isPending) return;
            send.mutate({ phone: phone.trim(), message: message.trim() });
          }}
        >
          <div>
            <Label htmlFor={ids.phone}>Número de teléfono</Label>
            <Input id={ids.phone} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </div>
          <div>
            <Label htmlFor={ids.message}>Mensaje</Label>
            <Textarea
              id={ids.message}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder="Escribe el mensaje que enviaría un cliente..."
            />
          </div>
          <Button type="submit" disabled={blank || send.isPending}>
            <Send aria-hidden="true" className="size-4" />
            Enviar mensaje
          </Button>
        </form>
        {reply?.reply ? (
          <div aria-live="polite" className="mt-4 rounded-xl bg-stone-50 p-3 text-sm">
            <p className="break-words whitespace-pre-wrap text-stone-800">
              <span className="font-medium">Respuesta: </span>
              {reply.reply}
            </p>
            {reply.elapsedMs !== undefined ? <p className="mt-1 text-stone-500">{`${reply.elapsedMs} ms`}</p> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
