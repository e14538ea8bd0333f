import type { Context } from 'hono';
import { z } from 'zod';
import { WhatsAppSendError } from '../../../core/conversations/whatsapp-channel.js';
import type { AppEnv } from '../env.js';

/** An approved template and its variables, as the panel sends it (one conversation or a bulk send). */
export const templateChoice = z.object({
  templateId: z.string({ error: 'Elige una plantilla aprobada' }).min(1, 'Elige una plantilla aprobada').max(200),
  variables: z.array(z.string().max(2000, 'Una variable es demasiado larga'), { error: 'Faltan las variables de la plantilla' }).max(50),
});

/**
 * A provider that can't be reached or refuses: 502 with its reason in Spanish, nothing stored.
 * A setting the restaurant has not filled in (the WABA id) is theirs to fix: 409, same wording.
 */
export function providerFailure(c: Context<AppEnv>, err: unknown) {
  if (!(err instanceof WhatsAppSendError)) throw err;
  return c.json({ error: `No se pudieron leer las plantillas de WhatsApp: ${err.message}` }, err.reason === 'not_configured' ? 409 : 502);
}
