import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { LanguageModel, ModelRequest, ModelResponse } from '../../../core/assistant/language-model.js';
import { ModelFailure } from '../../../core/assistant/model-failure.js';
import { overBudget } from '../../../core/assistant/work-bound.js';
import type { EngineModule, EngineResult, EngineTask, EngineWorkerData } from './engine-worker.js';
import { type LanePlace, LaneSlots, SlotsFull } from './lane-slots.js';
import { MenuKeys } from './menu-keys.js';
import { nextSeq, sharedNow, type TaskStart, TaskStarts } from './task-starts.js';
import { threadCpuNs } from './thread-cpu.js';

export interface PooledLanguageModelOptions {
  /** The engine the workers run; the offline engine by default. */
  engine?: EngineModule;
  /** Worker threads (default: the cores, at least 2 so one restaurant never holds them all, at most 4). */
  threads?: number;
  /**
   * Most CPU time one model call may take in a worker before the worker is stopped and replaced
   * (ms). Where the kernel reports a thread's CPU time (Linux), a call slowed by a busy machine
   * is given until it has really computed this long, up to `budgetWallFactor` times it in wall time.
   */
  budgetMs?: number;
  budgetWallFactor?: number;
  /** Threads one restaurant's calls may use at once (default: all threads but one). */
  perRestaurantThreads?: number;
  /**
   * Calls each thread holds at once: the one it runs and those queued in it behind (default 4).
   * With only one, a thread that finishes a call waits for the main thread's event loop to hand
   * it the next, which on a busy server is most of a call's time.
   */
  callsPerThread?: number;
  /** Calls waiting for a thread, all restaurants together. */
  waiting?: number;
  /** Calls of one restaurant waiting for a thread. */
  perRestaurantWaiting?: number;
  /** Longest a call may wait for a thread before it is refused (ms): the customer is answered, not left hanging. */
  maxWaitMs?: number;
  /** Lower the workers' CPU priority (Linux), so the main thread serving webhooks and the panel goes first. */
  niceIncrement?: number;
  /** What the pooled engine reads (LanguageModel.reads): 'facts' for the offline engine, so no system prompt is written nor copied to its thread. */
  reads?: 'prose' | 'facts';
}

export const DEFAULT_ENGINE_BUDGET_MS = 2000;

/**
 * A call that has run this long is not a usual one (those take a millisecond or two): no other
 * call is queued behind it in its thread, where it would wait for it to end or be stopped.
 */
export const STALLED_CALL_MS = 50;

export const OFFLINE_ENGINE: EngineModule = {
  url: new URL('../offline/offline-language-model.ts', import.meta.url).href,
  exportName: 'OfflineLanguageModel',
};

/** A menu with no items has no restaurant to read: such calls share one line (they are cheap). */
const NO_RESTAURANT = '';

/**
 * A LanguageModel that runs another one (the offline engine) in a pool of worker threads, so a
 * message that makes the engine work hard never blocks the event loop serving webhooks, the
 * panel and every other restaurant. Each call has a time budget (over it, the worker is
 * stopped and the call fails as `over_budget`); calls wait in a bounded line, fairly across
 * restaurants, and run in lanes (one thread each, `callsPerThread` calls queued in it), each
 * restaurant in at most `perRestaurantThreads` lanes at once (`LaneSlots`).
 */
