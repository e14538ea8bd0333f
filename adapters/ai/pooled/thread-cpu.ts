import { readFileSync, readlinkSync } from 'node:fs';

/** Nanoseconds a thread of this process has run on a CPU (Linux schedstat), or null where the kernel does not say. */
export function threadCpuNs(tid: number | 'self' = 'self'): number | null {
  try {
    const path = tid === 'self' ? '/proc/thread-self/schedstat' : `/proc/self/task/${tid}/schedstat`;
    const ns = Number(readFileSync(path, 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? ns : null;
  } catch {
    return null;
  }
}

/** The calling thread's id in /proc/self/task (Linux), or null elsewhere. */
export function threadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isInteger(tid) ? tid : null;
  } catch {
    return null;
  }
}
