import { OfflineLanguageModel } from '../../adapters/ai/offline/offline-language-model.js';
import { PooledLanguageModel } from '../../adapters/ai/pooled/pooled-language-model.js';
import type { LanguageModel } from '../../core/assistant/language-model.js';
import { workerLimits } from './inbox-worker.js';
import type { Settings } from './settings.js';

/**
 * The offline engine as the server runs it: in a pool of worker threads with a time budget per
 * call, so no customer message can hold the event loop that serves webhooks and the panel.
 * `engineThreads: 0` runs it on the main thread (tests that do not measure this).
 */
export function offlineEngine(settings: Pick<Settings, 'engine' | 'worker'>): { model: LanguageModel; close(): Promise<void> } {
  // The offline engine reads the context's facts, not the system prompt's prose (LanguageModel.reads).
  if (settings.engine?.threads === 0) {
    const offline = new OfflineLanguageModel();
    return { model: { complete: (request) => offline.complete(request), reads: 'facts' }, close: async () => {} };
  }
  // The pool's line holds whatever this process's worker has in flight (one call each), so the
  // worker's own claims never overflow it: a reply waits its turn instead of being refused.
  const { concurrency, perRestaurant } = workerLimits(settings.worker);
  const pooled = new PooledLanguageModel({
    threads: settings.engine?.threads,
    budgetMs: settings.engine?.budgetMs,
    waiting: concurrency,
    perRestaurantWaiting: perRestaurant,
    reads: 'facts',
  });
  return { model: pooled, close: () => pooled.close() };
}
