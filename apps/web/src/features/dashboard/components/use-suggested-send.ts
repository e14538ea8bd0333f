import { toast } from '@/lib/toast';
import { TEST_BUSINESS_PHONE, testSendOutcome, useSendTestMessage } from '@/lib/send-test-message';

/** Spec §2: the three suggested test messages, in order. */
export const SUGGESTED_MESSAGES = [
  '¿Cuál es el menú del día?',
  '¿Hacen entregas a domicilio?',
  'Quiero ordenar 2 pizzas hawaianas',
] as const;

/** Sends a suggested message to the test business number, with the spec §8 toasts. */
export function useSuggestedSend() {
  const mutation = useSendTestMessage({
    onSuccess: (reply, input) => toast.success({ title: 'Mensaje enviado', description: `"${input.message}": ${testSendOutcome(reply)}` }),
    onError: (cause) => toast.error({ cause, description: 'No se pudo enviar el mensaje de prueba' }),
  });
  return {
    send: (message: string) => mutation.mutate({ phone: TEST_BUSINESS_PHONE, message }),
    isPending: mutation.isPending,
  };
}
