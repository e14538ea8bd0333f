import type { Context } from 'hono';
import { z } from 'zod';
import { validationError } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { conversationFilterSchema } from '../list-params.js';
import { providerFailure, templateChoice } from './whatsapp-templates.js';

/** Ids a client may list explicitly: a hand-made selection, or the exceptions to a whole-filter one. */
const MAX_LISTED = 1000;
/** Each send is a provider call made in the request: a larger audience is refused, not half-sent. */
const MAX_BULK_MESSAGE = 1000;
/** Whole-filter deletes run in slices, yielding between them, so a large one never holds the server. */
const DELETE_SLICE = 200;
const MAX_FILTER_DELETE = 100_000;

const excludeIds = z.array(z.string().max(100)).max(MAX_LISTED, `Como máximo ${MAX_LISTED} exclusiones`).optional();
const message = z.string({ error: 'El mensaje no puede estar vacío' }).max(4096, 'El mensaje es demasiado largo (máximo 4096 caracteres)');

/** The spec's body (phoneNumbers), or the whole filtered set (`filter`, minus `excludeIds`). */
export const bulkMessage = z.union(
  [
    z.object({
      phoneNumbers: z.array(z.string().max(30), { error: 'Selecciona al menos una conversación' }).max(MAX_LISTED),
      message: message.optional(),
      template: templateChoice.optional(),
    }),
    z.object({ filter: conversationFilterSchema, excludeIds, message: message.optional(), template: templateChoice.optional() }),
  ],
  { error: 'Selecciona al menos una conversación' },
);

/** The spec's body (conversationIds), or the whole filtered set. */
export const bulkDelete = z.union(
  [
    z.object({ conversationIds: z.array(z.string().max(100), { error: 'Indica las conversaciones a eliminar' }).max(MAX_LISTED) }),
    z.object({ filter: conversationFilterSchema, excludeIds }),
  ],
  { error: 'Indica las conversaciones a eliminar' },
);

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export const bulkConversationActions = (deps: Pick<HttpDeps, 'lists' | 'conversations'>) => ({
  async phonesFor(restaurantId: string, body: z.output<typeof bulkMessage>): Promise<string[]> {
    if ('phoneNumbers' in body) return body.phoneNumbers;
    const filter = { ...body.filter, search: body.filter.search?.trim() || undefined };
    const matching = await deps.lists.matchingConversations(restaurantId, filter, body.excludeIds ?? [], MAX_BULK_MESSAGE + 1);
    if (matching.length > MAX_BULK_MESSAGE) {
      throw validationError(`Un mensaje masivo llega a como máximo ${MAX_BULK_MESSAGE} conversaciones: ajusta los filtros`);
    }
    return matching.map((m) => m.phoneNumber);
  },

  async delete(restaurantId: string, body: z.output<typeof bulkDelete>) {
    if ('conversationIds' in body) {
      const unique = [...new Set(body.conversationIds)];
      const deletedCount = unique.length ? await deps.conversations.delete(restaurantId, unique) : 0;
      return { deletedCount, totalRequested: body.conversationIds.length };
    }
    const filter = { ...body.filter, search: body.filter.search?.trim() || undefined };
    const ids = (await deps.lists.matchingConversations(restaurantId, filter, body.excludeIds ?? [], MAX_FILTER_DELETE)).map((m) => m.id);
    let deletedCount = 0;
    for (let i = 0; i < ids.length; i += DELETE_SLICE) {
      if (i > 0) await yieldToEventLoop();
      deletedCount += await deps.conversations.delete(restaurantId, ids.slice(i, i + DELETE_SLICE));
    }
    return { deletedCount, totalRequested: ids.length };
  },
});

/**
 * The bulk send of Conversaciones. A text goes only when every recipient wrote in the last
 * 24 hours — otherwise it is refused whole (409, who is outside) and the panel asks for a
 * template; a template goes to everyone. Each recipient's result is reported.
 */
export async function bulkSend(
  c: Context<AppEnv>,
  deps: Pick<HttpDeps, 'templates' | 'manualMessages'>,
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
