import { createElement, type ReactNode } from 'react';
import { toast as sonner } from 'sonner';
import { serverReason } from './api-client';

type ToastContent = {
  title?: string;
  description?: string;
};

type ErrorToastContent = ToastContent & {
  /** The failure itself: an `ApiError` carries the server's Spanish reason, shown under the spec's text. */
  cause?: unknown;
};

function describe(description: string | undefined, reason: string | null): ReactNode {
  if (!reason || reason === description) return description;
  if (!description) return reason;
  return createElement(
    'span',
    null,
    createElement('span', { className: 'block' }, description),
    createElement('span', { className: 'mt-1 block' }, reason),
  );
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
