import { Hono } from 'hono';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { conversationListParams, pageHeaders } from '../list-params.js';
import { ListTotals } from '../list-totals.js';
import { changeEtag } from '../middleware/change-etag.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';
import { conversationJson, messageJson, messagesJson, withCurrentTakeover } from '../views/conversation-json.js';
import { bulkConversationActions, bulkDelete, bulkMessage, bulkSend } from './conversation-bulk.js';
import { withLastMessage } from './last-message.js';

const RECENT_LIMIT = 20;

export type ConversationsRouteDeps = Pick<
  HttpDeps,
  'access' | 'changeVersions' | 'lists' | 'conversations' | 'messages' | 'manualMessages' | 'templates' | 'operations' | 'clock'
>;

/**
 * /conversations: the list, the recent feed, bulk actions, retry and "seen". The guard goes on
 * each route rather than on the group, so the takeover routes under the same prefix
 * (takeover-routes.ts) are not checked twice and unknown paths stay 404.
 */
export const conversationsRoutes = (deps: ConversationsRouteDeps) => {
  const scoped = [requireUser, withRestaurant(deps)] as const;
  const totals = new ListTotals();
  const polledConversations = changeEtag(deps.changeVersions, 'conversations');
  const polledMessages = changeEtag(deps.changeVersions, 'messages');
  const bulk = bulkConversationActions(deps);
  return (
    new Hono<AppEnv>()
      // A page (keyset, newest activity first) of the spec's list; totals and the next page in headers.
      .get('/', ...scoped, polledConversations, async (c) => {
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
        const previews = await withLastMessage(deps.messages, restaurantId, items.map(conversationJson));
        return c.json(previews, 200, pageHeaders(counts, result.nextCursor));
      })
      .get('/recent', ...scoped, polledMessages, async (c) =>
        c.json(messagesJson(await deps.messages.recent(c.get('restaurant').id, RECENT_LIMIT))),
      )
      .post('/bulk-message', ...scoped, async (c) => {
        const body = await readBody(c, bulkMessage);
        const phoneNumbers = await bulk.phonesFor(c.get('restaurant').id, body);
        return bulkSend(c, deps, phoneNumbers, body);
      })
      .delete('/:id', ...scoped, async (c) => {
        const deleted = await deps.conversations.delete(c.get('restaurant').id, [c.req.param('id')]);
        if (!deleted) throw notFound('Conversación no encontrada');
        return c.json({ success: true });
      })
      .delete('/', ...scoped, async (c) => {
        return c.json(await bulk.delete(c.get('restaurant').id, await readBody(c, bulkDelete)));
      })
      .post('/:id/messages/:messageId/retry', ...scoped, async (c) => {
        const message = await deps.manualMessages.retry(c.get('restaurant').id, c.req.param('id'), c.req.param('messageId'));
        const json = messageJson(message);
        return message.status === 'failed'
          ? c.json({ error: `No se pudo reenviar el mensaje: ${message.error ?? 'error desconocido'}`, message: json }, 502)
          : c.json(json);
      })
      // Opening a conversation is looking at its order: 'PEDIDO NUEVO' clears.
      .post('/:id/seen', ...scoped, async (c) => {
        const updated = await deps.conversations.update(c.get('restaurant').id, c.req.param('id'), { hasNewOrder: false });
        if (!updated) throw notFound('Conversación no encontrada');
        return c.json({ success: true });
      })
  );
};
