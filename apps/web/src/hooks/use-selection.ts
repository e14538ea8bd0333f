import { useCallback, useMemo, useState } from 'react';

/**
 * Selection over a paged, filtered list (conversations, orders, and the bulk actions on
 * them). Either the ids picked by hand, or "everything the filters match" minus the ids
 * unticked since: select-all then covers rows never loaded, and bulk actions go to the
 * server as the filter, not as thousands of ids.
 */
type State = {
  /** The filters "everything" was chosen under; null for a hand-picked selection. */
  allFor: string | null;
  ids: ReadonlySet<string>;
};

const NONE: State = { allFor: null, ids: new Set() };

/** "All" meant the rows of the filters it was chosen under: under new filters nothing is selected. */
const current = (state: State, filterKey: string): State => (state.allFor !== null && state.allFor !== filterKey ? NONE : state);

export function useSelection<T>(items: T[], keyOf: (item: T) => string, filtered: number, filterKey: string) {
  const [stored, setStored] = useState<State>(NONE);
  const state = current(stored, filterKey);
  const all = state.allFor !== null;

  const isSelected = useCallback((key: string) => (all ? !state.ids.has(key) : state.ids.has(key)), [all, state]);
  // Picked rows that are gone (deleted elsewhere) no longer count.
  const picked = useMemo(() => (all ? [] : items.filter((item) => state.ids.has(keyOf(item)))), [all, state, items, keyOf]);
  const count = all ? Math.max(0, filtered - state.ids.size) : picked.length;

  const toggle = useCallback(
    (key: string) =>
      setStored((s) => {
        const base = current(s, filterKey);
        const ids = new Set(base.ids);
        if (ids.has(key)) ids.delete(key);
        else ids.add(key);
        return { allFor: base.allFor, ids };
      }),
    [filterKey],
  );
  const clear = useCallback(() => setStored(NONE), []);
  const selectAll = useCallback(() => setStored({ allFor: filterKey, ids: new Set() }), [filterKey]);
  const allSelected = filtered > 0 && (all ? state.ids.size === 0 : picked.length === filtered);

  return {
    isSelected,
    toggle,
    clear,
    selectAll,
    count,
    allSelected,
    /** Whole-filter mode: the ids unticked since select-all. */
    wholeFilter: all ? { excludeIds: [...state.ids] } : null,
    /** Hand-picked mode: the picked rows still in the list. */
    picked,
  };
}
