import { Hono } from 'hono';
import { z } from 'zod';
import type { Conversation, Message } from '../../../core/conversations/conversation.js';
import { normalizePhone } from '../../../core/conversations/phone.js';
import { isTestMessageId } from '../../../core/conversations/test-message.js';
import { forbidden, notFound } from '../../../core/shared/errors.js';
import { MEXICO_CITY_OFFSET_MINUTES } from '../../../core/shared/mexico-time.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { jsonError } from '../errors.js';
import { conversationListParams, messageListParams, pageHeaders } from '../list-params.js';
import { ListTotals } from '../list-totals.js';
import { changeEtag } from '../middleware/change-etag.js';
import { bulkConversationActions, bulkDelete, bulkMessage } from './conversation-bulk.js';
import { exportResponse, exportStream } from './conversation-export.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';
import { attachmentJson } from './media-routes.js';
import { withCurrentTakeover } from './takeover-routes.js';
import { bulkSend } from './template-routes.js';

const RECENT_LIMIT = 20;

const conversationJson = ({ restaurantId: _r, ...c }: Conversation) => c;
const messageJson = (m: Message) => ({
  id: m.id,
  conversationId: m.conversationId,
  content: m.content,
  direction: m.direction,
  timestamp: m.timestamp,
  status: m.status,
  error: m.error,
  author: m.author ?? null,
  attachment: attachmentJson(m.attachment),
});

/** Messages with `isTest`: the panel's test messages and the replies to them, so screens can mark them. */
function messagesJson(messages: Message[]) {
  const tests = new Set(messages.filter((m) => isTestMessageId(m.providerMessageId)).map((m) => m.id));
  return messages.map((m) => ({ ...messageJson(m), isTest: tests.has(m.id) || (m.replyToId !== null && tests.has(m.replyToId)) }));
}

const testMessage = z.object({
  phone: z.string({ error: 'El teléfono es requerido' }).max(40, 'Teléfono inválido: usa el formato +5215512345678').trim().regex(/^\+?\d{8,15}$/, 'Teléfono inválido: usa el formato +5215512345678'),
  message: z.string({ error: 'El mensaje no puede estar vacío' }).trim().min(1, 'El mensaje no puede estar vacío').max(4096),
});

/** YYYY-MM-DD in Mexico City, for download names. */
const exportDate = (now: Date) => new Date(now.getTime() + MEXICO_CITY_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** Mounted at the API root, so the tenancy guard goes on each route rather than on every /api path. */
export const conversationRoutes = (deps: HttpDeps) => {
  const scoped = [requireUser, withRestaurant(deps)] as const;
  const totals = new ListTotals();
  const polledConversations = changeEtag(deps.changeVersions, 'conversations');
  const polledMessages = changeEtag(deps.changeVersions, 'messages');
  const bulk = bulkConversationActions(deps);
  return new Hono<AppEnv>()
    // A page (keyset, newest activity first) of the spec's list; totals and the next page in headers.
    .get('/conversations', ...scoped, polledConversations, async (c) => {
      const restaurantId = c.get('restaurant').id;
      const { filter, page } = conversationListParams(c);
      const filtered = filter.search || filter.from || filter.to;
      const [result, counts] = await Promise.all([
        deps.lists.conversations(restaurantId, filter, page),
        totals.read(
          c.get('listVersion'),
          restaurantId,
          'conversations',
          () => deps.lists.countConversations(restaurantId, {}),
          filtered ? { key: JSON.stringify(filter), count: () => deps.lists.countConversations(restaurantId, filter) } : null,
        ),
      ]);
      const items = await withCurrentTakeover(deps, restaurantId, result.items);
      return c.json(items.map(conversationJson), 200, pageHeaders(counts, result.nextCursor));
    })
    .get('/conversations/recent', ...scoped, polledMessages, async (c) => c.json(messagesJson(await deps.messages.recent(c.get('restaurant').id, RECENT_LIMIT))))
    .post('/conversations/bulk-message', ...scoped, async (c) => {
      const body = await readBody(c, bulkMessage);
      const phoneNumbers = await bulk.phonesFor(c.get('restaurant').id, body);
      return bulkSend(c, deps, phoneNumbers, body);
    })
    .delete('/conversations/:id', ...scoped, async (c) => {
      const deleted = await deps.conversations.delete(c.get('restaurant').id, [c.req.param('id')]);
      if (!deleted) throw notFound('Conversación no encontrada');
      return c.json({ success: true });
    })
    .delete('/conversations', ...scoped, async (c) => {
      return c.json(await bulk.delete(c.get('restaurant').id, await readBody(c, bulkDelete)));
    })
    // The thread's newest page, oldest first; X-Next-Cursor pages back, ?after={id} polls for what is new.
    .get('/messages/:conversationId', ...scoped, polledMessages, async (c) => {
      const restaurantId = c.get('restaurant').id;
      const page = messageListParams(c);
      const conversation = await deps.conversations.findById(restaurantId, c.req.param('conversationId'));
      if (!conversation) throw notFound('Conversación no encontrada');
      const result = await deps.lists.messages(restaurantId, conversation.id, page);
      return c.json(messagesJson(result.items), 200, result.nextCursor ? { 'X-Next-Cursor': result.nextCursor } : {});
    })
    .post('/conversations/:id/messages/:messageId/retry', ...scoped, async (c) => {
      const message = await deps.manualMessages.retry(c.get('restaurant').id, c.req.param('id'), c.req.param('messageId'));
      const json = messageJson(message);
      return message.status === 'failed' ? c.json({ error: `No se pudo reenviar el mensaje: ${message.error ?? 'error desconocido'}`, message: json }, 502) : c.json(json);
    })
    // Opening a conversation is looking at its order: 'PEDIDO NUEVO' clears.
    .post('/conversations/:id/seen', ...scoped, async (c) => {
      const updated = await deps.conversations.update(c.get('restaurant').id, c.req.param('id'), { hasNewOrder: false });
      if (!updated) throw notFound('Conversación no encontrada');
      return c.json({ success: true });
    })
    .get('/data/export-conversations', ...scoped, async (c) => {
      const format = c.req.query('format') === 'csv' ? 'csv' : 'json';
      const stream = exportStream(deps.lists, c.get('restaurant').id, format, { conversation: conversationJson, message: messageJson });
      return exportResponse(c, stream, format, exportDate(deps.clock.now()));
    })
    .get('/whatsapp/status', ...scoped, async (c) => c.json(await deps.whatsapp.status(c.get('restaurant').id)))
    .get('/admin/whatsapp/status', ...scoped, async (c) => {
      if (c.get('user')!.role !== 'admin') throw forbidden('Solo un administrador puede ver este estado');
      return c.json(await deps.whatsapp.status(c.get('restaurant').id));
    })
    .get('/dashboard/stats', ...scoped, async (c) => c.json(await deps.dashboard.read(c.get('restaurant').id)))
    .post('/test/whatsapp', ...scoped, async (c) => {
      const { phone, message } = await readBody(c, testMessage);
      const normalized = normalizePhone(phone);
      const result = await deps.testMessages.run(c.get('restaurant').id, normalized, message);
      if (!result.answered) return jsonError(c, 504, 'El asistente no respondió a tiempo; revisa Conversaciones en unos segundos');
      return c.json({ success: true, ...result });
    });
};
