import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { LoginClient } from '../../../core/tenancy/accounts.js';

const DEVICE_COOKIE = 'comanda_device';
const DEVICE_TTL_S = 180 * 24 * 60 * 60;

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address: the socket's peer, or — only when told the server sits behind a
 * proxy — the address that proxy appended last to X-Forwarded-For (earlier ones are the
 * client's to invent).
 */
function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim().slice(0, 64);
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'local';
}

const sign = (secret: string, account: string, nonce: string) =>
  createHmac('sha256', secret).update(`device\0${account}\0${nonce}`).digest('base64url');

/**
 * OWASP's "device cookie": a browser that signed in to `account` before carries proof of
 * it, and is throttled on its own — a flood from strangers cannot slow or lock it out.
 */
export function loginClient(c: Context, account: string, secret: string, trustProxy = false): LoginClient {
  const address = clientAddress(c, trustProxy);
  const [name, nonce, mac] = (getCookie(c, DEVICE_COOKIE) ?? '').split('.');
  const claimed = name ? Buffer.from(name, 'base64url').toString() : '';
  if (nonce && mac && claimed === account.trim().toLowerCase()) {
    const expected = Buffer.from(sign(secret, claimed, nonce));
    const given = Buffer.from(mac);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return { address, key: `device:${nonce}`, trusted: true };
  }
  return { address, key: `ip:${address}`, trusted: false };
}

export function rememberDevice(c: Context, account: string, secret: string, secure: boolean) {
  const login = account.trim().toLowerCase();
  const nonce = randomBytes(12).toString('base64url');
  const value = `${Buffer.from(login).toString('base64url')}.${nonce}.${sign(secret, login, nonce)}`;
  setCookie(c, DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'Lax', secure, path: '/api/auth', maxAge: DEVICE_TTL_S });
}
