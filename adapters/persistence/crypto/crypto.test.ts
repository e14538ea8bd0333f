import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AesSecretBox } from './aes-secret-box.js';
import { ScryptPasswordHasher } from './scrypt-password-hasher.js';

describe('ScryptPasswordHasher', () => {
  it('uses OWASP parameters by default and verifies only the right password', async () => {
    const hasher = new ScryptPasswordHasher();
    const hash = await hasher.hash('tacos al pastor');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hasher.verify('tacos al pastor', hash)).toBe(true);
    expect(await hasher.verify('tacos de suadero', hash)).toBe(false);
  });

  it('salts every hash and rejects malformed hashes', async () => {
    const hasher = new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 });
    expect(await hasher.hash('x')).not.toBe(await hasher.hash('x'));
    expect(await hasher.verify('x', 'bcrypt$abc')).toBe(false);
    expect(await hasher.verify('x', 'scrypt$a$b$c$d$e')).toBe(false);
  });
});

describe('AesSecretBox', () => {
  it('round-trips any text and never stores it in clear', () => {
    const box = new AesSecretBox('s3cret');
    fc.assert(
      fc.property(
        fc.string().map((s) => `clave:${s}`),
        (plain) => {
          const sealed = box.seal(plain);
          expect(box.open(sealed)).toBe(plain);
          expect(sealed.includes(plain)).toBe(false);
        },
      ),
    );
  });

  it('refuses a sealed value from another secret or tampered with', () => {
    const sealed = new AesSecretBox('a').seal('EAAG-token');
    expect(() => new AesSecretBox('b').open(sealed)).toThrow();
    expect(() => new AesSecretBox('a').open(sealed.slice(0, -2) + 'AA')).toThrow();
  });
});
