import { Hono } from 'hono';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';
import { operatorName, staffMessageReply } from '../views/conversation-json.js';
import { providerFailure, templateChoice } from './whatsapp-templates.js';

/** The approved templates of the restaurant's provider, and a template sent to one conversation. */
export const templateRoutes = (deps: Pick<HttpDeps, 'access' | 'templates'>) => {
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
      return staffMessageReply(c, sent);
    });
};
