import { useMutation } from '@tanstack/react-query';
import type { BulkMessageJson } from '@api-types';
import { api } from '@/lib/api-client';
import type { ConversationListFilter } from './get-conversations';
import type { TemplateChoice } from './get-templates';

/** Spec §7's body (phoneNumbers), or every conversation the filters match minus `excludeIds`. */
type Content = { message: string } | { template: TemplateChoice };
export type BulkMessageInput = ({ phoneNumbers: string[] } | { filter: ConversationListFilter; excludeIds: string[] }) & Content;
export type BulkMessageReply = BulkMessageJson;

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
