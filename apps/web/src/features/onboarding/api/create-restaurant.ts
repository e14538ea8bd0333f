import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Restaurant } from '../../../types/api';

export type CreateRestaurantInput = {
  name: string;
  subdomain: string;
  /** Plan slug bought at checkout. */
  plan?: string;
  /** The server's checkout record from the payment step. */
  checkoutId?: string;
  description?: string;
  phone?: string;
  email?: string;
  address?: string;
};

export function createRestaurant(input: CreateRestaurantInput): Promise<Restaurant> {
  return api.post<Restaurant>('/api/restaurants', input);
}

type Options = Omit<UseMutationOptions<Restaurant, Error, CreateRestaurantInput>, 'mutationFn'>;

export function useCreateRestaurant(options: Options = {}) {
  return useMutation({ ...options, mutationFn: createRestaurant });
}

/** The API client's errors read "401: {body}" (spec §8). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401\b/.test(error.message);
}

/**
 * The server's own words for a failure: the `error` of its JSON body
 * (`409: {"error":"El subdominio ya está en uso"}`), else the body text.
 */
export function serverErrorMessage(error: unknown): string | null {
  // Only HTTP failures carry the server's words; a network error's text is the browser's.
  const match = error instanceof Error ? /^\d{3}:\s*([\s\S]*)$/.exec(error.message) : null;
  if (!match) return null;
  const body = match[1] ?? '';
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
      return parsed.error || null;
    }
  } catch {
    // Not JSON: the body (or status text) is the message.
  }
  return body.trim() || null;
}

/** The HTTP status of a failed call (`409: {...}`), or null for a network error. */
export function httpStatusOf(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}):/.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The server's per-field messages (`{"error": "...", "fields": {"subdomain": "..."}}`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const match = error instanceof Error ? /^\d{3}:\s*([\s\S]*)$/.exec(error.message) : null;
  if (!match) return {};
  try {
    const parsed: unknown = JSON.parse(match[1] ?? '');
    if (parsed && typeof parsed === 'object' && 'fields' in parsed && parsed.fields && typeof parsed.fields === 'object') {
      return Object.fromEntries(Object.entries(parsed.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // Not JSON: no field messages.
  }
  return {};
}
