import type { PendingOptions } from './acts/options.js';

/** What the offline engine remembers between messages (kept by the assistant in the cart's stage). */
export interface PendingChoice {
  words: string;
  candidates: string[];
  quantity: number;
  notes: string | null;
}

export type Ask = 'which' | 'more' | 'address' | 'confirm' | 'offer' | null;

export interface Memory {
  lastAsk: Ask;
  pending: PendingChoice[];
  /** An item we just described ("¿Te lo anoto?"): a "sí" adds it. */
  offer: string | null;
  /** The customer already said "confirmo"; the address is all that was missing. */
  confirmWhenAddress: boolean;
  /** Where the last confirmed order went: offered again on the next order. */
  lastAddress: string | null;
  /** Text decided before the tools ran, to open the reply once their results are back. */
  lead: string[];
  /** Text said after the tools' lines of a run of bubbles ("es todo" → where to deliver): it closes the reply. */
  tail: string[];
  /** The product the customer touched last: "otra", "mejor 3", "cámbialo por…" mean it. */
  lastItem: string | null;
  /** Product names of the confirmed order while it can still change; null when there is none. */
  placed: string[] | null;
  /** How many of a product we could not sell were wanted: "3 de cabeza" → "de suadero entonces" means 3. */
  refusedQuantity: number | null;
  /** The product we just could not sell (sold out): "entonces rojo" means the rojo closest to it. */
  refused: string | null;
  /** A dish waiting for a required choice (acts/options.ts). */
  options?: PendingOptions | null;
}

const emptyMemory = (): Memory => ({
  lastAsk: null,
  pending: [],
  offer: null,
  confirmWhenAddress: false,
  lastAddress: null,
  lead: [],
  tail: [],
  lastItem: null,
  placed: null,
  refusedQuantity: null,
  refused: null,
});

export function readMemory(raw: string | null): Memory {
  if (!raw) return emptyMemory();
  try {
    return { ...emptyMemory(), ...(JSON.parse(raw) as Partial<Memory>) };
  } catch {
    return emptyMemory();
  }
}
