import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEta, noticeKindFor, renderStatusMessage, statusMessagesFrom } from './status-messages-config.js';

describe('status message texts', () => {
  it('says the time the way a person does', () => {
    expect(formatEta(1)).toBe('1 minuto');
    expect(formatEta(30)).toBe('30 minutos');
    expect(formatEta(60)).toBe('1 hora');
    expect(formatEta(75)).toBe('1 hora y 15 minutos');
    expect(formatEta(120)).toBe('2 horas');
  });

  it('fills every variable and always gives one line (templates refuse line breaks)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, motivo) => {
        const out = renderStatusMessage(`${text}\n{motivo}`, { numero: '#0001', tiempo: '5 minutos', motivo, nombre: 'Ana' });
        expect(out).not.toMatch(/\n/);
        expect(out).not.toContain('{motivo}');
      }),
    );
  });

  it('pickup orders are "listos para recoger" instead of "en camino"; pending says nothing', () => {
    expect(noticeKindFor('on_the_way', 'pickup')).toBe('ready_for_pickup');
    expect(noticeKindFor('on_the_way', 'delivery')).toBe('on_the_way');
    expect(noticeKindFor('pending', 'delivery')).toBeNull();
  });

  it('a blank text means the default; a stored switch-off is kept', () => {
    const settings = statusMessagesFrom({ delivered: { enabled: false, text: '  ' }, defaultEtaMinutes: 45 });
    expect(settings.delivered.enabled).toBe(false);
    expect(settings.delivered.text).toContain('{numero}');
    expect(settings.defaultEtaMinutes).toBe(45);
  });
});
