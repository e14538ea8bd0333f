import { FlaskConical, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { TEST_BUSINESS_PHONE, testSendOutcome, useSendTestMessage } from '@/lib/send-test-message';
import { SUGGESTED_MESSAGES, useSuggestedSend } from './use-suggested-send';

export function TestCentreCard() {
  const suggested = useSuggestedSend();
  const [message, setMessage] = useState('');
  const messageId = useId();
  const custom = useSendTestMessage({
    onSuccess: (reply) => {
      setMessage('');
      toast.success({ title: 'Mensaje enviado', description: testSendOutcome(reply) });
    },
    onError: (cause) => toast.error({ cause, description: 'No se pudo enviar el mensaje' }),
  });
  const blank = message.trim() === '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FlaskConical aria-hidden="true" className="size-5 text-orange-600" />
          Centro de Pruebas
        </CardTitle>
        <p className="text-sm text-stone-600">Envía mensajes de prueba al número del negocio</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <h3 className="mb-2 text-sm font-medium text-stone-800">Mensajes sugeridos</h3>
          <ul className="flex flex-col gap-2">
            {SUGGESTED_MESSAGES.map((text) => (
              <li key={text}>
                <Button
                  variant="outline"
                  className="w-full justify-start text-left font-normal"
                  disabled={suggested.isPending}
                  onClick={() => suggested.send(text)}
                >
                  <Send aria-hidden="true" className="size-4 shrink-0 text-orange-600" />
                  {text}
                </Button>
              </li>
            ))}
          </ul>
        </div>
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (blank || custom.isPending) return;
            custom.mutate({ phone: TEST_BUSINESS_PHONE, message: message.trim() });
          }}
        >
          <Label htmlFor={messageId}>Mensaje personalizado</Label>
          <Textarea
            id={messageId}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="Escribe un mensaje de prueba..."
          />
          <Button type="submit" variant="success" disabled={blank || custom.isPending} className="w-full sm:w-auto">
            <Send aria-hidden="true" className="size-4" />
            Enviar a WhatsApp
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
