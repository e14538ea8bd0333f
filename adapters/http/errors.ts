import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorKind } from '../../core/shared/errors.js';

const STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  validation: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
};

export const jsonError = (c: Context, status: ContentfulStatusCode, error: string, fields?: Record<string, string>) =>
  c.json(fields ? { error, fields } : { error }, status);

/** Domain errors become 4xx JSON in Spanish; anything else is logged and answered without details. */
export function handleError(err: Error, c: Context) {
  if (err instanceof DomainError) {
    const retryAfter = (err as { retryAfterSec?: unknown }).retryAfterSec;
    if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    return jsonError(c, STATUS[err.kind], err.message, err.fields);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return jsonError(c, status, status === 400 ? 'Solicitud inválida' : err.message || 'Error en la solicitud');
  }
  console.error(`[http] ${c.req.method} ${c.req.path}`, err);
  return jsonError(c, 500, 'Ocurrió un error interno. Inténtalo de nuevo.');
}
