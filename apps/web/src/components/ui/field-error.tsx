import { cn } from '@/lib/cn';

export type FieldErrorProps = {
  /** Give the input aria-describedby={id} and aria-invalid. */
  id?: string;
  message?: string | null;
  className?: string;
};

/** Validation message under a field; renders nothing without a message. */
export function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('mt-1 text-sm text-red-600', className)}>
      {message}
    </p>
  );
}
