import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATIONS_CONFIG, type OperationsConfig } from '../config/operations-config.js';
import { BusyGate, mexicoDate } from './busy-gate.js';
import type { Message } from './conversation.js';
import type { GateInput } from './message-gate.js';

const NOW = new Date('2025-03-10T23:30:00Z'); // 17:30 in Mexico City, 10 March
const gate = new BusyGate({ now: () => NOW });
const input = (operations: Partial<OperationsConfig>, history: Partial<Message>[] = []) =>
  ({ operations: { ...DEFAULT_OPERATIONS_CONFIG, ...operations }, history }) as unknown as GateInput;

describe('pausing the assistant and today’s wait', () => {
  it('is the Mexico City date', () => {
    expect(mexicoDate(new Date('2025-03-11T05:59:00Z'))).toBe('2025-03-10');
    expect(mexicoDate(new Date('2025-03-11T06:00:00Z'))).toBe('2025-03-11');
  });

  it('while paused, tells every customer orders are paused, with today’s wait when set', async () => {
    expect(await gate.screen(input({ assistantPaused: true }))).toEqual({
      kind: 'reply',
      text: 'En este momento tenemos muchos pedidos y pausamos los pedidos por WhatsApp por un rato. Por favor escríbenos de nuevo más tarde. ¡Gracias por tu paciencia! 🙏',
    });
    const withWait = await gate.screen(input({ assistantPaused: true, waitMinutes: 50, waitDate: '2025-03-10' }));
    expect(withWait).toMatchObject({ kind: 'reply', text: expect.stringContaining('Hoy el tiempo de espera es de unos 50 minutos.') });
  });

  it('quotes today’s wait once per conversation a day; yesterday’s wait is not quoted', async () => {
    expect(await gate.screen(input({ waitMinutes: 40, waitDate: '2025-03-10' }))).toEqual({
      kind: 'assistant',
      preface: '⏱️ Hoy el tiempo de espera es de unos 40 minutos.',
    });
    const told = [
      { direction: 'outgoing' as const, content: '⏱️ Hoy el tiempo de espera es de unos 40 minutos.\n\n¡Hola!', timestamp: NOW },
    ];
    expect(await gate.screen(input({ waitMinutes: 40, waitDate: '2025-03-10' }, told))).toEqual({ kind: 'assistant' });
    expect(await gate.screen(input({ waitMinutes: 40, waitDate: '2025-03-09' }))).toEqual({ kind: 'assistant' });
  });
});
