import { Hono } from 'hono';
import { goLiveChecklist } from '../../../core/conversations/go-live.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';

export type GoLiveRouteDeps = Pick<HttpDeps, 'access' | 'menu' | 'operations' | 'config' | 'whatsapp' | 'messages' | 'lists'>;

/** /onboarding/checklist: what the dashboard's go-live checklist shows until every step is done. */
export const goLiveRoutes = (deps: GoLiveRouteDeps) =>
  new Hono<AppEnv>().get('/checklist', requireUser, withRestaurant(deps), async (c) => {
    const id = c.get('restaurant').id;
    const [menu, operations, profile, ai, whatsapp, recentMessages, orders] = await Promise.all([
      deps.menu.list(id),
      deps.operations(id),
      deps.config.resolve(id, 'restaurant_profile'),
      deps.config.resolve(id, 'ai_config'),
      deps.whatsapp.status(id),
      deps.messages.recent(id, 200),
      // Test-centre orders count: taking one is the step.
      deps.lists.countOrders(id, {}),
    ]);
    return c.json(goLiveChecklist({ menu, operations, profile, whatsapp, recentMessages, orders, testMode: ai.testMode !== false }));
  });
