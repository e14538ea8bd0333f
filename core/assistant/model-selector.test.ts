import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectOpenAiCredentials } from './model-selector.js';

const key = fc.oneof(fc.constant(''), fc.constant('   '), fc.constant('••••1234'), fc.stringMatching(/^sk-[a-z0-9]{4,12}$/));
const usable = (k: string) => (k.trim() && !k.startsWith('••••') ? k.trim() : null);

describe('selectOpenAiCredentials', () => {
  it("prefers the restaurant's key, then the platform's, then the environment's", () => {
    expect(
      selectOpenAiCredentials({
        restaurant: { apiKey: 'sk-rest', organization: 'org-r' },
        platform: { apiKey: 'sk-plat', organization: 'org-p' },
        envApiKey: 'sk-env',
      }),
    ).toEqual({ apiKey: 'sk-rest', organization: 'org-r', source: 'restaurant' });
    expect(
      selectOpenAiCredentials({
        restaurant: { apiKey: 'sk-plat', organization: 'org-p' },
        platform: { apiKey: 'sk-plat', organization: 'org-p' },
        envApiKey: 'sk-env',
      }),
    ).toEqual({ apiKey: 'sk-plat', organization: 'org-p', source: 'platform' });
    expect(selectOpenAiCredentials({ restaurant: { apiKey: '' }, platform: {}, envApiKey: ' sk-env ' })).toEqual({
      apiKey: 'sk-env',
      organization: null,
      source: 'env',
    });
    expect(selectOpenAiCredentials({ restaurant: { apiKey: '' }, platform: { apiKey: '  ' }, envApiKey: undefined })).toBeNull();
  });

  it("never sends the platform's organization with the restaurant's key", () => {
    expect(
      selectOpenAiCredentials({
        restaurant: { apiKey: 'sk-rest', organization: 'org-p' },
        platform: { apiKey: 'sk-plat', organization: 'org-p' },
      }),
    ).toEqual({ apiKey: 'sk-rest', organization: null, source: 'restaurant' });
  });

  it('picks the first usable key in priority order, or none (offline)', () => {
    fc.assert(
      fc.property(key, key, key, (own, platform, env) => {
        // The effective restaurant value has the platform's underneath, as ConfigService.resolve merges it.
        const effective = usable(own) ? own : platform;
        const chosen = selectOpenAiCredentials({ restaurant: { apiKey: effective }, platform: { apiKey: platform }, envApiKey: env });
        const expected = usable(own) ?? usable(platform) ?? usable(env);
        expect(chosen?.apiKey ?? null).toBe(expected);
        if (chosen) expect(chosen.apiKey).not.toMatch(/^\s|\s$|^••••/);
      }),
    );
  });
});
