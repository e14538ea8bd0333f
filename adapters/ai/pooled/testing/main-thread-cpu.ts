import { performance } from 'node:perf_hooks';
import { threadCpuNs } from '../thread-cpu.js';

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
