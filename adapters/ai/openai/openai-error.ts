import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { ModelFailure } from '../../../core/assistant/model-failure.js';

export type OpenAiErrorKind =
  | 'timeout'
  | 'invalid_key'
  | 'forbidden'
  | 'model_not_found'
  | 'rate_limited'
  | 'quota_exceeded'
  | 'bad_request'
  | 'provider_error'
  | 'connection'
  | 'malformed'
  | 'unexpected';

/**
 * A failed OpenAI call, with a Spanish message an operator can act on (the connection
 * test shows it as is). The provider's own English text stays in `detail`, for logs.
 */
export class OpenAiError extends ModelFailure {
  constructor(
    override readonly kind: OpenAiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly detail: string | null = null,
    /** How long the provider asked us to wait before trying again (retry-after), when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(kind, message);
    this.name = 'OpenAiError';
  }

  /** Worth trying again as is: throttling (not an empty balance), OpenAI's own errors, a dropped connection. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'connection' || (this.kind === 'provider_error' && (this.status ?? 500) >= 500);
  }
}

/** retry-after-ms (OpenAI's), else retry-after in seconds or as an HTTP date. */
function retryAfterOf(err: unknown): number | null {
  const headers = err instanceof APIError ? err.headers : undefined;
  if (!headers) return null;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers.get('retry-after');
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

const codeOf = (err: APIError) => (typeof err.code === 'string' ? err.code : null);

export function toOpenAiError(err: unknown, model: string): OpenAiError {
  if (err instanceof OpenAiError) return err;
  const detail = err instanceof Error ? err.message : String(err);
  const make = (kind: OpenAiErrorKind, message: string) =>
    new OpenAiError(kind, message, err instanceof APIError ? (err.status ?? null) : null, detail, retryAfterOf(err));
  // Timeout is a kind of connection error in the SDK, and our own abort is how a timeout ends: check them first.
  if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError)
    return make('timeout', 'La API de OpenAI no respondió a tiempo');
  if (err instanceof APIConnectionError) return make('connection', 'No se pudo conectar con la API de OpenAI');
  if (err instanceof AuthenticationError) return make('invalid_key', 'La clave de OpenAI no es válida');
  if (err instanceof PermissionDeniedError) return make('forbidden', 'La clave de OpenAI no tiene permiso para usar este servicio');
  if (err instanceof NotFoundError)
    return make('model_not_found', `El modelo ${model} no existe o la cuenta de OpenAI no tiene acceso a él`);
  if (err instanceof RateLimitError) {
    return codeOf(err) === 'insufficient_quota'
      ? make('quota_exceeded', 'La cuenta de OpenAI no tiene saldo disponible')
      : make('rate_limited', 'OpenAI limitó las solicitudes; intenta de nuevo en un momento');
  }
  if (err instanceof BadRequestError) return make('bad_request', 'OpenAI rechazó la solicitud');
  if (err instanceof APIError && (err.status ?? 0) >= 500)
    return make('provider_error', 'OpenAI tuvo un error interno; intenta de nuevo más tarde');
  if (err instanceof APIError) return make('provider_error', `OpenAI respondió con un error (${err.status ?? 'sin estado'})`);
  if (err instanceof SyntaxError) return make('malformed', 'OpenAI envió una respuesta que no se pudo leer');
  return make('unexpected', 'Error inesperado al llamar a OpenAI');
}
