import { Hono } from 'hono';
import { z } from 'zod';
import { DomainError } from '../../../core/shared/errors.js';
import { toPublicUser } from '../../../core/tenancy/user.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { jsonError } from '../errors.js';
import { endSession, startSession } from '../middleware/sessions.js';
import { loginPage } from '../pages/login-page.js';
import { readBody } from '../validation.js';

const credentials = z.object({
  email: z.string({ error: 'El correo es requerido' }).trim().min(1, 'El correo es requerido'),
  password: z.string({ error: 'La contraseña es requerida' }).min(1, 'La contraseña es requerida'),
});
const registration = credentials.extend({ name: z.string().trim().max(120).nullish() });
const adminCredentials = z.object({
  username: z.string({ error: 'Ingrese usuario y contraseña' }).trim().min(1, 'Ingrese usuario y contraseña'),
  password: z.string({ error: 'Ingrese usuario y contraseña' }).min(1, 'Ingrese usuario y contraseña'),
});

/** Only a path on this site: `//evil.com` or `https://…` would turn sign-in into an open redirect. */
function safeNext(next: string | undefined): string | null {
  return next && /^\/(?![/\\])/.test(next) ? next : null;
}

export const authRoutes = (deps: HttpDeps) =>
  new Hono<AppEnv>()
    .get('/auth/user', (c) => {
      const user = c.get('user');
      return user ? c.json(user) : jsonError(c, 401, 'No autorizado');
    })
    .post('/auth/register', async (c) => {
      const input = await readBody(c, registration);
      const user = await deps.accounts.register(input);
      await startSession(c, deps, user.id);
      return c.json(toPublicUser(user), 201);
    })
    .post('/auth/login', async (c) => {
      const { email, password } = await readBody(c, credentials);
      const user = await deps.accounts.authenticate(email, password);
      await startSession(c, deps, user.id);
      return c.json(toPublicUser(user));
    })
    .post('/auth/admin-login', async (c) => {
      const { username, password } = await readBody(c, adminCredentials);
      try {
        const user = await deps.accounts.authenticate(username, password);
        if (user.role !== 'admin') return c.json({ success: false });
        await startSession(c, deps, user.id);
        return c.json({ success: true });
      } catch (err) {
        // The admin screen reads only the flag; a lockout is still reported as an error status.
        if (err instanceof DomainError && err.kind === 'unauthorized') return c.json({ success: false });
        throw err;
      }
    })
    .post('/auth/logout', async (c) => {
      await endSession(c, deps);
      return c.json({ success: true });
    })
    .get('/login', (c) => {
      const next = safeNext(c.req.query('next'));
      if (c.get('user')) return c.redirect(next ?? '/');
      return c.html(loginPage(c.req.query('mode') === 'login' ? 'login' : 'register', next));
    })
    .get('/logout', async (c) => {
      await endSession(c, deps);
      return c.redirect('/');
    });
