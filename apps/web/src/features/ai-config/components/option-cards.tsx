import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

type Option<T extends string> = { value: T; label: string; description: string; recommended?: boolean };

type OptionCardsProps<T extends string> = {
  legend: string;
  name: string;
  options: Array<Option<T>>;
  value: T;
  onChange: (value: T) => void;
};

/** A radio group drawn as cards: native radios keep keyboard and screen-reader behaviour. */
export function OptionCards<T extends string>({ legend, name, options, value, onChange }: OptionCardsProps<T>) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-orange-500',
                checked ? 'border-orange-500 bg-orange-50' : 'border-stone-200 bg-white hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-labelledby={`${name}-${option.value}-label`}
                aria-describedby={`${name}-${option.value}-description`}
                className="mt-0.5 accent-orange-600"
              />
              <span className="flex flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                  <span id={`${name}-${option.value}-label`}>{option.label}</span>
                  {option.recommended ? <Badge variant="green">Recomendado</Badge> : null}
                </span>
                <span id={`${name}-${option.value}-description`} className="text-stone-600">
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
