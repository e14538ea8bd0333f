import { useSyncExternalStore } from 'react';

/*
 * One shared 1 s clock (spec §9) for every element that shows a time. Each subscriber derives
 * its own value (a formatted time, a badge flag) and React re-renders it only when that value
 * changes: a list of thousands of cards does not re-render each second, only the few texts
 * whose wording actually moves.
 */
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** A value computed from the ticking clock; the caller re-renders only when it changes. */
export function useClockValue<T extends string | number | boolean | null>(derive: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => derive(current()));
}

/** Between ticks the same instant, so React's consecutive snapshot reads agree. */
function current() {
  if (timer === null && Math.abs(Date.now() - now) >= 1000) now = Date.now();
  return now;
}

/** The current time, ticking every second (for the few components that need the instant itself). */
export function useClock(): number {
  return useClockValue((t) => t);
}
