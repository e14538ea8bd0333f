import type { LanguageModel } from './language-model.js';
import { isMasked, type ConfigService } from '../config/config-service.js';
import { validationError } from '../shared/errors.js';
import { testCandidateKey } from './connection-check.js';

export interface OpenAiKeyCheckDeps {
  config: Pick<ConfigService, 'resolve'>;
  /** A client for a key not yet saved, to try it before storing it. */
  openAiKeyModel: (apiKey: string, organization: string | null) => LanguageModel;
}

/**
 * A new OpenAI key is tried before it is stored: a key the provider rejects is refused
 * with its reason, so the panel never says "guardada" for a key that cannot work. A masked
 * value (the key already saved, shown as ••••) or no key at all is not tried.
 * `restaurantId` null is the platform key, tried with the default model.
 */
export async function refuseRejectedOpenAiKey(
  deps: OpenAiKeyCheckDeps,
  restaurantId: string | null,
  value: Record<string, unknown>,
): Promise<void> {
  const apiKey = typeof value.apiKey === 'string' ? value.apiKey.trim() : '';
  if (!apiKey || isMasked(apiKey)) return;
  const organization = typeof value.organization === 'string' && value.organization.trim() ? value.organization.trim() : null;
  const model = restaurantId ? (await deps.config.resolve(restaurantId, 'ai_config')).model : 'gpt-4o';
  const result = await testCandidateKey(deps.openAiKeyModel(apiKey, organization), model);
  if (!result.ok) throw validationError(`OpenAI rechazó la clave: ${result.message}`, { apiKey: result.message });
}
