import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Nanoseconds this thread has run on a CPU (Linux schedstat), or null where the kernel does not say. */
function threadCpuNs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/**
 * The CPU time the calling thread spends while `work` runs, in ms: the event loop's own work,
 * not the worker threads' (process.cpuUsage counts every thread) nor time lost to other
 * processes on a busy machine. Where schedstat is missing, the event loop's active time.
 */
export async function mainThreadMs<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const cpu = threadCpuNs();
  if (cpu !== null) {
    const value = await work();
    return { ms: (threadCpuNs()! - cpu) / 1e6, value };
  }
  const before = performance.eventLoopUtilization();
  const value = await work();
  return { ms: performance.eventLoopUtilization(before).active, value };
}
