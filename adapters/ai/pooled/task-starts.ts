/**
 * When each engine call started in its worker, in memory shared with the workers: the worker
 * writes its thread id, its CPU time and the time at the start of a call; the main thread
 * reads them when it checks the call's budget. Nothing is posted per call (a MessagePort per
 * call cost the event loop a channel, a transfer and one more message to dispatch).
 *
 * A call owns slot `seq % SLOTS` and writes `seq` last; a reader trusts the slot only when it
 * holds its own `seq`, so a worker being stopped that writes late into a slot reused since
 * (after `SLOTS` more calls) is never taken for the current call.
 */
export const TASK_START_SLOTS = 1024;

/** Per slot: the call's seq (Int32), then thread id, CPU ns and start time (ms since the epoch) as Float64. */
const FIELDS = 3;

export interface TaskStart {
  tid: number | null;
  cpuNs: number | null;
  /** performance.timeOrigin + performance.now() when the call started: the same clock in every thread. */
  at: number;
}

export class TaskStarts {
  private readonly seqs: Int32Array;
  private readonly fields: Float64Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(TASK_START_SLOTS * (4 + 8 * FIELDS))) {
    this.seqs = new Int32Array(buffer, 0, TASK_START_SLOTS);
    this.fields = new Float64Array(buffer, TASK_START_SLOTS * 4, TASK_START_SLOTS * FIELDS);
  }

  /** In the worker, as a call starts. */
  mark(seq: number, start: TaskStart): void {
    const at = (seq % TASK_START_SLOTS) * FIELDS;
    this.fields[at] = start.tid ?? Number.NaN;
    this.fields[at + 1] = start.cpuNs ?? Number.NaN;
    this.fields[at + 2] = start.at;
    // Last, and atomically: a reader that sees the seq sees the fields written before it.
    Atomics.store(this.seqs, seq % TASK_START_SLOTS, seq);
  }

  /** On the main thread: the call's start, or null while it has not started. */
  read(seq: number): TaskStart | null {
    if (Atomics.load(this.seqs, seq % TASK_START_SLOTS) !== seq) return null;
    const at = (seq % TASK_START_SLOTS) * FIELDS;
    const [tid, cpuNs, startedAt] = [this.fields[at]!, this.fields[at + 1]!, this.fields[at + 2]!];
    return { tid: Number.isNaN(tid) ? null : tid, cpuNs: Number.isNaN(cpuNs) ? null : cpuNs, at: startedAt };
  }
}

/** Now, on a clock every thread of the process shares (ms since the epoch, sub-millisecond). */
export const sharedNow = () => performance.timeOrigin + performance.now();

/** Call numbers for the slots: positive Int32s, wrapping long after a slot's reuse. */
export const nextSeq = (seq: number) => (seq >= 0x7fff_0000 ? 1 : seq + 1);
