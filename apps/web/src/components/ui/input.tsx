import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export const fieldClassName =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm ' +
  'placeholder:text-stone-400 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-500/30 ' +
  'disabled:cursor-not-allowed disabled:bg-stone-100 read-only:bg-stone-50 aria-[invalid=true]:border-red-500';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(fieldClassName, className)} {...props} />;
}
