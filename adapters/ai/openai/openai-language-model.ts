import OpenAI from 'openai';
import type { LanguageModel, ModelRequest, ModelResponse } from '../../../core/assistant/language-model.js';
import { toOpenAiError } from './openai-error.js';
import { fromOpenAiToolCalls, toOpenAiMessages, toOpenAiTools } from './openai-mapping.js';

export interface OpenAiLanguageModelOptions {
  apiKey: string;
  organization?: string | null;
  /** OpenAI's by default; tests point it at a local fake. */
  baseURL?: string | null;
  /** Per attempt. A customer waits on WhatsApp meanwhile, so better a polite fallback than a long silence. */
  timeoutMs?: number;
  maxRetries?: number;
  /** Caps each answer's length, and so its cost (the panel shows 500). */
  maxTokens?: number;
  /** Where to report recoverable oddities, such as unreadable tool arguments. */
  onWarning?: (message: string) => void;
}

export const DEFAULT_OPENAI_TIMEOUT_MS = 20_000;
export const DEFAULT_OPENAI_MAX_RETRIES = 1;
export const DEFAULT_MAX_TOKENS = 500;

/** The LanguageModel port over OpenAI chat completions with function calling. */
export class OpenAiLanguageModel implements LanguageModel {
  private readonly client: OpenAI;
  private readonly maxTokens: number;
  private readonly warn: (message: string) => void;

  constructor(options: OpenAiLanguageModelOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      // Explicit nulls: otherwise the SDK would pick OPENAI_ORG_ID / OPENAI_PROJECT_ID up from the environment.
      organization: options.organization || null,
      project: null,
      baseURL: options.baseURL || 'https://api.openai.com/v1',
      timeout: options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS,
      maxRetries: options.maxRetries ?? DEFAULT_OPENAI_MAX_RETRIES,
    });
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.warn = options.onWarning ?? ((message) => console.warn(`[openai] ${message}`));
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create({
        model: request.model,
        temperature: request.temperature,
        max_tokens: this.maxTokens,
        messages: toOpenAiMessages(request.messages),
        ...(request.tools.length > 0 ? { tools: toOpenAiTools(request.tools), tool_choice: 'auto' as const } : {}),
      });
    } catch (err) {
      throw toOpenAiError(err, request.model);
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
}
