import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Spec §9: the dashboard sends its test messages to this hard-coded business number. */
export const TEST_BUSINESS_PHONE = '+5215512345678';

export type SendTestMessageInput = { phone: string; message: string };
export type SendTestMessageReply = { success: boolean; reply?: string; elapsedMs?: number; answered?: boolean };

export function sendTestMessage(input: SendTestMessageInput): Promise<SendTestMessageReply> {
  return api.post<SendTestMessageReply>('/api/test/whatsapp', input);
}

type Options = {
  onSuccess?: (reply: SendTestMessageReply, input: SendTestMessageInput) => void;
  onError?: (error: Error) => void;
};

export function useSendTestMessage({ onSuccess, onError }: Options = {}) {
  return useMutation({ mutationFn: sendTestMessage, onSuccess, onError });
}
