import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

/**
 * Checks `X-Hub-Signature-256` against the exact bytes Meta sent: re-serialized JSON
 * would differ (escaping, key order), so callers must pass the raw body.
 */
export function verifyMetaSignature(rawBody: string | Uint8Array, header: string | undefined, appSecret: string): boolean {
  if (!header || !appSecret) return false;
  const match = SIGNATURE_PATTERN.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a test or tool needs to sign a body the way Meta does. */
export function signMetaBody(rawBody: string | Uint8Array, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export type HandshakeQuery = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Meta's subscription check (`GET` with hub.mode/hub.verify_token/hub.challenge):
 * returns the challenge to echo back, or null to answer 403.
 */
export function metaHandshake(query: HandshakeQuery, verifyToken: string): string | null {
  const mode = single(query['hub.mode']);
  const token = single(query['hub.verify_token']);
  const challenge = single(query['hub.challenge']);
  if (mode !== 'subscribe' || !verifyToken || token === undefined || challenge === undefined) return null;
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  return a.length === b.length && timingSafeEqual(a, b) ? challenge : null;
}
