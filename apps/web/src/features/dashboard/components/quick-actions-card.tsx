import { Download, RotateCcw, Send, Zap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SUGGESTED_MESSAGES, useSuggestedSend } from './use-suggested-send';

export function QuickActionsCard() {
  const { send, isPending } = useSuggestedSend();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Zap aria-hidden="true" className="size-5 text-orange-700" />
          Acciones Rápidas
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button onClick={() => send(SUGGESTED_MESSAGES[0])} disabled={isPending} className="justify-start">
          <Send aria-hidden="true" className="size-4" />
          Enviar Mensaje de Prueba
        </Button>
        {/* Spec §2: these two have no behaviour. */}
        <Button variant="outline" className="justify-start">
          <Download aria-hidden="true" className="size-4" />
          Exportar Conversaciones
        </Button>
        <Button variant="outline" className="justify-start">
          <RotateCcw aria-hidden="true" className="size-4" />
          Reiniciar Sistema
        </Button>
      </CardContent>
    </Card>
  );
}
