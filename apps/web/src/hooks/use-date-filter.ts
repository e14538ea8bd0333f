import { useCallback, useMemo, useState } from 'react';
import { dateRange } from '@/lib/paged-list';
import { useClockValue } from './use-clock';

export type DateFilter = Parameters<typeof dateRange>[0];

/**
 * A list's date filter and its server bounds. The instant the range counts from is read when
 * the person picks the filter (an event, not a render), and moves to the new day at midnight,
 * so 'Hoy' and 'Ayer' follow the calendar while the list's address stays stable between polls.
 */
export function useDateFilter(initial: DateFilter = 'all') {
  const [picked, setPicked] = useState<{ filter: DateFilter; at: number }>({ filter: initial, at: 0 });
  const dayStart = useClockValue((now) => new Date(now).setHours(0, 0, 0, 0));
  const setFilter = useCallback((filter: DateFilter) => setPicked({ filter, at: Date.now() }), []);
  const at = Math.max(picked.at, dayStart);
  const range = useMemo(() => dateRange(picked.filter, at), [picked.filter, at]);
  return { filter: picked.filter, setFilter, range };
}
