import type { OperationsConfig } from '../config/operations-config.js';
import type { Clock } from '../shared/clock.js';
import { MEXICO_CITY_OFFSET_MINUTES } from '../shared/mexico-time.js';
import type { GateDecision, GateInput, MessageGate } from './message-gate.js';

/** Today in Mexico City as YYYY-MM-DD: a wait set yesterday is not quoted today. */
export const mexicoDate = (now: Date): string => new Date(now.getTime() + MEXICO_CITY_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** The wait the owner set for today, or null. */
export function waitToday(operations: Pick<OperationsConfig, 'waitMinutes' | 'waitDate'>, now: Date): number | null {
  return operations.waitMinutes && operations.waitDate === mexicoDate(now) ? operations.waitMinutes : null;
}

const WAIT_MARK = 'tiempo de espera';

export const pausedReply = (wait: number | null): string =>
  [
    'En este momento tenemos muchos pedidos y pausamos los pedidos por WhatsApp por un rato.',
    wait ? `Hoy el tiempo de espera es de unos ${wait} minutos.` : null,
    'Por favor escríbenos de nuevo más tarde. ¡Gracias por tu paciencia! 🙏',
  ]
    .filter(Boolean)
    .join(' ');

export const waitPreface = (wait: number) => `⏱️ Hoy el ${WAIT_MARK} es de unos ${wait} minutos.`;

/**
 * "Pausar asistente" and "tiempo de espera hoy": while paused every customer is told orders are
 * paused (and the wait, if set) instead of the assistant answering; otherwise today's wait is
 * quoted once a day per conversation, before the assistant's reply.
 */
export class BusyGate implements MessageGate {
  constructor(private readonly clock: Clock) {}

  async screen({ operations, history }: GateInput): Promise<GateDecision> {
    const now = this.clock.now();
    const wait = waitToday(operations, now);
    if (operations.assistantPaused) return { kind: 'reply', text: pausedReply(wait) };
    if (wait === null) return { kind: 'assistant' };
    const today = mexicoDate(now);
    const told = history.some((m) => m.direction === 'outgoing' && m.content.includes(WAIT_MARK) && mexicoDate(m.timestamp) === today);
    return told ? { kind: 'assistant' } : { kind: 'assistant', preface: waitPreface(wait) };
  }
}
