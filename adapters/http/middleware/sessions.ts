import { createHmac, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_TTL_MS } from '../../../core/tenancy/session.js';
import { toPublicUser } from '../../../core/tenancy/user.js';
import { unauthorized } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';

const SESSION_COOKIE = 'comanda_session';

/** Only a keyed hash of the token is stored: a copy of the table cannot be replayed. */
export const sessionId = (secret: string, token: string) => createHmac('sha256', secret).update(token).digest('base64url');

export const isHttps = (c: Context, publicUrl: string) => publicUrl.startsWith('https:') || c.req.header('x-forwarded-proto') === 'https';

/** What starting, ending and reading a session need. */
export type SessionDeps = Pick<HttpDeps, 'settings' | 'sessions' | 'clock'>;

export async function startSession(c: Context, deps: SessionDeps, userId: string) {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.sessions.create({
    id: sessionId(deps.settings.secret, token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, deps.settings.publicUrl),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export async function endSession(c: Context<AppEnv>, deps: Pick<SessionDeps, 'settings' | 'sessions'>) {
  const token = c.get('sessionToken');
  if (token) await deps.sessions.delete(sessionId(deps.settings.secret, token));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** Loads the signed-in user, if any, into `c.var.user`. */
export const loadSession =
  (deps: SessionDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE) ?? null;
    c.set('sessionToken', token);
    c.set('user', null);
    if (token) {
      const user = await deps.sessions.findUser(sessionId(deps.settings.secret, token), deps.clock.now());
      if (user) c.set('user', toPublicUser(user));
    }
    await next();
  };

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
};
