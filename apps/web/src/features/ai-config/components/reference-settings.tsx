import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { CONTEXT_OPTIONS, DEFAULT_CONTEXT, MAX_TOKENS, ORDER_KEYWORDS } from './ai-options';

/** Spec §2: max tokens, context size and keywords are shown but not saved. */
export function ReferenceSettings() {
  const id = useId();
  const [context, setContext] = useState<number>(DEFAULT_CONTEXT);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Configuración avanzada</CardTitle>
        <p className="text-sm text-stone-600">Valores de referencia; no se guardan desde esta pantalla.</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={`${id}-tokens`}>Máximo de tokens por respuesta</Label>
            <Input id={`${id}-tokens`} type="number" value={MAX_TOKENS} readOnly />
          </div>
          <div>
            <Label htmlFor={`${id}-context`}>Contexto de mensajes anteriores</Label>
            <Select
              id={`${id}-context`}
              value={String(context)}
              onChange={(e) => setContext(Number(e.target.value))}
              options={CONTEXT_OPTIONS.map((n) => ({ value: String(n), label: `${n} mensajes` }))}
            />
          </div>
        </div>
        <div>
          <p className="mb-2 text-sm font-medium text-stone-800">Palabras clave para detectar pedidos</p>
          <ul aria-label="Palabras clave para detectar pedidos" className="flex flex-wrap gap-2">
            {ORDER_KEYWORDS.map((keyword) => (
              <li key={keyword}>
                <Badge variant="orange">{keyword}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          <p>Costo aproximado: ~$0.01 USD por mensaje.</p>
          <p>Límite de velocidad: 3,500 RPM (solicitudes por minuto).</p>
        </div>
      </CardContent>
    </Card>
  );
}
