import { Hono } from 'hono';
import { z } from 'zod';
import { normalizePhone } from '../../../core/shared/phone.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { jsonError } from '../errors.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';

export type TestMessageRouteDeps = Pick<HttpDeps, 'access' | 'testMessages'>;

const testMessage = z.object({
  phone: z
    .string({ error: 'El teléfono es requerido' })
    .max(40, 'Teléfono inválido: usa el formato +5215512345678')
    .trim()
    // "+52 33 1234 5678" and "(33) 1234-5678" are how people write phones.
    .transform((phone) => phone.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{8,15}$/, 'Teléfono inválido: usa el formato +5215512345678')),
  message: z.string({ error: 'El mensaje no puede estar vacío' }).trim().min(1, 'El mensaje no puede estar vacío').max(4096),
});

/** /test/whatsapp: a message through the real pipeline, answered in the request (the AI scenarios live in ai-routes.ts). */
export const testMessageRoutes = (deps: TestMessageRouteDeps) =>
  new Hono<AppEnv>().post('/whatsapp', requireUser, withRestaurant(deps), async (c) => {
    const { phone, message } = await readBody(c, testMessage);
    const normalized = normalizePhone(phone);
    const result = await deps.testMessages.run(c.get('restaurant').id, normalized, message);
    if (!result.answered) return jsonError(c, 504, 'El asistente no respondió a tiempo; revisa Conversaciones en unos segundos');
    return c.json({ success: true, ...result });
  });
