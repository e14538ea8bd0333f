import { PlugZap } from 'lucide-react';
import { serverReason } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useTestOpenAiConnection } from '@/features/ai-config/api/test-openai-connection';

export function ConnectionTestCard() {
  const test = useTestOpenAiConnection();

  const run = () =>
    test.mutate(undefined, {
      onSuccess: (result) => {
        if (result?.success) toast.success({ title: 'Conexión exitosa', description: result.message });
        else toast.error({ description: 'No se pudo probar la conexión' });
      },
      onError: (cause) => toast.error({ cause, description: 'No se pudo probar la conexión' }),
    });

  const ok = test.isSuccess && test.data?.success === true;
  const message = test.isError
    ? `Error de conexión: ${serverReason(test.error) ?? 'no se pudo contactar al servidor'}`
    : test.isSuccess
      ? (test.data?.message ?? '')
      : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Prueba de conexión</CardTitle>
        <p className="text-sm text-stone-600">Verifica que el asistente puede comunicarse con el proveedor de IA.</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button variant="outline" onClick={run} disabled={test.isPending}>
          <PlugZap aria-hidden="true" className="size-4" />
          {test.isPending ? 'Probando...' : 'Probar conexión'}
        </Button>
        <div aria-live="polite">
          {message !== null ? (
            <div
              role="status"
              aria-label="Resultado de la prueba"
              className={cn('rounded-lg p-3 text-sm', ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800')}
            >
              {message}
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
