import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type BadgeVariant = 'green' | 'blue' | 'yellow' | 'red' | 'gray' | 'orange' | 'amber' | 'purple';

const variants: Record<BadgeVariant, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  gray: 'bg-stone-100 text-stone-700 ring-stone-200',
  orange: 'bg-orange-100 text-orange-800 ring-orange-200',
  amber: 'bg-amber-100 text-amber-800 ring-amber-200',
  purple: 'bg-purple-100 text-purple-800 ring-purple-200',
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant };

export function Badge({ variant = 'gray', className, ...props }: BadgeProps) {
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
