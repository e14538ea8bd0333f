import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return <div className={cn('rounded-2xl border border-stone-200 bg-white shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn('flex flex-col gap-1 px-5 pt-5 pb-3', className)} {...props} />;
}

type CardTitleProps = HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' };

export function CardTitle({ as: Tag = 'h2', className, ...props }: CardTitleProps) {
  return <Tag className={cn('flex items-center gap-2 text-lg font-semibold text-stone-900', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('px-5 pb-5', className)} {...props} />;
}
