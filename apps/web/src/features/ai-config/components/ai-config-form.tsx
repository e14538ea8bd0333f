import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import type { AiConfig } from '@/features/ai-config/api/get-ai-config';
import { useSaveAiConfig, type SaveAiConfigInput } from '@/features/ai-config/api/save-ai-config';
import { MODEL_OPTIONS, PERSONALITY_OPTIONS } from './ai-options';
import { OptionCards } from './option-cards';
import { TestModeField } from './test-mode-field';
import { MaxQuantityField, maxQuantityError } from './max-quantity-field';

export function AiConfigForm({ initial }: { initial: AiConfig }) {
  const id = useId();
  const [values, setValues] = useState<SaveAiConfigInput>({
    model: initial.model,
    temperature: initial.temperature,
    personality: initial.personality,
    testMode: initial.testMode,
    maxLineQuantity: initial.maxLineQuantity,
  });
  const [maxQuantity, setMaxQuantity] = useState(String(initial.maxLineQuantity));
  const [maxQuantityShown, setMaxQuantityShown] = useState<string | null>(null);
  const save = useSaveAiConfig();

  const set = <K extends keyof SaveAiConfigInput>(key: K, value: SaveAiConfigInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const persist = (next: SaveAiConfigInput, onError?: () => void) =>
    save.mutate(next, {
      onSuccess: () => toast.success({ title: 'Configuración guardada' }),
      onError: (cause) => {
        onError?.();
        toast.error({ cause, description: 'No se pudo guardar la configuración' });
      },
    });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = maxQuantityError(maxQuantity);
    setMaxQuantityShown(problem);
    if (problem) return;
    const next = { ...values, maxLineQuantity: Number(maxQuantity) };
    setValues(next);
    persist(next);
  };

  // Spec §4: 'Desactivar' turns test mode off and saves at once.
  const deactivateTestMode = () => {
    const next = { ...values, testMode: false };
    setValues(next);
    persist(next, () => set('testMode', true));
  };

  return (
    <form onSubmit={handleSubmit}>
      <Card>
        <CardHeader>
          <CardTitle>Asistente de IA</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <OptionCards
            legend="Modelo"
            name={`${id}-model`}
            options={MODEL_OPTIONS}
            value={values.model}
            onChange={(v) => set('model', v)}
          />
          <div>
            <div className="flex items-center justify-between">
              <Label htmlFor={`${id}-temperature`}>Temperatura</Label>
              <output htmlFor={`${id}-temperature`} className="text-sm font-semibold text-stone-900">
                {values.temperature.toFixed(1)}
              </output>
            </div>
            <input
              id={`${id}-temperature`}
              type="range"
              min={0}
              max={1}
              step={0.1}
              value={values.temperature}
              onChange={(e) => set('temperature', Math.round(Number(e.target.value) * 10) / 10)}
              aria-describedby={`${id}-temperature-hint`}
              className="w-full accent-orange-600"
            />
            <p id={`${id}-temperature-hint`} className="flex justify-between text-xs text-stone-500">
              <span>0 · Más preciso</span>
              <span>1 · Más creativo</span>
            </p>
          </div>
          <OptionCards
            legend="Personalidad"
            name={`${id}-personality`}
            options={PERSONALITY_OPTIONS}
            value={values.personality}
            onChange={(v) => set('personality', v)}
          />
          <MaxQuantityField
            value={maxQuantity}
            error={maxQuantityShown}
            onChange={(v) => {
              setMaxQuantity(v);
              if (maxQuantityShown) setMaxQuantityShown(maxQuantityError(v));
            }}
          />
          <TestModeField
            enabled={values.testMode}
            onChange={(on) => set('testMode', on)}
            onDeactivate={deactivateTestMode}
            deactivating={save.isPending}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden="true" className="size-4" />
              {save.isPending ? 'Guardando...' : 'Guardar configuración'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
