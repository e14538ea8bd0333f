import { useClockValue } from '@/hooks/use-clock';

type Props = {
  value: string | number | Date;
  format: (value: string | number | Date, now: number) => string;
  /** Text before the time, inside the same element (e.g. 'Último pedido: '). */
  prefix?: string;
  className?: string;
};

/** A time that ticks on its own: only this element re-renders, and only when its words change. */
export function RelativeTime({ value, format, prefix = '', className }: Props) {
  const text = useClockValue((now) => format(value, now));
  return (
    <span data-relative-time="" className={className}>
      {`${prefix}${text}`}
    </span>
  );
}
