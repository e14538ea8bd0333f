import { isMasked } from '../config/config-service.js';
import type { OpenAiSettingsView } from '../config/config.js';
import type { LanguageModel } from './language-model.js';

export type AssistantMode = 'openai' | 'offline';

/** Which model answers a restaurant's customers right now: chosen per message, so a key saved in the panel applies at once. */
export type LanguageModelFactory = (restaurantId: string) => Promise<{ model: LanguageModel; mode: AssistantMode }>;

/** The same choice from settings already loaded (the reply path reads them once per message). */
export type ModelPicker = (sources: Pick<CredentialSources, 'restaurant' | 'platform'>) => { model: LanguageModel; mode: AssistantMode };

export type KeySource = 'restaurant' | 'platform' | 'env';

export interface OpenAiCredentials {
  apiKey: string;
  /** Sent only with the key it belongs to: another account's organization makes OpenAI reject the key. */
  organization: string | null;
  source: KeySource;
}

export interface CredentialSources {
  /** The restaurant's effective openai_config (its own fields over the platform's). */
  restaurant: OpenAiSettingsView;
  /** The platform-wide openai_config alone. */
  platform: OpenAiSettingsView;
  /** OPENAI_API_KEY from the environment. */
  envApiKey?: string | null;
}

/** Blank and masked values are "not set": a masked key is what the panel shows, never a usable secret. */
const usable = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && !isMasked(trimmed) ? trimmed : null;
};

/**
 * The OpenAI key to use: the restaurant's own wins, then the administrator's platform
 * key, then the environment's; null means the offline engine answers.
 */
export function selectOpenAiCredentials(sources: CredentialSources): OpenAiCredentials | null {
  const effectiveKey = usable(sources.restaurant.apiKey);
  const platformKey = usable(sources.platform.apiKey);
  const platformOrg = usable(sources.platform.organization);
  if (effectiveKey && effectiveKey !== platformKey) {
    // The effective organization may be the platform's, inherited underneath: only one the restaurant set differs from it.
    const org = usable(sources.restaurant.organization);
    return { apiKey: effectiveKey, organization: org && org !== platformOrg ? org : null, source: 'restaurant' };
  }
  if (platformKey) return { apiKey: platformKey, organization: platformOrg, source: 'platform' };
  const envKey = usable(sources.envApiKey);
  return envKey ? { apiKey: envKey, organization: null, source: 'env' } : null;
}
