import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import type { Currency, PricingConfig } from '@/features/ai-costs/api/get-pricing-config';
import { useSavePlatformPricing } from '@/features/ai-costs/api/save-platform-pricing';
import { useSavePricingConfig } from '@/features/ai-costs/api/save-pricing-config';

type NumericField = 'inputTokenCostPer1000' | 'outputTokenCostPer1000' | 'markupMultiplier' | 'exchangeRate';

const NUMERIC_FIELDS: Array<{ field: NumericField; label: string; step: string }> = [
  { field: 'inputTokenCostPer1000', label: 'Costo por 1,000 tokens de entrada (USD)', step: '0.001' },
  { field: 'outputTokenCostPer1000', label: 'Costo por 1,000 tokens de salida (USD)', step: '0.001' },
  { field: 'markupMultiplier', label: 'Multiplicador de margen', step: '0.1' },
  { field: 'exchangeRate', label: 'Tipo de cambio', step: '0.001' },
];

const CURRENCIES: Currency[] = ['USD', 'EUR', 'MXN'];

type Props = {
  initial: PricingConfig;
  /** 'platform': the administrator's default for restaurants that set no price of their own. */
  scope?: 'restaurant' | 'platform';
};

export function PricingConfigForm({ initial, scope = 'restaurant' }: Props) {
  const id = useId();
  const saveOwn = useSavePricingConfig();
  const savePlatform = useSavePlatformPricing();
  const save = scope === 'platform' ? savePlatform : saveOwn;
  const [values, setValues] = useState<Record<NumericField, string>>({
    inputTokenCostPer1000: String(initial.inputTokenCostPer1000),
    outputTokenCostPer1000: String(initial.outputTokenCostPer1000),
    markupMultiplier: String(initial.markupMultiplier),
    exchangeRate: String(initial.exchangeRate),
  });
  const [currency, setCurrency] = useState<Currency>(initial.currency);
  const [errors, setErrors] = useState<Partial<Record<NumericField, string>>>({});

  const markup = Number.parseFloat(values.markupMultiplier);
  const margin = Number.isFinite(markup) ? Math.round((markup - 1) * 100) : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<NumericField, string>> = {};
    const parsed = {} as Record<NumericField, number>;
    for (const { field } of NUMERIC_FIELDS) {
      const value = Number.parseFloat(values[field]);
      if (!values[field].trim() || !Number.isFinite(value) || value < 0) found[field] = 'Ingresa un número mayor o igual a 0';
      parsed[field] = value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // mutateAsync, not mutate's callbacks: the saved prices remount this form, which would drop them.
    save.mutateAsync({ model: initial.model, ...parsed, currency }).then(
      () => toast.success({ title: 'Configuración guardada', description: `Precios de ${initial.model} actualizados` }),
      (cause: unknown) => toast.error({ cause, description: 'No se pudo actualizar la configuración.' }),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMERIC_FIELDS.map(({ field, label, step }) => (
          <div key={field}>
            <Label htmlFor={`${id}-${field}`}>{label}</Label>
            <Input
              id={`${id}-${field}`}
              type="number"
              inputMode="decimal"
              min="0"
              step={step}
              value={values[field]}
              onChange={(e) => setValues((current) => ({ ...current, [field]: e.target.value }))}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : field === 'markupMultiplier' ? `${id}-markup-hint` : undefined}
            />
            <FieldError id={`${id}-${field}-error`} message={errors[field]} />
            {field === 'markupMultiplier' ? (
              <p id={`${id}-markup-hint`} className="mt-1 text-xs text-stone-500">
                Un multiplicador de 2.0 equivale a un margen del 100%.
                {margin !== null ? ` Margen actual: ${margin}%.` : ''}
              </p>
            ) : null}
          </div>
        ))}
        <div>
          <Label htmlFor={`${id}-currency`}>Moneda</Label>
          <Select
            id={`${id}-currency`}
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Guardando...' : scope === 'platform' ? 'Guardar precios de plataforma' : 'Guardar precios'}
        </Button>
      </div>
    </form>
  );
}
