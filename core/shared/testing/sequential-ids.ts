import type { Ids } from '../ids.js';

/** Predictable identifiers for tests and the offline evaluation: `id-1`, `id-2`… */
export const sequentialIds = (prefix = 'id'): Ids => {
  let n = 0;
  return { next: () => `${prefix}-${++n}` };
};
