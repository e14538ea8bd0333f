/**
 * Errors the core raises on purpose. Every message is Spanish because it reaches a
 * person unchanged; the HTTP adapter maps `kind` to a 4xx status.
 */
export type DomainErrorKind =
  'validation' | 'unauthorized' | 'payment_required' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (message: string, fields?: Record<string, string>) => new DomainError('validation', message, fields);
export const notFound = (message: string) => new DomainError('not_found', message);
export const forbidden = (message = 'No tienes acceso a este restaurante') => new DomainError('forbidden', message);
export const unauthorized = (message = 'No autorizado') => new DomainError('unauthorized', message);
export const conflict = (message: string, fields?: Record<string, string>) => new DomainError('conflict', message, fields);
/** Allowed only once paid for (402): a second free trial, a plan without its payment. */
export const paymentRequired = (message: string) => new DomainError('payment_required', message);
