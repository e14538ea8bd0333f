import OpenAI from 'openai';
import type { LanguageModel, ModelRequest, ModelResponse } from '../../../core/assistant/language-model.js';
import { OpenAiError, toOpenAiError } from './openai-error.js';
import { fromOpenAiToolCalls, toOpenAiMessages, toOpenAiTools } from './openai-mapping.js';

export interface OpenAiLanguageModelOptions {
  apiKey: string;
  organization?: string | null;
  /** OpenAI's by default; tests point it at a local fake. */
  baseURL?: string | null;
  /**
   * For the whole call, retries and their waits included (COMANDA_MODEL_TIMEOUT_MS). A customer
   * waits on WhatsApp meanwhile, so better a polite fallback than a long silence.
   */
  timeoutMs?: number;
  /** Extra attempts after a 429 (not an empty balance), a 5xx or a dropped connection. */
  maxRetries?: number;
  /** First backoff when the provider does not say how long to wait; doubles per retry. */
  retryBaseMs?: number;
  /** Caps each answer's length, and so its cost (the panel shows 500). */
  maxTokens?: number;
  /** Where to report recoverable oddities, such as unreadable tool arguments. */
  onWarning?: (message: string) => void;
}

export const DEFAULT_OPENAI_TIMEOUT_MS = 20_000;
const DEFAULT_OPENAI_MAX_RETRIES = 2;
const DEFAULT_RETRY_BASE_MS = 500;
/** Below this much time left, another attempt could not finish: give up instead. */
const MIN_ATTEMPT_MS = 250;
const DEFAULT_MAX_TOKENS = 500;

/** The LanguageModel port over OpenAI chat completions with function calling. */
export class OpenAiLanguageModel implements LanguageModel {
  private readonly client: OpenAI;
  private readonly maxTokens: number;
  private readonly warn: (message: string) => void;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;

  constructor(options: OpenAiLanguageModelOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      // Explicit nulls: otherwise the SDK would pick OPENAI_ORG_ID / OPENAI_PROJECT_ID up from the environment.
      organization: options.organization || null,
      project: null,
      baseURL: options.baseURL || 'https://api.openai.com/v1',
      timeout: options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS,
      // Retries are ours: the SDK's waits cannot be cut short by the call's deadline.
      maxRetries: 0,
    });
    this.timeoutMs = options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_OPENAI_MAX_RETRIES;
    this.retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.warn = options.onWarning ?? ((message) => console.warn(`[openai] ${message}`));
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const completion = await this.withRetries(request.model, (timeout) =>
      this.client.chat.completions.create(
        {
          model: request.model,
          temperature: request.temperature,
          max_tokens: this.maxTokens,
          messages: toOpenAiMessages(request.messages),
          ...(request.tools.length > 0 ? { tools: toOpenAiTools(request.tools), tool_choice: 'auto' as const } : {}),
        },
        { timeout },
      ),
    );
    if (!Array.isArray(completion?.choices) || !completion.choices[0]?.message) {
      const usage = completion?.usage;
      throw new OpenAiError(
        'malformed',
        'OpenAI envió una respuesta sin mensaje',
        null,
        JSON.stringify(completion ?? null).slice(0, 500),
        null,
      ).withUsage(usage ? { inputTokens: usage.prompt_tokens ?? 0, outputTokens: usage.completion_tokens ?? 0 } : null);
    }
    const message = completion.choices[0]?.message;
    const { calls, notes } = fromOpenAiToolCalls(message?.tool_calls);
    for (const note of notes) this.warn(note);
    return {
      content: message?.content ?? null,
      toolCalls: calls,
      usage: { inputTokens: completion.usage?.prompt_tokens ?? 0, outputTokens: completion.usage?.completion_tokens ?? 0 },
      model: completion.model || request.model,
    };
  }

  /** Bounded retries with backoff (the provider's retry-after when it gives one), all within one deadline. */
  private async withRetries<T>(model: string, attempt: (timeoutMs: number) => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.timeoutMs;
    for (let retry = 0; ; retry++) {
      const left = deadline - Date.now();
      try {
        return await attempt(Math.max(1, left));
      } catch (err) {
        const failure = toOpenAiError(err, model);
        const wait = failure.retryAfterMs ?? this.retryBaseMs * 2 ** retry;
        const canRetry = failure.retryable && retry < this.maxRetries && deadline - Date.now() - wait >= MIN_ATTEMPT_MS;
        if (!canRetry) throw failure;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
}
