import { WebhookSignatureValidator } from 'mercadopago';
import { describe, expect, it } from 'vitest';
import { InvalidWebhookSignatureError } from '../../../core/billing/billing-errors.js';
import { mercadoPagoManifest, signMercadoPagoNotification, verifyMercadoPagoSignature } from './mercadopago-signature.js';

const SECRET = 'mp-webhook-secret';
const NOW = 1_750_000_000_000;
const nowSec = NOW / 1000;
const base = { xRequestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e', dataId: '123456789', secret: SECRET, now: NOW };
const signed = (patch: { ts?: number; dataId?: string | null; xRequestId?: string | null; secret?: string } = {}) =>
  signMercadoPagoNotification({ secret: SECRET, dataId: base.dataId, xRequestId: base.xRequestId, ts: nowSec, ...patch });

const reasonOf = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidWebhookSignatureError);
    return (error as InvalidWebhookSignatureError).reason;
  }
  return 'accepted';
};

describe('verifyMercadoPagoSignature', () => {
  it('builds the documented manifest, omitting absent parts', () => {
    expect(mercadoPagoManifest({ dataId: 'ABC123', xRequestId: 'req-1', ts: '1704908010' })).toBe(
      'id:abc123;request-id:req-1;ts:1704908010;',
    );
    expect(mercadoPagoManifest({ dataId: null, xRequestId: undefined, ts: '1' })).toBe('ts:1;');
    expect(mercadoPagoManifest({ dataId: 'a-B', ts: '1' })).toBe('id:a-B;ts:1;');
  });

  it('accepts a valid signature with ts in seconds or in milliseconds', () => {
    expect(reasonOf(() => verifyMercadoPagoSignature({ ...base, xSignature: signed() }))).toBe('accepted');
    expect(reasonOf(() => verifyMercadoPagoSignature({ ...base, xSignature: signed({ ts: NOW - 1000 }) }))).toBe('accepted');
  });

  it('agrees with the Mercado Pago SDK validator', () => {
    expect(() =>
      WebhookSignatureValidator.validate({ xSignature: signed(), xRequestId: base.xRequestId, dataId: base.dataId, secret: SECRET }),
    ).not.toThrow();
  });

  it('lower-cases an alphanumeric data.id as Mercado Pago does', () => {
    const header = signed({ dataId: 'abc123def' });
    expect(reasonOf(() => verifyMercadoPagoSignature({ ...base, dataId: 'ABC123DEF', xSignature: header }))).toBe('accepted');
  });

  it('accepts notifications that carry no data.id or no request id when signed that way', () => {
    const header = signed({ dataId: null, xRequestId: null });
    expect(reasonOf(() => verifyMercadoPagoSignature({ ...base, dataId: undefined, xRequestId: '', xSignature: header }))).toBe('accepted');
    expect(reasonOf(() => verifyMercadoPagoSignature({ ...base, xSignature: header }))).toBe('mismatch');
  });

  it.each([
    ['the wrong secret', { xSignature: signed({ secret: 'other' }) }, 'mismatch'],
    ['another data.id', { xSignature: signed(), dataId: '987654321' }, 'mismatch'],
    ['another request id', { xSignature: signed(), xRequestId: 'forged' }, 'mismatch'],
    ['a stale timestamp', { xSignature: signed({ ts: nowSec - 301 }) }, 'stale'],
    ['a stale timestamp in ms', { xSignature: signed({ ts: NOW - 301_000 }) }, 'stale'],
    ['a timestamp far in the future', { xSignature: signed({ ts: nowSec + 3600 }) }, 'stale'],
    ['no header', { xSignature: undefined }, 'missing'],
    ['an empty header', { xSignature: '  ' }, 'missing'],
    ['no ts', { xSignature: 'v1=abc' }, 'malformed'],
    ['no v1', { xSignature: `ts=${nowSec}` }, 'malformed'],
    ['a non-numeric ts', { xSignature: 'ts=abc,v1=00' }, 'malformed'],
    ['a truncated hash', { xSignature: signed().slice(0, -2) }, 'mismatch'],
  ] as const)('rejects %s', (_, patch, reason) => {
    expect(reasonOf(() => verifyMercadoPagoSignature({ ...base, ...patch }))).toBe(reason);
  });

  it('honours a custom tolerance, 0 disabling the age check', () => {
    const old = signed({ ts: nowSec - 3600 });
    expect(reasonOf(() => verifyMercadoPagoSignature({ ...base, xSignature: old, toleranceSec: 7200 }))).toBe('accepted');
    expect(reasonOf(() => verifyMercadoPagoSignature({ ...base, xSignature: old, toleranceSec: 0 }))).toBe('accepted');
  });
});
