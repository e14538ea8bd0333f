import { Hono } from 'hono';
import { MEXICO_CITY_OFFSET_MINUTES } from '../../../core/shared/mexico-time.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { conversationJson, messageJson } from '../views/conversation-json.js';
import { exportResponse, exportStream } from './conversation-export.js';

export type DataRouteDeps = Pick<HttpDeps, 'access' | 'lists' | 'clock'>;

/** YYYY-MM-DD in Mexico City, for download names. */
const exportDate = (now: Date) => new Date(now.getTime() + MEXICO_CITY_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** /data: the restaurant's conversations as a download (JSON or CSV), streamed. */
export const dataRoutes = (deps: DataRouteDeps) =>
  new Hono<AppEnv>().get('/export-conversations', requireUser, withRestaurant(deps), async (c) => {
    const format = c.req.query('format') === 'csv' ? 'csv' : 'json';
    const stream = exportStream(deps.lists, c.get('restaurant').id, format, { conversation: conversationJson, message: messageJson });
    return exportResponse(c, stream, format, exportDate(deps.clock.now()));
  });
