import type { LanguageModel } from '../../../core/assistant/language-model.js';
import { type LanguageModelFactory, type ModelPicker, selectOpenAiCredentials } from '../../../core/assistant/model-selector.js';
import type { ConfigService } from '../../../core/config/config-service.js';
import { OpenAiLanguageModel, type OpenAiLanguageModelOptions } from './openai-language-model.js';

export interface OpenAiEnvSettings {
  /** OPENAI_API_KEY: the platform-wide key of last resort. */
  apiKey?: string | null;
  /** OPENAI_BASE_URL: OpenAI's when unset. */
  baseURL?: string | null;
  timeoutMs?: number;
  maxRetries?: number;
}

export interface LanguageModelFactoryDeps {
  config: Pick<ConfigService, 'resolve'>;
  env: OpenAiEnvSettings;
  offline: LanguageModel;
  /** Tests swap the client class; production uses the real SDK adapter. */
  createOpenAi?: (options: OpenAiLanguageModelOptions) => LanguageModel;
}

/** Enough for every restaurant of a deployment; beyond it the oldest client is rebuilt on next use. */
const MAX_CACHED_CLIENTS = 500;

/**
 * Picks, per restaurant and per call, OpenAI with the right key or the offline engine.
 * Clients are kept per key so their HTTP connections are reused across messages.
 */
export function createLanguageModelFactory(deps: LanguageModelFactoryDeps): LanguageModelFactory {
  const pick = createModelPicker(deps);
  return async (restaurantId) => {
    const [restaurant, platform] = await Promise.all([
      deps.config.resolve(restaurantId, 'openai_config'),
      deps.config.resolve(null, 'openai_config'),
    ]);
    return pick({ restaurant, platform });
  };
}

/** The same choice from openai_config values already read; shares nothing with other pickers. */
export function createModelPicker(deps: Omit<LanguageModelFactoryDeps, 'config'>): ModelPicker {
  const clients = new Map<string, LanguageModel>();
  const make = deps.createOpenAi ?? ((options) => new OpenAiLanguageModel(options));

  return ({ restaurant, platform }) => {
    const credentials = selectOpenAiCredentials({ restaurant, platform, envApiKey: deps.env.apiKey });
    if (!credentials) return { model: deps.offline, mode: 'offline' };
    const cacheKey = `${credentials.apiKey}\u0000${credentials.organization ?? ''}`;
    let model = clients.get(cacheKey);
    if (!model) {
      model = make({
        apiKey: credentials.apiKey,
        organization: credentials.organization,
        baseURL: deps.env.baseURL ?? null,
        ...(deps.env.timeoutMs !== undefined ? { timeoutMs: deps.env.timeoutMs } : {}),
        ...(deps.env.maxRetries !== undefined ? { maxRetries: deps.env.maxRetries } : {}),
      });
      if (clients.size >= MAX_CACHED_CLIENTS) clients.delete(clients.keys().next().value!);
      clients.set(cacheKey, model);
    }
    return { model, mode: 'openai' };
  };
}
