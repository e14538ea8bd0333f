import type { Timer } from '../clock.js';

/** A timer that never fires: for tests whose adapters keep their own deadlines. */
export const neverTimer: Timer = { after: () => new Promise<void>(() => {}) };
