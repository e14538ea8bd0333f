import { ApiError } from '@/lib/api-client';

/** The JSON body of a failed API call with its status, or null when it has none. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  return error instanceof ApiError && error.body ? { ...error.body, status: error.status } : null;
}
