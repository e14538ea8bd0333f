import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * Selection over a paged, filtered list. Either the ids picked by hand, or "everything the
 * filters match" minus the ids unticked since: select-all then covers rows never loaded,
 * and bulk actions go to the server as the filter, not as thousands of ids.
 */
type State = { all: boolean; ids: Set<string> };

export function useListSelection<T>(items: T[], keyOf: (item: T) => string, filtered: number, filterKey: string) {
  const [state, setState] = useState<State>({ all: false, ids: new Set() });
  // "All" meant the rows of the previous filters: a new filter starts a new selection.
  useEffect(() => setState((s) => (s.all ? { all: false, ids: new Set() } : s)), [filterKey]);

  const isSelected = useCallback((key: string) => (state.all ? !state.ids.has(key) : state.ids.has(key)), [state]);
  // Picked rows that are gone (deleted elsewhere) no longer count.
  const picked = useMemo(() => (state.all ? [] : items.filter((item) => state.ids.has(keyOf(item)))), [state, items, keyOf]);
  const count = state.all ? Math.max(0, filtered - state.ids.size) : picked.length;

  const toggle = useCallback(
    (key: string) =>
      setState((s) => {
        const ids = new Set(s.ids);
        if (ids.has(key)) ids.delete(key);
        else ids.add(key);
        return { all: s.all, ids };
      }),
    [],
  );
  const clear = useCallback(() => setState({ all: false, ids: new Set() }), []);
  const selectAll = useCallback(() => setState({ all: true, ids: new Set() }), []);
  const allSelected = filtered > 0 && (state.all ? state.ids.size === 0 : picked.length === filtered);

  return {
    isSelected,
    toggle,
    clear,
    selectAll,
    count,
    allSelected,
    /** Whole-filter mode: the ids unticked since select-all. */
    wholeFilter: state.all ? { excludeIds: [...state.ids] } : null,
    /** Hand-picked mode: the picked rows still in the list. */
    picked,
  };
}
