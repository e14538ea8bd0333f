import type { TokenUsage } from './language-model.js';

/** Why a model call gave no answer; the adapters map their provider's errors onto these. */
export type ModelFailureKind =
  | 'timeout'
  | 'rate_limited'
  | 'provider_error'
  | 'invalid_key'
  | 'malformed'
  | 'connection'
  | 'unexpected'
  /** The model kept calling tools past MAX_MODEL_CALLS rounds without answering. */
  | 'tool_loop'
  /** The model answered with internal text (JSON, an error, a validation rule): the customer got a fallback. */
  | 'leaked_text'
  /** The message was over the input bound or its work over the time budget (work-bound.ts): a polite reply asks for shorter parts. */
  | 'over_budget'
  | (string & {});

/**
 * A model/provider failure: the only kind of error the assistant turns into a polite reply.
 * Anything else (a storage error) propagates, so the inbox retries the message.
 */
export class ModelFailure extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    /** Spanish, for the operator. */
    message: string,
    /** Tokens the provider reported spending before failing, where known. */
    public usage: TokenUsage | null = null,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'ModelFailure';
  }

  withUsage(usage: TokenUsage | null): this {
    this.usage = usage;
    return this;
  }
}

/** Errors thrown by a LanguageModel that is not an adapter of ours (or a bug in one) still count as model failures. */
export const asModelFailure = (err: unknown): ModelFailure =>
  err instanceof ModelFailure
    ? err
    : new ModelFailure('unexpected', `El modelo falló: ${err instanceof Error ? err.message : String(err)}`, null, { cause: err });
