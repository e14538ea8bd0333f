import type { Clock, Timer } from '../../core/shared/clock.js';

export const systemClock: Clock = { now: () => new Date() };

export const systemTimer: Timer = {
  after: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return;
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }),
};
