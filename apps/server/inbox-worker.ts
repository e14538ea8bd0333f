import { randomUUID } from 'node:crypto';
import { INBOX_MAX_ATTEMPTS, retryDelayMs, type InboxItem, type InboxRepository } from '../../core/conversations/inbox.js';
import type { InboundProcessor } from '../../core/conversations/process-inbound.js';
import type { Clock } from '../../core/shared/clock.js';

export interface InboxWorkerOptions {
  /** Conversations processed at the same time (each one still strictly in order). */
  concurrency?: number;
  /** How long a claim lasts before another worker may take the item over. */
  leaseMs?: number;
  /** Poll interval when idle; `wake()` cuts it short when a webhook stores something. */
  idleMs?: number;
  /** A webhook within this many ms means a burst is under way… */
  burstWindowMs?: number;
  /** …and the worker pauses this long between messages to keep acknowledgements fast. */
  burstPauseMs?: number;
  log?: (line: string, err?: unknown) => void;
}

/**
 * Drains the inbox in the server process. Each slot claims the head of some conversation,
 * processes it and loops; a failure is retried with backoff, and a claim left by a crashed
 * process is taken over once its lease expires (and at start).
 */
export class InboxWorker {
  readonly id = `worker-${randomUUID()}`;
  private running = false;
  private slots: Promise<void>[] = [];
  private wakeUp: (() => void) | null = null;
  private lastIngestAt = 0;
  private readonly options: Required<InboxWorkerOptions>;

  constructor(
    private readonly inbox: InboxRepository,
    private readonly processor: Pick<InboundProcessor, 'process'>,
    private readonly clock: Clock,
    options: InboxWorkerOptions = {},
  ) {
    this.options = {
      concurrency: 4,
      leaseMs: 60_000,
      idleMs: 500,
      burstWindowMs: 50,
      burstPauseMs: 10,
      log: (line, err) => console.error(`[inbox] ${line}`, err ?? ''),
      ...options,
    };
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.slots = Array.from({ length: this.options.concurrency }, () => this.loop());
  }

  /** Finishes the items in hand, then stops. */
  async stop() {
    this.running = false;
    this.wake();
    await Promise.all(this.slots);
  }

  /** Called after a webhook stored messages, so they are handled without waiting for the poll. */
  wake() {
    this.lastIngestAt = Date.now();
    const wake = this.wakeUp;
    this.wakeUp = null;
    wake?.();
  }

  /** Processes everything due now; for tests and the CLI. Returns how many items were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    while (await this.step()) handled++;
    return handled;
  }

  private async loop() {
    while (this.running) {
      const worked = await this.step().catch((err) => {
        this.options.log('claim failed', err);
        return false;
      });
      if (!worked && this.running) await this.idle();
      else await this.yieldToWebhooks();
    }
  }

  /**
   * SQLite calls are synchronous and a message takes milliseconds to answer, so a busy worker
   * would hold the event loop while webhooks wait for their acknowledgement. Acknowledging
   * comes first (providers retry and then disable slow webhooks): during a burst the worker
   * pauses between messages; otherwise it just lets pending I/O run.
   */
  private yieldToWebhooks() {
    const burst = Date.now() - this.lastIngestAt < this.options.burstWindowMs;
    return new Promise<void>((resolve) => (burst ? setTimeout(resolve, this.options.burstPauseMs) : setImmediate(resolve)));
  }

  private idle() {
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

  private async step(): Promise<boolean> {
    const now = this.clock.now();
    const item = await this.inbox.claim(this.id, now, new Date(now.getTime() + this.options.leaseMs));
    if (!item) return false;
    await this.handle(item);
    return true;
  }

  private async handle(item: InboxItem) {
    try {
      await this.processor.process(item);
      await this.inbox.complete(item.id, this.id);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (item.attempts >= INBOX_MAX_ATTEMPTS) {
        this.options.log(`giving up on ${item.id} after ${item.attempts} attempts: ${reason}`, err);
        await this.inbox.fail(item.id, this.id, reason);
      } else {
        const at = new Date(this.clock.now().getTime() + retryDelayMs(item.attempts));
        await this.inbox.retryLater(item.id, this.id, at, reason);
      }
    }
  }
}
