import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metaHandshake, signMetaBody, verifyMetaSignature } from './meta-signature.js';

const SECRET = 'app-secret-123';
const BODY = '{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[]}]}';

describe('verifyMetaSignature', () => {
  it('accepts a body signed with the app secret (string and bytes)', () => {
    const header = signMetaBody(BODY, SECRET);
    expect(verifyMetaSignature(BODY, header, SECRET)).toBe(true);
    expect(verifyMetaSignature(new TextEncoder().encode(BODY), header, SECRET)).toBe(true);
    expect(verifyMetaSignature(BODY, header.toUpperCase().replace('SHA256=', 'sha256='), SECRET)).toBe(true);
  });

  it('rejects a wrong secret and a tampered body', () => {
    const header = signMetaBody(BODY, SECRET);
    expect(verifyMetaSignature(BODY, header, 'other-secret')).toBe(false);
    expect(verifyMetaSignature(BODY.replace('"1"', '"2"'), header, SECRET)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['no prefix', signMetaBody(BODY, SECRET).slice('sha256='.length)],
    ['sha1 prefix', signMetaBody(BODY, SECRET).replace('sha256=', 'sha1=')],
    ['short hex', signMetaBody(BODY, SECRET).slice(0, -2)],
    ['not hex', `sha256=${'z'.repeat(64)}`],
  ])('rejects a %s header', (_label, header) => {
    expect(verifyMetaSignature(BODY, header, SECRET)).toBe(false);
  });

  it('rejects everything when the restaurant has no app secret configured', () => {
    expect(verifyMetaSignature(BODY, signMetaBody(BODY, ''), '')).toBe(false);
  });

  it('property: any signed body verifies, any single-byte change does not', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 512 }),
        fc.string({ minLength: 1 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (body, secret, at, delta) => {
          const header = signMetaBody(body, secret);
          expect(verifyMetaSignature(body, header, secret)).toBe(true);
          const tampered = Uint8Array.from(body);
          const index = at % tampered.length;
          tampered[index] = (tampered[index]! + delta) % 256;
          expect(verifyMetaSignature(tampered, header, secret)).toBe(false);
        },
      ),
    );
  });
});

describe('metaHandshake', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'mi_token', 'hub.challenge': '1158201444' };

  it('returns the challenge when mode and token match', () => {
    expect(metaHandshake(query, 'mi_token')).toBe('1158201444');
    expect(metaHandshake({ ...query, 'hub.challenge': ['42', '43'] }, 'mi_token')).toBe('42');
  });

  it('refuses a wrong token, a wrong mode, a missing challenge or an unconfigured token', () => {
    expect(metaHandshake(query, 'otro_token')).toBeNull();
    expect(metaHandshake({ ...query, 'hub.mode': 'unsubscribe' }, 'mi_token')).toBeNull();
    expect(metaHandshake({ ...query, 'hub.challenge': undefined }, 'mi_token')).toBeNull();
    expect(metaHandshake({ ...query, 'hub.verify_token': '' }, '')).toBeNull();
    expect(metaHandshake({}, 'mi_token')).toBeNull();
  });
});
