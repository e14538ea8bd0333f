import { createElement, type ReactNode } from 'react';
import { toast as sonner } from 'sonner';

type ToastContent = {
  title?: string;
  description?: string;
};

type ErrorToastContent = ToastContent & {
  /** The failure itself: a 4xx carries the server's Spanish reason, shown under the spec's text. */
  cause?: unknown;
};

const MAX_REASON = 300;

/**
 * The server's reason in a failed call's error ('400: {"error":"…"}'), or null. Our server
 * answers every failure with a Spanish `error` (a 502 says why WhatsApp refused a send; a 500
 * never leaks details), so any status counts; a network error's text is the browser's and is not shown.
 */
export function serverReason(error: unknown): string | null {
  const match = error instanceof Error ? /^(\d{3}):\s*([\s\S]*)$/.exec(error.message) : null;
  if (!match || Number(match[1]) < 400) return null;
  try {
    const parsed: unknown = JSON.parse(match[2] ?? '');
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string' && parsed.error.trim()) {
      return parsed.error.trim().slice(0, MAX_REASON);
    }
  } catch {
    // Not JSON: nothing reliable to show.
  }
  return null;
}

function describe(description: string | undefined, reason: string | null): ReactNode {
  if (!reason || reason === description) return description;
  if (!description) return reason;
  return createElement('span', null, createElement('span', { className: 'block' }, description), createElement('span', { className: 'mt-1 block' }, reason));
}

/** Spec §8: failure toasts are titled 'Error' unless a title is given. */
export const toast = {
  success({ title = 'Listo', description }: ToastContent) {
    return sonner.success(title, { description });
  },
  error({ title = 'Error', description, cause }: ErrorToastContent) {
    return sonner.error(title, { description: describe(description, serverReason(cause)) });
  },
  dismiss(id?: string | number) {
    sonner.dismiss(id);
  },
};
