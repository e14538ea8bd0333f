import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ConversationListFilter } from './get-conversations';

/** Spec §7's body (phoneNumbers), or every conversation the filters match minus `excludeIds`. */
export type BulkMessageInput =
  | { phoneNumbers: string[]; message: string }
  | { filter: ConversationListFilter; excludeIds: string[]; message: string };
export type BulkMessageReply = { sent: number; failed: Array<{ phoneNumber: string; error: string }> };

export function sendBulkMessage(input: BulkMessageInput): Promise<BulkMessageReply> {
  return api.post<BulkMessageReply>('/api/conversations/bulk-message', input);
}

type Options = {
  onSuccess?: (reply: BulkMessageReply, input: BulkMessageInput) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
};

export function useSendBulkMessage({ onSuccess, onError, onSettled }: Options = {}) {
  return useMutation({ mutationFn: sendBulkMessage, onSuccess, onError, onSettled });
}
