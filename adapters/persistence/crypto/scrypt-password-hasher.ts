import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../../core/tenancy/password-hasher.js';

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1. */
const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, cost: ScryptOptions & { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/**
 * Hashes as `scrypt$N$r$p$salt$key` (base64url) so the cost can be raised later while old
 * hashes keep verifying with the parameters they were made with.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: { N: number; r: number; p: number } = OWASP_SCRYPT) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = hash.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger)) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
