import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidWebhookSignatureError } from '../../../core/billing/billing-errors.js';

const MERCADOPAGO_SIGNATURE_TOLERANCE_SEC = 300;

export interface MercadoPagoSignatureInput {
  /** `x-signature` header: `ts=...,v1=...`. */
  xSignature: string | null | undefined;
  /** `x-request-id` header. */
  xRequestId?: string | null;
  /** `data.id` from the notification URL's query string. */
  dataId?: string | null;
  secret: string;
  /** Epoch ms; defaults to the current time. */
  now?: number;
  /** Seconds a signature stays valid; 0 disables the check. */
  toleranceSec?: number;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Mercado Pago asks for alphanumeric ids in lower case in the manifest. */
const normaliseDataId = (id: string) => (/^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id);

/** The documented manifest: `id:{data.id};request-id:{x-request-id};ts:{ts};`, absent parts omitted. */
export function mercadoPagoManifest(parts: { dataId?: string | null; xRequestId?: string | null; ts: string }): string {
  return [
    present(parts.dataId) ? `id:${normaliseDataId(parts.dataId.trim())};` : '',
    present(parts.xRequestId) ? `request-id:${parts.xRequestId.trim()};` : '',
    `ts:${parts.ts};`,
  ].join('');
}

const hmac = (secret: string, manifest: string) => createHmac('sha256', secret).update(manifest).digest('hex');

/** Builds an `x-signature` header the way Mercado Pago does; for fakes and tests. */
export function signMercadoPagoNotification(input: {
  secret: string;
  dataId?: string | null;
  xRequestId?: string | null;
  ts?: number;
}): string {
  const ts = String(input.ts ?? Math.floor(Date.now() / 1000));
  return `ts=${ts},v1=${hmac(input.secret, mercadoPagoManifest({ ...input, ts }))}`;
}

// Mercado Pago has sent both seconds and milliseconds; no real second count reaches 1e12.
const tsToMs = (ts: number) => (ts >= 1e12 ? ts : ts * 1000);

/**
 * Verifies a Mercado Pago notification signature. Throws InvalidWebhookSignatureError
 * (→ 401): missing header, malformed header, HMAC mismatch, or a timestamp too far from now.
 */
export function verifyMercadoPagoSignature(input: MercadoPagoSignatureInput): void {
  if (!present(input.xSignature)) throw new InvalidWebhookSignatureError('mercadopago', 'missing');
  const fields = new Map<string, string>();
  for (const part of input.xSignature.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  if (!ts || !/^\d+$/.test(ts) || !v1) throw new InvalidWebhookSignatureError('mercadopago', 'malformed');

  const expected = Buffer.from(hmac(input.secret, mercadoPagoManifest({ dataId: input.dataId, xRequestId: input.xRequestId, ts })));
  const received = Buffer.from(v1.toLowerCase());
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    throw new InvalidWebhookSignatureError('mercadopago', 'mismatch');
  }

  const toleranceSec = input.toleranceSec ?? MERCADOPAGO_SIGNATURE_TOLERANCE_SEC;
  const ageMs = Math.abs((input.now ?? Date.now()) - tsToMs(Number(ts)));
  if (toleranceSec > 0 && ageMs > toleranceSec * 1000) throw new InvalidWebhookSignatureError('mercadopago', 'stale');
}
