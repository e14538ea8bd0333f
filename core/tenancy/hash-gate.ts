import { busy } from './login-throttle.js';

export interface HashGateLimits {
  /** Password hashes computed at once (scrypt is CPU and memory bound: about the core count). */
  running: number;
  /** Requests that may wait for a slot; beyond it they are refused at once (429). */
  waiting: number;
  /** Hashes one address may have running or waiting. */
  perAddress: number;
}

interface Waiter {
  address: string;
  start: () => void;
}

/**
 * A global cap on concurrent password hashes, so a login flood cannot queue the server
 * behind thousands of scrypt runs. Trusted clients (a valid device cookie) have their own
 * waiting line, served first, which a flood of strangers cannot fill.
 */
export class HashGate {
  private running = 0;
  private readonly perAddress = new Map<string, number>();
  private readonly trusted: Waiter[] = [];
  private readonly strangers: Waiter[] = [];

  constructor(private readonly limits: HashGateLimits) {}

  /** Throws the 429 `run` would, without queueing: lets callers refuse before doing any other work. */
  admit(address: string, trusted: boolean): void {
    const line = trusted ? this.trusted : this.strangers;
    if ((this.perAddress.get(address) ?? 0) >= this.limits.perAddress && !trusted) throw busy();
    if (this.running >= this.limits.running && line.length >= this.limits.waiting) throw busy();
  }

  async run<T>(address: string, trusted: boolean, work: () => Promise<T>): Promise<T> {
    const line = trusted ? this.trusted : this.strangers;
    this.admit(address, trusted);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    try {
      if (this.running >= this.limits.running) await new Promise<void>((start) => line.push({ address, start }));
      else this.running++;
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

  /** Hands the slot straight to the next waiter (trusted first), or frees it. */
  private release() {
    const next = this.trusted.shift() ?? this.strangers.shift();
    if (next) next.start();
    else this.running--;
  }
}
