import { describe, expect, it } from 'vitest';
import type { LanguageModel, ModelRequest } from './language-model.js';
import { ModelFailure } from './model-failure.js';
import { refuseRejectedOpenAiKey } from './openai-key-check.js';

/** A provider that accepts one key and tells which model each try used. */
function setup(validKey: string) {
  const tries: Array<{ apiKey: string; organization: string | null; model: string }> = [];
  const deps = {
    config: { resolve: async <T>(restaurantId: string | null) => ({ model: restaurantId ? 'gpt-4o-mini' : undefined }) as T },
    openAiKeyModel: (apiKey: string, organization: string | null): LanguageModel => ({
      async complete(request: ModelRequest) {
        tries.push({ apiKey, organization, model: request.model });
        if (apiKey !== validKey) throw new ModelFailure('invalid_key', 'La clave de OpenAI no es válida');
        return { content: 'ok' } as Awaited<ReturnType<LanguageModel['complete']>>;
      },
    }),
  };
  return { tries, deps };
}

describe('trying an OpenAI key before it is stored', () => {
  it('accepts a key the provider answers with, trying the restaurant’s model', async () => {
    const { tries, deps } = setup('sk-buena');
    await refuseRejectedOpenAiKey(deps, 'r1', { apiKey: ' sk-buena ', organization: ' org-1 ' });
    expect(tries).toEqual([{ apiKey: 'sk-buena', organization: 'org-1', model: 'gpt-4o-mini' }]);
  });

  it('refuses a rejected key with the provider’s reason, in Spanish', async () => {
    const { deps } = setup('sk-buena');
    await expect(refuseRejectedOpenAiKey(deps, null, { apiKey: 'sk-mala' })).rejects.toMatchObject({
      kind: 'validation',
      message: 'OpenAI rechazó la clave: La clave de OpenAI no es válida',
      fields: { apiKey: 'La clave de OpenAI no es válida' },
    });
  });

  it('does not try the key already saved (masked) or an empty one', async () => {
    const { tries, deps } = setup('sk-buena');
    await refuseRejectedOpenAiKey(deps, 'r1', { apiKey: '••••mala' });
    await refuseRejectedOpenAiKey(deps, 'r1', { apiKey: '  ' });
    await refuseRejectedOpenAiKey(deps, 'r1', {});
    expect(tries).toEqual([]);
  });
});
