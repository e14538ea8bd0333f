import { busy } from './login-throttle.js';

export interface HashGateLimits {
  /** Password hashes computed at once (scrypt is CPU and memory bound: about the core count). */
  running: number;
  /** Requests of one standing that may wait for a slot; beyond it they are refused at once (429). */
  waiting: number;
  /** Hashes one address may have running or waiting, unless the client is trusted. */
  perAddress: number;
}

/**
 * How much the server knows in a client's favour, best first:
 * - `trusted`: a browser whose device cookie proves it signed in before, or a signed-in user;
 * - `clean`: nothing against it yet (no failure recorded for the account from this client, none
 *   from its address): the owner on a new phone, or a flood's very first try from each address;
 * - `suspect`: it has failed before, or it is an anonymous action (registration).
 */
export type ClientStanding = 'trusted' | 'clean' | 'suspect';

const STANDINGS: readonly ClientStanding[] = ['trusted', 'clean', 'suspect'];

/** Refusals (429 without hashing) after which a clean address counts as suspect, until one of its hashes runs. */
export const REFUSALS_BEFORE_SUSPECT = 3;
/** Addresses whose refusals are remembered; the oldest is forgotten beyond it. */
const REFUSALS_KEPT = 50_000;

/**
 * A global cap on concurrent password hashes, so a login flood cannot queue the server behind
 * thousands of scrypt runs. Each standing has its own waiting line, served best first: a flood
 * whose addresses have already failed fills only the suspects' line, so a rightful owner signing
 * in from a new browser (clean) waits behind running hashes, never behind the attack.
 */
export class HashGate {
  private running = 0;
  private readonly perAddress = new Map<string, number>();
  private readonly lines: Record<ClientStanding, (() => void)[]> = { trusted: [], clean: [], suspect: [] };
  /**
   * Refusals per address since its last hash. A flood's first try from each of many new
   * addresses looks like an owner on a new phone; refused again and again without ever being
   * hashed, it would stay clean forever. Hammering is what tells them apart.
   */
  private readonly refusals = new Map<string, number>();

  constructor(private readonly limits: HashGateLimits) {}

  /** A clean client that keeps being refused is a suspect; other standings are as given. */
  standingOf(address: string, standing: ClientStanding): ClientStanding {
    return standing === 'clean' && (this.refusals.get(address) ?? 0) >= REFUSALS_BEFORE_SUSPECT ? 'suspect' : standing;
  }

  /** The 429 for an address already hashing its share: lets callers refuse before any database read. */
  admitAddress(address: string, standing: ClientStanding): void {
    if (standing !== 'trusted' && (this.perAddress.get(address) ?? 0) >= this.limits.perAddress) this.refuse(address);
  }

  /** Throws the 429 `run` would, without queueing. */
  admit(address: string, standing: ClientStanding): void {
    this.admitAddress(address, standing);
    if (this.running >= this.limits.running && this.lines[standing].length >= this.limits.waiting) this.refuse(address);
  }

  private refuse(address: string): never {
    const count = (this.refusals.get(address) ?? 0) + 1;
    this.refusals.delete(address);
    if (this.refusals.size >= REFUSALS_KEPT) this.refusals.delete(this.refusals.keys().next().value!);
    this.refusals.set(address, count);
    throw busy();
  }

  async run<T>(address: string, standing: ClientStanding, work: () => Promise<T>): Promise<T> {
    this.admit(address, standing);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    try {
      if (this.running >= this.limits.running) await new Promise<void>((start) => this.lines[standing].push(start));
      else this.running++;
      this.refusals.delete(address);
      try {
        return await work();
      } finally {
        this.release();
      }
    } finally {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    }
  }

  /** Hands the slot straight to the next waiter (best standing first), or frees it. */
  private release() {
    for (const standing of STANDINGS) {
      const next = this.lines[standing].shift();
      if (next) return next();
    }
    this.running--;
  }
}
