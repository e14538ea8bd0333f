import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type BulkMessageInput = { phoneNumbers: string[]; message: string };
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
