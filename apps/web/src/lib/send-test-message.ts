import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Shared by the dashboard's Centro de Pruebas and the test centre, which both send
// customer messages through the real pipeline.

/** Spec §9: test messages come from this hard-coded business number. */
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

/**
 * What really happened to a test message, for the success toast: it goes through the
 * assistant, never out through WhatsApp.
 */
export function testSendOutcome(reply: SendTestMessageReply | undefined): string {
  return reply?.answered === false
    ? 'Mensaje de prueba recibido; el asistente aún no responde. No se envió nada por WhatsApp.'
    : 'El asistente respondió al mensaje de prueba. No se envió nada por WhatsApp: la respuesta queda en Conversaciones, marcada como prueba.';
}
