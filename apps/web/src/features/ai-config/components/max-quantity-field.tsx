import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The most units of one product the assistant takes without asking "¿Seguro?" (the server allows 1 to 100). */
export const MAX_LINE_QUANTITY_RANGE = { min: 1, max: 100 } as const;

export function maxQuantityError(value: string): string | null {
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < MAX_LINE_QUANTITY_RANGE.min || n > MAX_LINE_QUANTITY_RANGE.max)
    return 'Escribe un número entero entre 1 y 100';
  return null;
}

type Props = { value: string; error: string | null; onChange: (value: string) => void };

export function MaxQuantityField({ value, error, onChange }: Props) {
  return (
    <FormField
      label="Cantidad máxima por producto"
      hint="Si un cliente pide más de esta cantidad de un mismo producto, el asistente le pregunta si es correcto antes de confirmar el pedido."
      error={error}
    >
      {(control) => (
        <Input {...control} type="number" inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} className="w-32" />
      )}
    </FormField>
  );
}
