import { Field, Label as HeadlessLabel, Switch as HeadlessSwitch } from '@headlessui/react';
import { cn } from '@/lib/cn';

export type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label; also the switch's accessible name. */
  label?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
};

/** On/off toggle (role="switch"). */
export function Switch({ checked, onChange, label, disabled, name, className, ...rest }: SwitchProps) {
  const control = (
    <HeadlessSwitch
      checked={checked}
      onChange={onChange}
      disabled={disabled}
      name={name}
      aria-label={rest['aria-label']}
      className={cn(
        'group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500',
        'data-disabled:cursor-not-allowed data-disabled:opacity-60',
        checked ? 'bg-orange-600' : 'bg-stone-300',
      )}
    >
      <span
        aria-hidden="true"
        className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5.5"
      />
    </HeadlessSwitch>
  );
  if (!label) return <span className={className}>{control}</span>;
  return (
    <Field className={cn('flex items-center gap-3', className)} disabled={disabled}>
      {control}
      <HeadlessLabel className="text-sm text-stone-800">{label}</HeadlessLabel>
    </Field>
  );
}
