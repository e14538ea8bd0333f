import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldClassName } from './input';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** Convenience: rendered as <option>s before any children. */
  options?: SelectOption[];
  ref?: Ref<HTMLSelectElement>;
};

/** Native <select>, styled like the other fields. */
export function Select({ className, options, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(fieldClassName, 'appearance-none pr-9', className)} {...props}>
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500" />
    </div>
  );
}
