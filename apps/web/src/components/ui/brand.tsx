import { MessageCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type BrandProps = {
  subtitle?: string;
  className?: string;
};

export function Brand({ subtitle, className }: BrandProps) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-orange-500 to-emerald-600 text-white shadow-sm"
      >
        <MessageCircle className="size-5" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold text-stone-900">Comanda</span>
        {subtitle ? <span className="text-xs text-stone-500">{subtitle}</span> : null}
      </span>
    </div>
  );
}
