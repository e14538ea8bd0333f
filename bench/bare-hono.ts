/**
 * The floor the steady bench compares ingest with: a Hono server on the same Node adapter that
 * reads a webhook's body and answers 200, nothing else. Run as its own process by
 * bench/steady-bench.ts (PORT from the environment).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/healthz', (c) => c.text('ok'));
app.post('/webhooks/meta/:restaurantId', async (c) => {
  await c.req.text();
  return c.text('EVENT_RECEIVED');
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
