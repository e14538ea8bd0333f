import { SERVICE_WINDOW_MS } from '@core/conversations/service-window';
import type { Message } from '@/features/conversations/api/get-messages';

/**
 * True when WhatsApp no longer lets us write free text to this customer: their last message
 * in the thread is 24 hours old or more (or the newest page has none of theirs). The server
 * applies the same rule; this only lets the panel offer a template before a refusal.
 */
export function outsideServiceWindow(messages: Message[] | undefined, now: number): boolean {
  if (!messages || messages.length === 0) return false;
  const last = messages.findLast((m) => m.direction === 'incoming');
  return !last || now - Date.parse(last.timestamp) >= SERVICE_WINDOW_MS;
}
