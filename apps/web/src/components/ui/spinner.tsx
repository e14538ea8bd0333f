import { cn } from '@/lib/cn';

type SpinnerProps = {
  label?: string;
  className?: string;
};

export function Spinner({ label = 'Cargando...', className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center', className)}>
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-orange-200 border-t-orange-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-stone-50">
      <Spinner />
    </div>
  );
}
