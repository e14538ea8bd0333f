import type { Attachment } from './attachment.js';

/**
 * The durable inbox: every customer message is written here once, keyed by
 * (restaurant, provider message id), before the webhook answers. Workers claim messages
 * one conversation-head at a time, so each conversation is processed in arrival order.
 */
export type InboxProvider = 'meta' | 'twilio' | 'test';

export interface InboxItem {
  id: string;
  restaurantId: string;
  provider: InboxProvider;
  providerMessageId: string;
  phone: string;
  customerName: string | null;
  text: string;
  receivedAt: Date;
  attachment?: Attachment | null;
  /** Claims so far, this one included. */
  attempts: number;
  /**
   * Set by a claim: the customer's next message is already waiting and is a text. This one is
   * then stored without a reply of its own, and the next one answers the whole run of bubbles
   * at once (process-inbound.ts).
   */
  followed?: boolean;
}

export type NewInboxItem = Omit<InboxItem, 'id' | 'attempts' | 'followed'>;

export interface ClaimOptions {
  limit: number;
  perRestaurant: number;
  /** Claims this worker holds per restaurant id. */
  inFlight: ReadonlyMap<string, number>;
  /**
   * Whether to look for claims whose lease ran out (a crashed worker's) first; default true.
   * A busy worker checks now and then rather than on every claim: a lease is a minute long.
   */
  takeOverExpired?: boolean;
}

export interface InboxRepository {
  /** Stores the items not seen before; a duplicate delivery is a no-op. Returns how many were new. */
  enqueue(items: NewInboxItem[]): Promise<number>;
  /**
   * Claims the oldest due item that heads its conversation (no earlier unfinished item of
   * the same restaurant and phone), leased to `workerId` until `leaseUntil`. An item whose
   * lease expired (its worker died) is due again. Safe across processes on Postgres.
   */
  claim(workerId: string, now: Date, leaseUntil: Date): Promise<InboxItem | null>;
  /**
   * Claims up to `limit` conversation heads at once, expired claims first, then round-robin
   * across restaurants (each restaurant's oldest head, then each one's second…), never more
   * than `perRestaurant` for a restaurant counting what `inFlight` says this worker holds.
   * No transaction is left open: each claim is one conditional update.
   */
  claimMany(workerId: string, now: Date, leaseUntil: Date, options: ClaimOptions): Promise<InboxItem[]>;
  /** Extends the lease of claims still being worked on (a slow model must not let them expire). */
  renew(ids: string[], workerId: string, leaseUntil: Date): Promise<void>;
  complete(id: string, workerId: string): Promise<void>;
  /** Releases the claim; the item is due again at `at`. */
  retryLater(id: string, workerId: string, at: Date, error: string): Promise<void>;
  /** Gives up on the item (kept for inspection); later items of its conversation proceed. */
  fail(id: string, workerId: string, error: string): Promise<void>;
  /** Items not yet completed or failed. */
  unfinishedCount(): Promise<number>;
  /** Forgets completed items received before `before`; returns how many. Failed ones stay for inspection. */
  pruneDone(before: Date): Promise<number>;
}

/**
 * Completed items are kept this long so late provider retries are still recognised as
 * duplicates (Meta retries for up to 7 days), then pruned.
 */
export const INBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export const INBOX_MAX_ATTEMPTS = 8;

/** A failure no retry can fix (the restaurant is gone…): the inbox fails the item at once. */
export class PermanentFailure extends Error {
  override readonly name = 'PermanentFailure';
}

/** Whether a failed item is settled as failed now, or tried again later. */
export const givesUp = (item: Pick<InboxItem, 'attempts'>, error: unknown) =>
  error instanceof PermanentFailure || item.attempts >= INBOX_MAX_ATTEMPTS;

/**
 * Not a failure: the reply cannot start yet because the engine already holds as much of this
 * restaurant's work as it takes. Thrown before anything of the reply is written (only when
 * `ResponderInput.deferIfBusy` allows it); the item goes back to the inbox for
 * `backpressureDelayMs` and the worker claims no more of the restaurant meanwhile.
 */
export class Backpressure extends Error {
  override readonly name = 'Backpressure';
}

/**
 * Shorter than a failure's backoff (an engine's line empties in milliseconds): 0.25 s, 0.5 s,
 * 1 s … 10 s, about 26 s in all before the last attempt answers whatever the load.
 */
export const backpressureDelayMs = (attempts: number) => Math.min(10_000, 250 * 2 ** Math.max(0, attempts - 1));

/** Exponential backoff with a cap: 1 s, 2 s, 4 s … 60 s. */
export const retryDelayMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
