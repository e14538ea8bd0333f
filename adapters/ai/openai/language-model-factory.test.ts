import { describe, expect, it } from 'vitest';
import type { LanguageModel } from '../../../core/assistant/language-model.js';
import { OfflineLanguageModel } from '../offline/offline-language-model.js';
import { createLanguageModelFactory, type OpenAiEnvSettings } from './language-model-factory.js';
import type { OpenAiLanguageModelOptions } from './openai-language-model.js';
import { OpenAiLanguageModel } from './openai-language-model.js';
import { memoryConfigService } from './testing/memory-config.js';

function setup(env: OpenAiEnvSettings = {}) {
  const { config } = memoryConfigService();
  const offline = new OfflineLanguageModel();
  const built: OpenAiLanguageModelOptions[] = [];
  const models = createLanguageModelFactory({
    config,
    env,
    offline,
    createOpenAi: (options) => {
      built.push(options);
      return {
        complete: async () => ({ content: options.apiKey, toolCalls: [], usage: { inputTokens: 0, outputTokens: 0 }, model: 'gpt-4o' }),
      } satisfies LanguageModel;
    },
  });
  return { config, offline, built, models };
}

describe('createLanguageModelFactory', () => {
  it('answers offline when no key is set anywhere', async () => {
    const s = setup();
    expect(await s.models('r1')).toEqual({ model: s.offline, mode: 'offline' });
    expect(s.built).toEqual([]);
  });

  it("uses the restaurant's key over the platform's over the environment's", async () => {
    const s = setup({ apiKey: 'sk-env', baseURL: 'http://127.0.0.1:9/v1', timeoutMs: 5000 });
    expect((await s.models('r1')).mode).toBe('openai');
    expect(s.built.at(-1)).toEqual({ apiKey: 'sk-env', organization: null, baseURL: 'http://127.0.0.1:9/v1', timeoutMs: 5000 });

    await s.config.write(null, 'openai_config', { apiKey: 'sk-platform', organization: 'org-platform' });
    await s.models('r1');
    expect(s.built.at(-1)).toMatchObject({ apiKey: 'sk-platform', organization: 'org-platform' });

    await s.config.write('r1', 'openai_config', { apiKey: 'sk-r1' });
    await s.models('r1');
    expect(s.built.at(-1)).toMatchObject({ apiKey: 'sk-r1', organization: null });
    // Another restaurant still runs on the platform key.
    const other = await s.models('r2');
    expect(await other.model.complete({} as never)).toMatchObject({ content: 'sk-platform' });
  });

  it('reuses one client per key', async () => {
    const s = setup({ apiKey: 'sk-env' });
    const a = await s.models('r1');
    const b = await s.models('r2');
    expect(a.model).toBe(b.model);
    expect(s.built).toHaveLength(1);
  });

  it('builds the real SDK adapter by default', async () => {
    const { config } = memoryConfigService();
    const models = createLanguageModelFactory({ config, env: { apiKey: 'sk-env' }, offline: new OfflineLanguageModel() });
    expect((await models('r1')).model).toBeInstanceOf(OpenAiLanguageModel);
  });
});
