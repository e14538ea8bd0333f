import { describe, expect, it } from 'vitest';
import { nextSeq, TASK_START_SLOTS, TaskStarts } from './task-starts.js';

describe('TaskStarts', () => {
  it('tells a call its start as the worker marked it, in the same shared memory, and nothing before', () => {
    const pool = new TaskStarts();
    const worker = new TaskStarts(pool.buffer);
    expect(pool.read(7)).toBeNull();
    worker.mark(7, { tid: 4242, cpuNs: 1.5e9, at: 1_700_000_000_123.25 });
    expect(pool.read(7)).toEqual({ tid: 4242, cpuNs: 1.5e9, at: 1_700_000_000_123.25 });
    worker.mark(8, { tid: null, cpuNs: null, at: 5 });
    expect(pool.read(8)).toEqual({ tid: null, cpuNs: null, at: 5 });
  });

  it("never takes another call's mark in a reused slot for its own", () => {
    const starts = new TaskStarts();
    starts.mark(3, { tid: 1, cpuNs: 1, at: 1 });
    expect(starts.read(3 + TASK_START_SLOTS)).toBeNull();
    starts.mark(3 + TASK_START_SLOTS, { tid: 2, cpuNs: 2, at: 2 });
    expect(starts.read(3)).toBeNull();
    expect(starts.read(3 + TASK_START_SLOTS)).toMatchObject({ tid: 2 });
  });

  it('numbers calls with positive 32-bit integers, wrapping to 1', () => {
    expect(nextSeq(0)).toBe(1);
    expect(nextSeq(41)).toBe(42);
    expect(nextSeq(0x7fff_0000)).toBe(1);
  });
});
