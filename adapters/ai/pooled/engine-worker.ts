import { workerData } from 'node:worker_threads';
import type { LanguageModel, ModelRequest, ModelResponse } from '../../../core/assistant/language-model.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { sharedNow, TaskStarts } from './task-starts.js';
import { threadCpuNs, threadId } from './thread-cpu.js';

/** What the main thread sends: the request without its menu, which travels only when the worker may not have it. */
export interface EngineTask {
  request: Omit<ModelRequest, 'context'> & { context: Omit<ModelRequest['context'], 'menu'> };
  menuKey: string;
  /** The menu as JSON (MenuKeys.jsonOf), when this worker may not have it yet. */
  menu?: string;
  /**
   * The call's number: its start (thread, CPU time, time) is marked under it in the pool's
   * shared TaskStarts, so the budget counts from then, not from a wait for a worker starting up,
   * and counts the engine's CPU (Linux), not a busy machine's.
   */
  seq?: number;
}

/** What the pool hands every worker when it makes it. */
export interface EngineWorkerData {
  engine: EngineModule;
  starts: SharedArrayBuffer;
}

const tid = threadId();
const starts = new TaskStarts((workerData as EngineWorkerData).starts);

export type EngineResult = { kind: 'answer'; response: ModelResponse } | { kind: 'need_menu' } | { kind: 'error'; message: string };

/** Which engine the worker runs: a module URL and the name of its LanguageModel class (no-argument constructor). */
export interface EngineModule {
  url: string;
  exportName: string;
}

/** Menus kept per worker; the least recently used goes first. */
const MAX_MENUS = 64;
const menus = new Map<string, MenuItem[]>();

/** Loaded before the worker says it is ready (the pool imports this module first), so no call's budget pays for it. */
const engine: LanguageModel = await (async () => {
  const { url, exportName } = (workerData as EngineWorkerData).engine;
  const module = (await import(url)) as Record<string, new () => LanguageModel>;
  return new module[exportName]!();
})();

/** Items as they were before JSON: dates back to dates. */
const revive = (key: string, value: unknown) => (key === 'createdAt' && typeof value === 'string' ? new Date(value) : value);

function menuFor(task: EngineTask): MenuItem[] | null {
  if (task.menu !== undefined) {
    const menu = JSON.parse(task.menu, revive) as MenuItem[];
    menus.delete(task.menuKey);
    menus.set(task.menuKey, menu);
    while (menus.size > MAX_MENUS) menus.delete(menus.keys().next().value!);
    return menu;
  }
  const known = menus.get(task.menuKey);
  if (!known) return null;
  menus.delete(task.menuKey);
  menus.set(task.menuKey, known);
  return known;
}

/** One model call in the worker thread: whatever the engine does, the main thread's event loop keeps serving. */
export default async function run(task: EngineTask): Promise<EngineResult> {
  if (task.seq !== undefined) starts.mark(task.seq, { tid, cpuNs: threadCpuNs(), at: sharedNow() });
  const menu = menuFor(task);
  if (!menu) return { kind: 'need_menu' };
  try {
    const response = await engine.complete({ ...task.request, context: { ...task.request.context, menu } });
    return { kind: 'answer', response };
  } catch (err) {
    return { kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}
