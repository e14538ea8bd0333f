import { randomUUID } from 'node:crypto';
import {
  Backpressure,
  backpressureDelayMs,
  givesUp,
  retryDelayMs,
  type InboxItem,
  type InboxRepository,
} from '../../core/conversations/inbox.js';
import type { InboundProcessor } from '../../core/conversations/process-inbound.js';
import type { Clock } from '../../core/shared/clock.js';

/**
 * A model call takes seconds and a reply in flight costs little else, so a burst of a few
 * hundred customers is answered in one round of model calls rather than two.
 */
export const DEFAULT_WORKER_CONCURRENCY = 256;

/** How often the worker measures how late the event loop runs. */
const LAG_PROBE_MS = 10;

/**
 * Replies started in one event-loop turn during a burst while the loop keeps time. One a turn
 * capped a steady rush at the loop's turns a second (about 400 at 300 new conversations a
 * second, `npm run bench -- steady`), below the rate it had CPU for.
 */
const STARTS_PER_TURN = 4;

export interface InboxWorkerOptions {
  /** Conversations processed at the same time (each one still strictly in order). */
  concurrency?: number;
  /** Replies of one restaurant in flight at most, so its burst or hung model never takes every slot. */
  perRestaurant?: number;
  /** How long a claim lasts before another worker may take the item over; renewed while the item is worked on. */
  leaseMs?: number;
  /** Poll interval when idle; `wake()` cuts it short when a webhook stores something. */
  idleMs?: number;
  /** A webhook within this many ms means a burst is under way: replies then start one per event-loop turn… */
  burstWindowMs?: number;
  /** …or, while the event loop runs this many ms late (acknowledgements waiting), one per `burstPauseMs`. */
  maxLoopLagMs?: number;
  burstPauseMs?: number;
  /**
   * While replies are in flight, claims are at least this many ms apart, so the slots freed
   * meanwhile are filled by one claim (a claim costs several queries, and skipping the queued
   * messages of conversations in progress is its main cost) instead of one each. 30 ms is
   * nothing beside a model's seconds; on a backlog it cut claims by a third (`bench ingest`).
   */
  claimSpacingMs?: number;
  /** How often a busy worker looks for claims whose lease ran out (a crashed worker's). */
  expiredCheckMs?: number;
  log?: (line: string, err?: unknown) => void;
}

/** Replies in flight at once, and of one restaurant: what a pooled engine must be able to hold waiting. */
export function workerLimits(options: Pick<InboxWorkerOptions, 'concurrency' | 'perRestaurant'> = {}) {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_WORKER_CONCURRENCY));
  // Half of it per restaurant: one restaurant's lunch rush at 500 messages a second holds about
  // a hundred replies in flight (each waits on a dozen commits), and two restaurants still fill the worker.
  return { concurrency, perRestaurant: Math.max(1, Math.floor(options.perRestaurant ?? Math.ceil(concurrency / 2))) };
}

/**
 * Drains the inbox in the server (or a `comanda worker`) process: one dispatcher claims
 * conversation heads in batches, round-robin across restaurants, and runs each one on its
 * own; a finished reply frees its slot and lets the conversation's next message be claimed.
 * A failure is retried with backoff; a claim left by a crashed process is taken over once its
 * lease expires (and at start).
 */
export class InboxWorker {
  readonly id = `worker-${randomUUID()}`;
  private running = false;
  private dispatcher: Promise<void> = Promise.resolve();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly perRestaurant = new Map<string, number>();
  /** Restaurants whose engine pushed back (Backpressure), until when (ms, performance.now()): none of theirs is claimed meanwhile. */
  private readonly heldBack = new Map<string, number>();
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while the dispatcher was busy claiming: its next idle returns at once. */
  private signalled = false;
  private lastIngestAt = 0;
  private paceChain: Promise<void> = Promise.resolve();
  /** Replies waiting on the last turn of `paceChain`, which up to STARTS_PER_TURN share. */
  private turnStarts = 0;
  private lastClaimAt = Number.NEGATIVE_INFINITY;
  private lastExpiredCheckAt = Number.NEGATIVE_INFINITY;
  /** How late the event loop runs (ms), decaying: a loop busy with replies delays acknowledgements by as much. */
  private loopLagMs = 0;
  private lagProbe: ReturnType<typeof setInterval> | null = null;
  private readonly options: Required<InboxWorkerOptions>;

