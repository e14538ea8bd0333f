import { useId, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { usePricingConfig } from '@/features/ai-costs/api/get-pricing-config';
import { PricingConfigForm } from './pricing-config-form';

const MODELS = ['gpt-4o', 'gpt-4', 'gpt-3.5-turbo'];

export function PricingConfigCard() {
  const id = useId();
  const [model, setModel] = useState(MODELS[0] ?? 'gpt-4o');
  const config = usePricingConfig(model);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Precios por modelo</CardTitle>
        <p className="text-sm text-stone-600">Costo de los tokens y margen que se aplica al costo final.</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="sm:w-64">
          <Label htmlFor={`${id}-model`}>Modelo</Label>
          <Select
            id={`${id}-model`}
            value={model}
            onChange={(e) => setModel(e.target.value)}
            options={MODELS.map((m) => ({ value: m, label: m }))}
          />
        </div>
        {config.isPending ? (
          <Spinner label="Cargando precios..." className="py-8" />
        ) : config.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
            No se pudo cargar la configuración de precios.
          </p>
        ) : (
          <PricingConfigForm key={`${model}-${config.dataUpdatedAt}`} initial={config.data} />
        )}
      </CardContent>
    </Card>
  );
}
