import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** The app's checkbox: list selection and settings toggles look and behave alike. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return <input type="checkbox" className={cn('size-4 shrink-0 accent-orange-600', className)} {...props} />;
}
