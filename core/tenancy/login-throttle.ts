import { DomainError } from '../shared/errors.js';

/**
 * Sign-in throttling that slows a guesser without locking the owner out. Failures are
 * counted per account *and client* (a client is an address, or a browser that proved with
 * a device cookie that it signed in before): an attacker elsewhere never delays the owner.
 * Each address also has a budget of failures across all accounts, against spraying.
 */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 60_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;
export const ADDRESS_BUDGET = 30;
export const ADDRESS_WINDOW_MS = 15 * 60_000;
/** The row holding an address's budget; no sign-in name is ever `*`. */
export const ANY_ACCOUNT = '*';
/**
 * Wrong passwords one account takes per hour from browsers without its device cookie, from
 * every address together: a guesser with many addresses gets this many tries an hour, not
 * FREE_FAILURES per address. The owner's own browser is not counted and never refused.
 */
export const ACCOUNT_CHECKS_PER_HOUR = 20;
export const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** The row holding an account's hourly ceiling; real clients are `ip:…` or `device:…`. */
export const ANY_CLIENT = '*';

export interface ThrottleEntry {
  failures: number;
  /** The first failure still counted: the budget window starts here. */
  firstFailureAt: Date;
  lastFailureAt: Date;
  blockedUntil: Date | null;
}

export interface LoginThrottleStore {
  get(account: string, client: string): Promise<ThrottleEntry | null>;
  put(account: string, client: string, entry: ThrottleEntry): Promise<void>;
  /** Forgets one client's failures for the account, or all of them; returns rows removed. */
  clear(account: string, client?: string): Promise<number>;
  /**
   * Counts one more failure atomically (concurrent failures are all counted), starting a new
   * window of `windowMs` when the last one has ended; returns the entry after it.
   */
  countFailure(account: string, client: string, at: Date, windowMs: number): Promise<ThrottleEntry>;
}

export class TooManyAttemptsError extends DomainError {
  constructor(
    readonly retryAfterSec: number,
    message = `Demasiados intentos, espera ${Math.max(1, Math.ceil(retryAfterSec / 60))} min.`,
  ) {
    super('too_many_requests', message);
  }
}

/** The account's hourly ceiling is spent: only a browser it signed in from before gets through. */
export const accountCeilingReached = (retryAfterSec: number) =>
  new TooManyAttemptsError(
    retryAfterSec,
    `Demasiados intentos fallidos en esta cuenta. Espera ${Math.max(1, Math.ceil(retryAfterSec / 60))} min o entra desde un navegador donde ya hayas iniciado sesión.`,
  );

/** Seconds until the account's ceiling frees up, counting checks still running; 0 when it may check now. */
export function ceilingWaitSeconds(entry: ThrottleEntry | null, inFlight: number, now: Date): number {
  const windowEnd = entry ? entry.firstFailureAt.getTime() + ACCOUNT_WINDOW_MS : 0;
  const counted = entry && windowEnd > now.getTime() ? entry.failures : 0;
  if (counted + inFlight < ACCOUNT_CHECKS_PER_HOUR) return 0;
  // Only checks still running: a few seconds settles it.
  return counted < ACCOUNT_CHECKS_PER_HOUR ? 2 : Math.ceil((windowEnd - now.getTime()) / 1000);
}

/** The server is checking as many passwords as it can right now; a few seconds settles it. */
export const busy = () =>
  new TooManyAttemptsError(2, 'Demasiados intentos de inicio de sesión en este momento; intenta de nuevo en unos segundos.');

/** The exponential delay after the `failures`-th consecutive failure: none while free, then 1, 2, 4… min, capped. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - FREE_FAILURES, 30));
}

/** The account+client entry after one more failure at `now`. */
export function afterAccountFailure(entry: ThrottleEntry | null, now: Date): ThrottleEntry {
  const fresh = !entry || now.getTime() - entry.lastFailureAt.getTime() > FAILURE_MEMORY_MS;
  const failures = fresh ? 1 : entry.failures + 1;
  const delay = delayAfter(failures);
  return {
    failures,
    firstFailureAt: fresh ? now : entry.firstFailureAt,
    lastFailureAt: now,
    blockedUntil: delay ? new Date(now.getTime() + delay) : null,
  };
}

/** The address budget after one more failure: blocked until the window ends once spent. */
export function afterAddressFailure(entry: ThrottleEntry | null, now: Date): ThrottleEntry {
  const fresh = !entry || now.getTime() - entry.firstFailureAt.getTime() >= ADDRESS_WINDOW_MS;
  const firstFailureAt = fresh ? now : entry.firstFailureAt;
  const failures = fresh ? 1 : entry.failures + 1;
  const blockedUntil = failures >= ADDRESS_BUDGET ? new Date(firstFailureAt.getTime() + ADDRESS_WINDOW_MS) : null;
  return { failures, firstFailureAt, lastFailureAt: now, blockedUntil };
}

/** Seconds until `entry` lets the client try again; 0 when it may try now. */
export function waitSeconds(entry: ThrottleEntry | null, now: Date): number {
  const until = entry?.blockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}
