import { Hono } from 'hono';
import { z } from 'zod';
import type { Conversation } from '../../../core/conversations/conversation.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';
import { operatorName, staffMessageReply } from '../views/conversation-json.js';

const staffMessage = z.object({
  message: z.string({ error: 'El mensaje no puede estar vacío' }).max(4096, 'El mensaje es demasiado largo (máximo 4096 caracteres)'),
});

/** "Tomar conversación", the operator's messages and "Devolver al asistente". */
export const takeoverRoutes = (deps: Pick<HttpDeps, 'access' | 'staff'>) => {
  const scoped = [requireUser, withRestaurant(deps)] as const;
  const json = ({ restaurantId: _r, ...c }: Conversation) => c;
  return new Hono<AppEnv>()
    .post('/conversations/:id/takeover', ...scoped, async (c) =>
      c.json(json(await deps.staff.take(c.get('restaurant').id, c.req.param('id'), operatorName(c.get('user'))))),
    )
    .delete('/conversations/:id/takeover', ...scoped, async (c) =>
      c.json(json(await deps.staff.release(c.get('restaurant').id, c.req.param('id')))),
    )
    .post('/conversations/:id/messages', ...scoped, async (c) => {
      const { message } = await readBody(c, staffMessage);
      const sent = await deps.staff.write(c.get('restaurant').id, c.req.param('id'), operatorName(c.get('user')), message);
      return staffMessageReply(c, sent);
    });
};
