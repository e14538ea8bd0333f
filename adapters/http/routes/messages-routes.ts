import { Hono } from 'hono';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { messageListParams } from '../list-params.js';
import { changeEtag } from '../middleware/change-etag.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { messagesJson } from '../views/conversation-json.js';

export type MessagesRouteDeps = Pick<HttpDeps, 'access' | 'changeVersions' | 'conversations' | 'lists'>;

/** /messages: a conversation's thread. */
export const messagesRoutes = (deps: MessagesRouteDeps) =>
  new Hono<AppEnv>()
    // The thread's newest page, oldest first; X-Next-Cursor pages back, ?after={id} polls for what is new.
    .get('/:conversationId', requireUser, withRestaurant(deps), changeEtag(deps.changeVersions, 'messages'), async (c) => {
      const restaurantId = c.get('restaurant').id;
      const page = messageListParams(c);
      const conversation = await deps.conversations.findById(restaurantId, c.req.param('conversationId'));
      if (!conversation) throw notFound('Conversación no encontrada');
      const result = await deps.lists.messages(restaurantId, conversation.id, page);
      return c.json(messagesJson(result.items), 200, result.nextCursor ? { 'X-Next-Cursor': result.nextCursor } : {});
    });
