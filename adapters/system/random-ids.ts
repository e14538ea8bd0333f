import type { Ids } from '../../core/shared/ids.js';

/** Random URL-safe identifiers from the platform's CSPRNG (Web Crypto is global in Node 20). */
export const randomIds: Ids = { next: () => globalThis.crypto.randomUUID() };