  constructor(
    private readonly inbox: InboxRepository,
    private readonly processor: Pick<InboundProcessor, 'process'>,
    private readonly clock: Clock,
    options: InboxWorkerOptions = {},
  ) {
    const { concurrency, perRestaurant } = workerLimits(options);
    this.options = {
      leaseMs: 60_000,
      idleMs: 500,
      burstWindowMs: 50,
      maxLoopLagMs: 20,
      burstPauseMs: 10,
      claimSpacingMs: 30,
      expiredCheckMs: 5_000,
      log: (line, err) => console.error(`[inbox] ${line}`, err ?? ''),
      ...options,
      concurrency,
      perRestaurant,
    };
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.dispatcher = this.dispatch();
    this.heartbeat = setInterval(() => void this.renewLeases(), Math.max(1000, this.options.leaseMs / 3));
    this.heartbeat.unref();
    let expected = performance.now() + LAG_PROBE_MS;
    this.lagProbe = setInterval(() => {
      const now = performance.now();
      this.loopLagMs = Math.max(now - expected, this.loopLagMs * 0.7);
      expected = now + LAG_PROBE_MS;
    }, LAG_PROBE_MS);
    this.lagProbe.unref();
  }

  /** Finishes the items in hand, then stops. */
  async stop() {
    this.running = false;
    this.signal();
    await this.dispatcher;
    await Promise.all(this.inFlight.values());
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.lagProbe) clearInterval(this.lagProbe);
    this.lagProbe = null;
  }

  /** Called after a webhook stored messages, so they are handled without waiting for the poll. */
  wake() {
    this.lastIngestAt = Date.now();
    this.signal();
  }

  /** Processes everything due now, many conversations at once; for tests and the CLI. Returns how many items were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const items = await this.claim(this.options.concurrency, true);
      if (items.length === 0) return handled;
      await Promise.all(items.map((item) => this.handle(item)));
      handled += items.length;
    }
  }

  private async dispatch() {
    while (this.running) {
      const free = this.options.concurrency - this.inFlight.size;
      if (free > 0) {
        try {
          await this.spaceClaims();
          for (const item of await this.claim(free)) this.spawn(item);
        } catch (err) {
          this.options.log('no se pudieron reclamar mensajes de la bandeja', err);
        }
      }
      // Nothing more due, or every slot busy: wait for a webhook, a finished reply or the poll.
      if (this.running) await this.idle();
    }
  }

  private claim(limit: number, checkExpired = false) {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + this.options.leaseMs);
    const takeOverExpired = checkExpired || now.getTime() - this.lastExpiredCheckAt >= this.options.expiredCheckMs;
    if (takeOverExpired) this.lastExpiredCheckAt = now.getTime();
    this.lastClaimAt = performance.now();
    return this.inbox.claimMany(this.id, now, leaseUntil, {
      limit,
      perRestaurant: this.options.perRestaurant,
      inFlight: this.heldBack.size === 0 ? this.perRestaurant : this.withHeldBack(),
      takeOverExpired,
    });
  }

  /** What is in flight, with every restaurant still held back counted as full. */
  private withHeldBack(): ReadonlyMap<string, number> {
    const at = performance.now();
    const inFlight = new Map(this.perRestaurant);
    for (const [restaurantId, until] of this.heldBack) {
      if (until <= at) this.heldBack.delete(restaurantId);
      else inFlight.set(restaurantId, this.options.perRestaurant);
    }
    return inFlight;
  }

  /** With nothing in flight a claim goes at once; otherwise it waits out the spacing since the last one. */
  private async spaceClaims() {
    if (this.inFlight.size === 0) return;
    const wait = this.lastClaimAt + this.options.claimSpacingMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  private spawn(item: InboxItem) {
    this.perRestaurant.set(item.restaurantId, (this.perRestaurant.get(item.restaurantId) ?? 0) + 1);
    const work = this.pace()
      .then(() => this.handle(item))
      .finally(() => {
        this.inFlight.delete(item.id);
        const held = (this.perRestaurant.get(item.restaurantId) ?? 1) - 1;
        if (held > 0) this.perRestaurant.set(item.restaurantId, held);
        else this.perRestaurant.delete(item.restaurantId);
        this.signal();
      });
    this.inFlight.set(item.id, work);
  }

  /**
   * SQLite calls are synchronous and the offline engine answers in about a millisecond, so a
   * busy worker would hold the event loop while webhooks wait for their acknowledgement.
   * Acknowledging comes first (providers retry and then disable slow webhooks): during a burst
   * replies start a few per turn of the event loop (STARTS_PER_TURN), so the webhooks that
   * arrived meanwhile are read between two turns, and one per `burstPauseMs` only while the loop runs late
   * (the CPU is short and acknowledgements queue); otherwise they just let I/O run. A fixed
   * pause between starts whatever the load capped a steady rush at about 100 replies a second
   * (`npm run bench -- steady`).
   */
  private pace(): Promise<void> {
    if (!this.inBurst()) return new Promise<void>((resolve) => setImmediate(resolve));
    const onTime = this.loopLagMs <= this.options.maxLoopLagMs;
    if (onTime && this.turnStarts > 0 && this.turnStarts < STARTS_PER_TURN) {
      this.turnStarts++;
      return this.paceChain;
    }
    this.turnStarts = onTime ? 1 : STARTS_PER_TURN;
    const turn = this.paceChain.then(
      () =>
        new Promise<void>((resolve) =>
          this.loopLagMs > this.options.maxLoopLagMs ? setTimeout(resolve, this.options.burstPauseMs) : setImmediate(resolve),
        ),
    );
    this.paceChain = turn;
    turn.then(() => {
      // A turn already past starts nobody else.
      if (this.paceChain === turn) this.turnStarts = 0;
    });
    return turn;
  }

  private inBurst() {
    return Date.now() - this.lastIngestAt < this.options.burstWindowMs;
  }

  private signal() {
    const wake = this.wakeUp;
    this.wakeUp = null;
    if (wake) wake();
    else this.signalled = true;
  }

  private idle() {
    if (this.signalled) {
      this.signalled = false;
      return new Promise<void>((resolve) => setImmediate(resolve));
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => finish(), this.options.idleMs);
      const previous = this.wakeUp;
      const finish = () => {
        clearTimeout(timer);
        resolve();
      };
      this.wakeUp = () => {
        previous?.();
        finish();
      };
    });
  }

  private async renewLeases() {
    const ids = [...this.inFlight.keys()];
    if (ids.length === 0) return;
    try {
      await this.inbox.renew(ids, this.id, new Date(this.clock.now().getTime() + this.options.leaseMs));
    } catch (err) {
      this.options.log('no se pudieron renovar las reservas de la bandeja', err);
    }
  }

  private async handle(item: InboxItem) {
    try {
      await this.processor.process(item);
      await this.inbox.complete(item.id, this.id);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      try {
        if (err instanceof Backpressure) {
          // The restaurant's replies wait their turn: no failure, and no more of its messages claimed for now.
          const afterMs = backpressureDelayMs(item.attempts);
          this.heldBack.set(item.restaurantId, performance.now() + afterMs);
          await this.inbox.retryLater(item.id, this.id, new Date(this.clock.now().getTime() + afterMs), reason);
        } else if (givesUp(item, err)) {
          this.options.log(
            `restaurante=${item.restaurantId} mensaje=${item.providerMessageId}: se abandona tras ${item.attempts} intento(s): ${reason}`,
            err,
          );
          await this.inbox.fail(item.id, this.id, reason);
        } else {
          this.options.log(
            `restaurante=${item.restaurantId} mensaje=${item.providerMessageId}: intento ${item.attempts} falló, se reintentará: ${reason}`,
          );
          const at = new Date(this.clock.now().getTime() + retryDelayMs(item.attempts));
          await this.inbox.retryLater(item.id, this.id, at, reason);
        }
      } catch (settleErr) {
        // The lease expires and the item is taken over: nothing is lost, only delayed.
        this.options.log(`restaurante=${item.restaurantId} mensaje=${item.providerMessageId}: no se pudo registrar el fallo`, settleErr);
      }
    }
  }
}
