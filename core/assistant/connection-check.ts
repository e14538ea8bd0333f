import type { AssistantContext, LanguageModel, ModelRequest } from './language-model.js';
import type { AssistantMode, LanguageModelFactory } from './model-selector.js';
import { DEFAULT_AI_CONFIG } from '../config/config.js';
import type { Clock } from '../shared/clock.js';
import type { AiUsageRepository } from '../ai-usage/ai-usage.js';
import { aiCost } from '../ai-usage/cost.js';
import { pricingFor } from '../ai-usage/pricing.js';

export const OFFLINE_CONNECTION_MESSAGE =
  'Funcionando sin conexión: el asistente usa el motor local en español (sin costo). Agrega una API key de OpenAI para usar GPT.';
const CONNECTION_TEST_REQUEST_TYPE = 'connection_test';
const GENERIC_FAILURE = 'No se pudo comunicar con OpenAI';

export interface ConnectionCheckResult {
  success: boolean;
  message: string;
  mode: AssistantMode;
  model: string;
  elapsedMs: number;
}

export interface ConnectionCheckDeps {
  models: LanguageModelFactory;
  usage: AiUsageRepository;
  clock: Clock;
  /** The restaurant's chosen model and its stored `ai_pricing` value. */
  settings(restaurantId: string): Promise<{ model: string; storedPricing: unknown }>;
}

const EMPTY_CONTEXT: AssistantContext = {
  restaurant: { name: '', description: null, address: null, phone: null, hours: null, delivery: null, payment: null, promotions: null },
  menu: [],
  cart: { lines: [], deliveryAddress: null, customerName: null },
  personality: DEFAULT_AI_CONFIG.personality,
  memory: null,
};

/**
 * Errors raised on purpose (provider and domain errors carry a `kind`) have Spanish
 * messages meant for people; anything else is a bug whose text must not reach the panel.
 */
const reasonOf = (err: unknown) =>
  err instanceof Error && 'kind' in err && typeof err.kind === 'string' && err.message ? err.message : GENERIC_FAILURE;

/**
 * The panel's "probar conexión": one tiny real completion with the key the assistant
 * would use, billed and recorded like any other call so the costs screen stays truthful.
 */
export async function checkAiConnection(deps: ConnectionCheckDeps, restaurantId: string): Promise<ConnectionCheckResult> {
  const { model, mode } = await deps.models(restaurantId);
  if (mode === 'offline') return { success: true, message: OFFLINE_CONNECTION_MESSAGE, mode, model: 'offline', elapsedMs: 0 };
  const settings = await deps.settings(restaurantId);

  const request: ModelRequest = {
    model: settings.model,
    temperature: 0,
    messages: [
      { role: 'system', content: 'Prueba de conexión. Responde solamente: ok' },
      { role: 'user', content: 'ping' },
    ],
    tools: [],
    context: EMPTY_CONTEXT,
  };
  const started = deps.clock.now().getTime();
  try {
    const response = await model.complete(request);
    const elapsedMs = deps.clock.now().getTime() - started;
    const answered = response.model || settings.model;
    const { inputTokens, outputTokens } = response.usage;
    await deps.usage.record({
      restaurantId,
      model: answered,
      requestType: CONNECTION_TEST_REQUEST_TYPE,
      inputTokens,
      outputTokens,
      totalTokens: inputTokens + outputTokens,
      ...aiCost(response.usage, pricingFor(answered, settings.storedPricing)),
      createdAt: deps.clock.now(),
    });
    return { success: true, message: `Conexión exitosa con OpenAI (${settings.model})`, mode, model: answered, elapsedMs };
  } catch (err) {
    return { success: false, message: reasonOf(err), mode, model: settings.model, elapsedMs: deps.clock.now().getTime() - started };
  }
}

/**
 * Tries a key before it is saved: one tiny completion with `model` (the caller builds it
 * with the candidate key). The answer is not recorded as usage: the key is not yet the
 * restaurant's, and a refused key costs nothing.
 */
export async function testCandidateKey(model: LanguageModel, modelName: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await model.complete({
      model: modelName,
      temperature: 0,
      messages: [
        { role: 'system', content: 'Prueba de conexión. Responde solamente: ok' },
        { role: 'user', content: 'ping' },
      ],
      tools: [],
      context: EMPTY_CONTEXT,
    });
    return { ok: true };
  } catch (err) {
    return { ok: false, message: reasonOf(err) };
  }
}
