import { describe, expect, it } from 'vitest';
import { ScriptedModel } from './testing/assistant-fixture.js';
import { InMemoryAiUsageRepository } from '../ai-usage/testing/in-memory-ai-usage-repository.js';
import type { LanguageModel } from './language-model.js';
import { DomainError } from '../shared/errors.js';
import { checkAiConnection, OFFLINE_CONNECTION_MESSAGE } from './connection-check.js';

function deps(model: LanguageModel, mode: 'openai' | 'offline' = 'openai') {
  let t = 0;
  const usage = new InMemoryAiUsageRepository();
  return {
    usage,
    deps: {
      models: async () => ({ model, mode }),
      usage,
      clock: { now: () => new Date(Date.UTC(2025, 0, 1) + (t += 40)) },
      settings: async () => ({ model: 'gpt-3.5-turbo', storedPricing: null }),
    },
  };
}

describe('checkAiConnection', () => {
  it('does not call anything offline', async () => {
    const model = new ScriptedModel([]);
    const { deps: d, usage } = deps(model, 'offline');
    expect(await checkAiConnection(d, 'r1')).toEqual({
      success: true,
      message: OFFLINE_CONNECTION_MESSAGE,
      mode: 'offline',
      model: 'offline',
      elapsedMs: 0,
    });
    expect(model.requests).toEqual([]);
    expect(usage.records).toEqual([]);
  });

  it('asks the chosen model for a tiny answer, without tools, and records it', async () => {
    const model = new ScriptedModel([{ content: 'ok', model: 'gpt-3.5-turbo-0125', usage: { inputTokens: 15, outputTokens: 1 } }]);
    const { deps: d, usage } = deps(model);
    expect(await checkAiConnection(d, 'r1')).toEqual({
      success: true,
      message: 'Conexión exitosa con OpenAI (gpt-3.5-turbo)',
      mode: 'openai',
      model: 'gpt-3.5-turbo-0125',
      elapsedMs: 40,
    });
    expect(model.requests[0]).toMatchObject({ model: 'gpt-3.5-turbo', tools: [] });
    expect(usage.records).toEqual([expect.objectContaining({ requestType: 'connection_test', totalTokens: 16, restaurantId: 'r1' })]);
    expect(usage.records[0]!.baseCostUSD).toBeGreaterThan(0);
  });

  it('shows purposeful errors as they are and hides unexpected ones', async () => {
    const purposeful = new ScriptedModel([Object.assign(new Error('La clave de OpenAI no es válida'), { kind: 'invalid_key' })]);
    expect(await checkAiConnection(deps(purposeful).deps, 'r1')).toMatchObject({
      success: false,
      message: 'La clave de OpenAI no es válida',
      model: 'gpt-3.5-turbo',
    });
    const domain = new ScriptedModel([new DomainError('forbidden', 'Sin acceso')]);
    expect((await checkAiConnection(deps(domain).deps, 'r1')).message).toBe('Sin acceso');
    const bug = new ScriptedModel([new TypeError("Cannot read properties of undefined (reading 'x')")]);
    expect(await checkAiConnection(deps(bug).deps, 'r1')).toMatchObject({ success: false, message: 'No se pudo comunicar con OpenAI' });
  });
});
