import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { EMAIL_MAX } from '../../../core/shared/email.js';
import { DomainError, forbidden } from '../../../core/shared/errors.js';
import { NAME_MAX, PASSWORD_MAX } from '../../../core/tenancy/accounts.js';
import { toPublicUser } from '../../../core/tenancy/user.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { jsonError } from '../errors.js';
import { loginClient, rememberDevice } from '../middleware/login-client.js';
import { endSession, isHttps, requireUser, sessionId, startSession } from '../middleware/sessions.js';
import { loginPage } from '../pages/login-page.js';
import { DEFAULT_NEXT, safeNext } from '../safe-next.js';
import { readBody } from '../validation.js';

const TOO_LONG = `Máximo ${PASSWORD_MAX} caracteres`;
const password = (required: string) =>
  z.string({ error: required }).min(1, required).max(PASSWORD_MAX, `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`);
const credentials = z.object({
  email: z
    .string({ error: 'El correo es requerido' })
    .max(EMAIL_MAX, 'Correo electrónico inválido')
    .trim()
    .min(1, 'El correo es requerido'),
  password: password('La contraseña es requerida'),
});
const registration = credentials.extend({ name: z.string().max(NAME_MAX, `Máximo ${NAME_MAX} caracteres`).trim().nullish() });
const adminCredentials = z.object({
  username: z.string({ error: 'Ingrese usuario y contraseña' }).max(EMAIL_MAX, TOO_LONG).trim().min(1, 'Ingrese usuario y contraseña'),
  password: password('Ingrese usuario y contraseña'),
});
const passwordChange = z.object({
  currentPassword: password('La contraseña actual es requerida'),
  password: password('La nueva contraseña es requerida'),
});

/**
 * A GET that ends the session must be this site's own top-level navigation: the sidebar's
 * "Cerrar Sesión" link (same-origin) or the address typed in the bar (none). Same-site is not
 * enough — every restaurant's public site is on *.BASE_DOMAIN, and an <img> there would sign
 * the operator out. Browsers without Fetch Metadata must show a Referer from this very origin.
 */
function ownNavigation(c: Context, publicUrl: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) {
    const dest = c.req.header('sec-fetch-dest');
    return (site === 'same-origin' || site === 'none') && c.req.header('sec-fetch-mode') === 'navigate' && (!dest || dest === 'document');
  }
  const referer = c.req.header('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** POST /api/auth/admin-login: only whether an administrator signed in. */
export const adminLoginJson = (success: boolean) => ({ success });

export type AuthRouteDeps = Pick<HttpDeps, 'settings' | 'accounts' | 'users' | 'sessions' | 'clock'>;

export const authRoutes = (deps: AuthRouteDeps) => {
  const { secret, trustProxy, publicUrl } = deps.settings;
  const signIn = (c: Context<AppEnv>, login: string, pass: string) =>
    deps.accounts.authenticate(login, pass, loginClient(c, login, secret, trustProxy));
  /** The session cookie first: clients that keep one cookie keep that one. */
  const startTrustedSession = async (c: Context<AppEnv>, login: string, userId: string) => {
    await startSession(c, deps, userId);
    rememberDevice(c, login, secret, isHttps(c, publicUrl));
  };
  return (
    new Hono<AppEnv>()
      .get('/auth/user', (c) => {
        const user = c.get('user');
        return user ? c.json(user) : jsonError(c, 401, 'No autorizado');
      })
      .post('/auth/register', async (c) => {
        const input = await readBody(c, registration);
        const user = await deps.accounts.register(input, loginClient(c, input.email, secret, trustProxy));
        await startSession(c, deps, user.id);
        return c.json(toPublicUser(user), 201);
      })
      .post('/auth/login', async (c) => {
        const { email, password } = await readBody(c, credentials);
        const user = await signIn(c, email, password);
        await startTrustedSession(c, email, user.id);
        return c.json(toPublicUser(user));
      })
      .post('/auth/admin-login', async (c) => {
        const { username, password } = await readBody(c, adminCredentials);
        try {
          const user = await signIn(c, username, password);
          if (user.role !== 'admin') return c.json(adminLoginJson(false));
          await startTrustedSession(c, username, user.id);
          return c.json(adminLoginJson(true));
        } catch (err) {
          // The admin screen reads only the flag; throttling is still reported as a 429 with its reason.
          if (err instanceof DomainError && err.kind === 'unauthorized') return c.json(adminLoginJson(false));
          throw err;
        }
      })
      .post('/auth/password', requireUser, async (c) => {
        const { currentPassword, password } = await readBody(c, passwordChange);
        const user = await deps.users.findById(c.get('user')!.id);
        if (!user) return jsonError(c, 401, 'No autorizado');
        const token = c.get('sessionToken');
        const client = loginClient(c, user.email, secret, trustProxy);
        await deps.accounts.changePassword(user, currentPassword, password, token ? sessionId(secret, token) : null, client);
        return c.json({ success: true });
      })
      .post('/auth/logout', async (c) => {
        await endSession(c, deps);
        return c.json({ success: true });
      })
      .get('/login', (c) => {
        const raw = c.req.query('next');
        const next = safeNext(raw) ?? (raw ? DEFAULT_NEXT : null);
        if (c.get('user')) return c.redirect(next ?? '/');
        return c.html(loginPage(c.req.query('mode') === 'login' ? 'login' : 'register', next, c.get('secureHeadersNonce') ?? ''));
      })
      .get('/logout', async (c) => {
        if (!ownNavigation(c, publicUrl)) throw forbidden('Para cerrar sesión usa el botón «Cerrar Sesión» del panel');
        await endSession(c, deps);
        return c.redirect('/');
      })
      // The same-origin check in front of every POST (middleware/same-origin.ts) is what guards this one.
      .post('/logout', async (c) => {
        await endSession(c, deps);
        return c.json({ success: true });
      })
  );
};
