import type { Timer } from '../clock.js';

/** A timer a test expires by hand: no waiting on the wall clock. */
export function manualTimer() {
  let expired = false;
  const waiting: Array<() => void> = [];
  const timer: Timer = {
    after: (_ms, signal) =>
      new Promise<void>((resolve) => {
        if (signal?.aborted) return;
        if (expired) resolve();
        else waiting.push(resolve);
      }),
  };
  return {
    timer,
    /** Every wait, pending or future, is over. */
    expire() {
      expired = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}