export class PooledLanguageModel implements LanguageModel {
  /**
   * One single-thread pool per lane, made on the first call: a process that never answers a
   * customer with the offline engine starts no threads. A lane per thread lets `LaneSlots`
   * choose the thread, which piscina's own scheduling across threads would not.
   */
  private lanes: Piscina<EngineTask, EngineResult>[] | null = null;
  private readonly makeLanes: () => Piscina<EngineTask, EngineResult>[];
  /** Menus sent to a worker, and calls made: what the menu cache saves shows here. */
  readonly sent = { menus: 0, calls: 0 };
  private readonly slots: LaneSlots;
  private readonly menus = new MenuKeys();
  private readonly budgetMs: number;
  private readonly budgetWallMs: number;
  private readonly maxWaitMs: number;
  /** Where the workers mark each call's start (shared memory, nothing posted per call). */
  private readonly starts = new TaskStarts();
  private seq = 0;
  /** Calls stopped at their budget in each lane: a call that fails as its lane's thread is stopped was queued behind one. */
  private readonly stops: number[];
  /** Per lane, the calls posted to its thread and not yet settled, in the order the thread runs them. */
  private readonly posted: number[][];
  private readonly callsPerThread: number;
  readonly reads: 'prose' | 'facts';

  constructor(options: PooledLanguageModelOptions = {}) {
    this.reads = options.reads ?? 'prose';
    const threads = options.threads ?? Math.min(4, Math.max(2, availableParallelism()));
    this.budgetMs = options.budgetMs ?? DEFAULT_ENGINE_BUDGET_MS;
    this.budgetWallMs = this.budgetMs * (options.budgetWallFactor ?? 4);
    this.maxWaitMs = options.maxWaitMs ?? 15_000;
    const callsPerThread = (this.callsPerThread = options.callsPerThread ?? 4);
    const lane = () =>
      new Piscina<EngineTask, EngineResult>({
        filename: new URL('./engine-worker-entry.mjs', import.meta.url).href,
        minThreads: 1,
        maxThreads: 1,
        // Workers stay up: a new one loads tsx and the engine again.
        idleTimeout: Number.POSITIVE_INFINITY,
        concurrentTasksPerWorker: callsPerThread,
        workerData: { engine: options.engine ?? OFFLINE_ENGINE, starts: this.starts.buffer } satisfies EngineWorkerData,
        niceIncrement: options.niceIncrement ?? 5,
        // A message cannot make a worker take the machine's memory either: past this it is stopped (and replaced).
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
    this.stops = Array.from({ length: threads }, () => 0);
    this.posted = Array.from({ length: threads }, () => []);
    this.makeLanes = () => Array.from({ length: threads }, lane);
    this.slots = new LaneSlots(
      {
        lanes: threads,
        depth: callsPerThread,
        perTenantLanes: options.perRestaurantThreads ?? Math.max(1, threads - 1),
        waiting: options.waiting ?? 256,
        perTenantWaiting: options.perRestaurantWaiting ?? 32,
      },
      (lane) => this.stalled(lane),
    );
  }

  /** Whether the call its lane's thread is running has run past STALLED_CALL_MS. */
  private stalled(lane: number): boolean {
    const running = this.posted[lane]![0];
    const start = running === undefined ? null : this.starts.read(running);
    return start !== null && sharedNow() - start.at > STALLED_CALL_MS;
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const { menu, ...context } = request.context;
    const restaurantId = menu[0]?.restaurantId ?? NO_RESTAURANT;
    const queued = performance.now();
    let place: LanePlace;
    try {
      place = await this.slots.acquire(restaurantId);
    } catch (err) {
      if (err instanceof SlotsFull) throw new ModelFailure('busy', `El asistente está saturado: ${err.message.toLowerCase()}`);
      throw err;
    }
    try {
      if (performance.now() - queued > this.maxWaitMs) throw waitedTooLong(this.maxWaitMs);
      const { key, fresh } = this.menus.keyOf(restaurantId, menu);
      const task: EngineTask = { request: { ...request, context }, menuKey: key, ...(fresh ? { menu: this.menus.jsonOf(key, menu) } : {}) };
      let result = await this.runInLane(place.lane, task);
      if (result.kind === 'need_menu') result = await this.runInLane(place.lane, { ...task, menu: this.menus.jsonOf(key, menu) });
      if (result.kind === 'answer') return result.response;
      throw new ModelFailure('unexpected', `El motor offline falló: ${result.kind === 'error' ? result.message : 'sin menú'}`);
    } finally {
      place.release();
    }
  }

  /** Stops the workers (the server's shutdown). */
  async close(): Promise<void> {
    const lanes = this.lanes;
    this.lanes = null;
    await Promise.all((lanes ?? []).map((lane) => lane.destroy()));
  }

  /**
   * A task in a lane. Calls queued in a thread behind one that is stopped (at its budget, or a
   * queued call stopped after waiting too long) go down with that thread: each is run again on
   * the lane's new thread (the engine has no side effects), with a budget of its own. A thread
   * holds `callsPerThread` calls, so a call goes down with at most that many before its own turn.
   */
  private async runInLane(lane: number, task: EngineTask): Promise<EngineResult> {
    for (let attempt = 0; ; attempt++) {
      const stopsBefore = this.stops[lane]!;
      try {
        return await this.run(lane, task);
      } catch (err) {
        const withNeighbour = err instanceof ModelFailure && err.kind === 'unexpected' && this.stops[lane] !== stopsBefore;
        if (!withNeighbour || attempt >= this.callsPerThread) throw err;
      }
    }
  }

  /**
   * One task in a worker, stopped (and the worker replaced) once it has run `budgetMs`. The
   * clock starts when the worker picks the task up (it marks the start in `starts`), so a
   * worker still starting (after another was stopped) costs no call its budget; that wait is
   * bounded by `maxWaitMs`. One timer per call looks at the mark when the budget or the wait
   * could be over, and again until the call ends or is stopped.
   */
  private async run(lane: number, task: EngineTask): Promise<EngineResult> {
    const stop = new AbortController();
    const seq = (this.seq = nextSeq(this.seq));
    const queued = performance.now();
    let running = false;
    // Read once seen: its slot is reused 1,024 calls later, which a long call under load can outlive.
    let start: TaskStart | null = null;
    const check = () => {
      start ??= this.starts.read(seq);
      if (!start) {
        const waited = performance.now() - queued;
        if (waited >= this.maxWaitMs) {
          this.stops[lane]!++;
          return stop.abort();
        }
        timer = setTimeout(check, Math.min(this.budgetMs, this.maxWaitMs - waited));
        return;
      }
      running = true;
      // Stop the call once it has had its CPU budget (or, without a CPU reading, its time), else look again when it could have.
      const cpuNs = start.tid !== null && start.cpuNs !== null ? threadCpuNs(start.tid) : null;
      const ranMs = sharedNow() - start.at;
      const leftMs = cpuNs === null ? this.budgetMs - ranMs : this.budgetMs - (cpuNs - start.cpuNs!) / 1e6;
      if (leftMs <= 0 || ranMs >= this.budgetWallMs) {
        this.stops[lane]!++;
        return stop.abort();
      }
      timer = setTimeout(check, Math.max(10, leftMs));
    };
    let timer = setTimeout(check, Math.min(this.budgetMs, this.maxWaitMs));
    try {
      this.lanes ??= this.makeLanes();
      this.sent.calls++;
      if (task.menu !== undefined) this.sent.menus++;
      this.posted[lane]!.push(seq);
      return await this.lanes[lane]!.run({ ...task, seq }, { signal: stop.signal });
    } catch (err) {
      if (stop.signal.aborted) throw running ? overBudget(this.budgetMs) : waitedTooLong(this.maxWaitMs);
      throw new ModelFailure('unexpected', `El motor offline falló: ${err instanceof Error ? err.message : String(err)}`, null, {
        cause: err,
      });
    } finally {
      clearTimeout(timer);
      const posted = this.posted[lane]!;
      const at = posted.indexOf(seq);
      if (at >= 0) posted.splice(at, 1);
    }
  }
}

const waitedTooLong = (ms: number) =>
  new ModelFailure('busy', `El asistente está saturado: el mensaje esperó más de ${Math.round(ms / 1000)} s`);
