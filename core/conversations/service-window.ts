import type { Message } from './conversation.js';

/**
 * WhatsApp's customer-service window: a business may send free-form messages only within
 * 24 hours of the customer's last message; after that only an approved template.
 */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export const OUTSIDE_WINDOW_REASON =
  'El cliente no ha escrito en las últimas 24 horas: WhatsApp solo permite escribirle con una plantilla aprobada';

export function lastCustomerMessageAt(thread: Message[]): Date | null {
  for (let i = thread.length - 1; i >= 0; i--) if (thread[i]!.direction === 'incoming') return thread[i]!.timestamp;
  return null;
}

export function insideServiceWindow(lastCustomerMessage: Date | null, now: Date): boolean {
  return lastCustomerMessage !== null && now.getTime() - lastCustomerMessage.getTime() < SERVICE_WINDOW_MS;
}
