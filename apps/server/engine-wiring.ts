import { OfflineLanguageModel } from '../../adapters/ai/offline/offline-language-model.js';
import { PooledLanguageModel } from '../../adapters/ai/pooled/pooled-language-model.js';
import type { LanguageModel } from '../../core/assistant/language-model.js';
import type { Settings } from './settings.js';

/**
 * The offline engine as the server runs it: in a pool of worker threads with a time budget per
 * call, so no customer message can hold the event loop that serves webhooks and the panel.
 * `engineThreads: 0` runs it on the main thread (tests that do not measure this).
 */
export function offlineEngine(settings: Pick<Settings, 'engine'>): { model: LanguageModel; close(): Promise<void> } {
  if (settings.engine?.threads === 0) return { model: new OfflineLanguageModel(), close: async () => {} };
  const pooled = new PooledLanguageModel({ threads: settings.engine?.threads, budgetMs: settings.engine?.budgetMs });
  return { model: pooled, close: () => pooled.close() };
}
