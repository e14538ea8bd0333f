import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, inboundProblem } from './inbound-validation.js';
import type { InboundEvent } from './inbound.js';

const now = new Date('2026-03-01T12:00:00Z');
const message = (patch: Partial<InboundEvent & { kind: 'message' }> = {}): InboundEvent => ({
  kind: 'message',
  providerMessageId: 'wamid.abc',
  from: '+5215512345678',
  customerName: null,
  text: 'hola',
  timestamp: now,
  ...patch,
});

describe('cleanText', () => {
  it('leaves nothing a database refuses or a person cannot read, and changes clean text not at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const clean = cleanText(raw);
        // eslint-disable-next-line no-control-regex -- the characters that must be gone
        expect(clean).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
        expect(Buffer.from(clean, 'utf8').toString('utf8')).toBe(clean);
        expect(cleanText(clean)).toBe(clean);
      }),
    );
    expect(cleanText('¿Tienen tacos? 🌮\nSí')).toBe('¿Tienen tacos? 🌮\nSí');
    expect(cleanText('a\u0000b\ud800c\udc00')).toBe('ab\ufffdc\ufffd');
  });
});

describe('inboundProblem', () => {
  it('refuses dates no date can hold or no WhatsApp message had, and ids that are not ids', () => {
    expect(inboundProblem(message(), now)).toBeNull();
    expect(inboundProblem(message({ timestamp: new Date(1e18) }), now)).toBe('fecha fuera de rango');
    expect(inboundProblem(message({ timestamp: new Date('1990-01-01') }), now)).toBe('fecha fuera de rango');
    expect(inboundProblem(message({ timestamp: new Date(now.getTime() + 2 * 86_400_000) }), now)).toBe('fecha fuera de rango');
    expect(inboundProblem(message({ providerMessageId: 'wamid\u0000' }), now)).toBe('identificador del proveedor inválido');
    expect(inboundProblem(message({ providerMessageId: '' }), now)).toBe('identificador del proveedor inválido');
  });
});
