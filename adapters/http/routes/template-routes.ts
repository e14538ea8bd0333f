import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { WhatsAppSendError } from '../../../core/conversations/whatsapp-channel.js';
import { validationError } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';

export const templateChoice = z.object({
  templateId: z.string({ error: 'Elige una plantilla aprobada' }).min(1, 'Elige una plantilla aprobada').max(200),
  variables: z.array(z.string().max(2000, 'Una variable es demasiado larga'), { error: 'Faltan las variables de la plantilla' }).max(50),
});

const operatorName = (user: { name: string | null; email: string } | null) => user?.name?.trim() || user?.email || 'Equipo';

/** A provider that can't be reached or refuses: 502 with its reason in Spanish, nothing stored. */
function providerFailure(c: Context<AppEnv>, err: unknown) {
  if (!(err instanceof WhatsAppSendError)) throw err;
  return c.json({ error: `No se pudieron leer las plantillas de WhatsApp: ${err.message}` }, 502);
}

/** The approved templates of the restaurant's provider, and a template sent to one conversation. */
export const templateRoutes = (deps: HttpDeps) => {
  const scoped = [requireUser, withRestaurant(deps)] as const;
  return new Hono<AppEnv>()
    .get('/templates', ...scoped, async (c) => {
      try {
        return c.json(await deps.templates.list(c.get('restaurant').id));
      } catch (err) {
        return providerFailure(c, err);
      }
    })
    .post('/conversations/:id/template', ...scoped, async (c) => {
      const choice = await readBody(c, templateChoice);
      let sent;
      try {
        sent = await deps.templates.sendToConversation(c.get('restaurant').id, c.req.param('id'), operatorName(c.get('user')), choice);
      } catch (err) {
        return providerFailure(c, err);
      }
      const body = {
        id: sent.id,
        conversationId: sent.conversationId,
        content: sent.content,
        direction: sent.direction,
        timestamp: sent.timestamp,
        status: sent.status,
        error: sent.error,
        author: sent.author ?? null,
      };
      if (sent.status === 'failed') return c.json({ error: `No se pudo enviar: ${sent.error}`, message: body }, 502);
      return c.json(body, 201);
    });
};

/**
 * The bulk send of Conversaciones. A text goes only when every recipient wrote in the last
 * 24 hours — otherwise it is refused whole (409, who is outside) and the panel asks for a
 * template; a template goes to everyone. Each recipient's result is reported.
 */
export async function bulkSend(
  c: Context<AppEnv>,
  deps: HttpDeps,
  phoneNumbers: string[],
  body: { message?: string; template?: z.output<typeof templateChoice> },
) {
  const restaurantId = c.get('restaurant').id;
  let result;
  if (body.template) {
    try {
      result = await deps.templates.sendToPhones(restaurantId, phoneNumbers, body.template);
    } catch (err) {
      return providerFailure(c, err);
    }
  } else {
    if (body.message === undefined)
      throw validationError('El mensaje no puede estar vacío', { message: 'El mensaje no puede estar vacío' });
    const outside = await deps.manualMessages.outsideWindow(restaurantId, phoneNumbers);
    if (outside.length > 0 && body.message.trim()) {
      const total = new Set(phoneNumbers).size;
      const who = `${outside.length} de ${total} ${total === 1 ? 'cliente' : 'clientes'} no ${outside.length === 1 ? 'ha' : 'han'}`;
      return c.json(
        {
          error: `${who} escrito en las últimas 24 horas: WhatsApp solo permite escribirles con una plantilla aprobada. No se envió ningún mensaje; elige una plantilla.`,
          outsideWindow: outside,
        },
        409,
      );
    }
    result = await deps.manualMessages.send(restaurantId, phoneNumbers, body.message);
  }
  if (result.failed.length === 0) return c.json(result);
  const total = result.sent + result.failed.length;
  return c.json(
    { error: `No se pudieron enviar ${result.failed.length} de ${total} mensajes: ${result.failed[0]!.error}`, ...result },
    502,
  );
}
