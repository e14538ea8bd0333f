import twilio from 'twilio';
import { metaEnvelope, signedMetaRequest } from '../../../adapters/messaging/testing/signed-meta-webhook.js';
import { startFakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { startFakeTwilioApi } from '../../../adapters/messaging/testing/fake-twilio-api.js';
import type { Clock } from '../../../core/shared/clock.js';
import { TOKENS } from '../tokens.js';
import { createTestServer, get, type ApiJson, type TestClient, type TestServer } from './test-server.js';

/** Helpers for tests that drive the real webhooks (Meta signed JSON, Twilio signed form posts). */
export const META_APP_SECRET = 'meta-app-secret';
export const META_TOKEN = 'EAAG-valid-token';
export const TWILIO_AUTH = 'twilio-auth-token';

/** A restaurant's Meta settings against the fake Graph API (`overrides` for a field the test names). */
export const metaConfig = (overrides: Record<string, unknown> = {}) => ({
  provider: 'meta',
  accessToken: META_TOKEN,
  phoneNumberId: '1234567890',
  webhookVerifyToken: 'v',
  appSecret: META_APP_SECRET,
  businessPhone: '+525500000000',
  ...overrides,
});

export const twilioConfig = (overrides: Record<string, unknown> = {}) => ({
  provider: 'twilio',
  twilioAccountSid: 'AC' + '1'.repeat(32),
  twilioAuthToken: TWILIO_AUTH,
  twilioFrom: '+14155238886',
  ...overrides,
});

/**
 * The fake Graph API (and, unless `twilio: false`, the fake Twilio API) and a test server that
 * talks to them; `close` stops all three.
 */
export async function startWhatsappServer(
  options: {
    clock?: Clock;
    graph?: Parameters<typeof startFakeGraphApi>[0];
    twilio?: boolean;
    providers?: Record<string, string>;
    /** Another database than SQLite :memory: (a PostgreSQL schema of the test's own). */
    databaseUrl?: string;
  } = {},
) {
  const graph = await startFakeGraphApi({ accessToken: META_TOKEN, ...options.graph });
  const twilioApi = options.twilio === false ? null : await startFakeTwilioApi();
  const providers = { metaGraphUrl: graph.url, ...(twilioApi && { twilioApiUrl: twilioApi.url }), ...options.providers };
  const server = await createTestServer(
    { providers, ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}) },
    options.clock ? { clock: options.clock } : {},
  );
  const close = async () => {
    await server.close();
    await graph.close();
    await twilioApi?.close();
  };
  return { graph, twilioApi: twilioApi as Awaited<ReturnType<typeof startFakeTwilioApi>>, server, close };
}

/**
 * Registers `name`'s operator on `client`, creates their restaurant with tacos al pastor on the
 * menu (`menu: false` for none) and saves its WhatsApp settings (Meta by default).
 */
export async function whatsappRestaurant(client: TestClient, name: string, options: { config?: object; menu?: boolean } = {}) {
  const restaurantId = (await client.operatorWithRestaurant(name)).restaurant.id;
  if (options.menu !== false) await client.json('POST', '/api/menu', { name: 'Tacos al Pastor', price: 1800, category: 'Tacos' });
  await client.json('POST', '/api/config', { key: 'whatsapp_config', value: options.config ?? metaConfig() });
  return restaurantId;
}
let seq = 0;
export const nextWamid = () => `wamid.fixture${++seq}${Date.now().toString(36)}`;

/** One Cloud API message object: `{type: 'text', text: {body}}`, `{type: 'location', location: {...}}`… */
export type MetaMessage = { from: string; id?: string; type?: string; [key: string]: unknown };

export const metaText = (from: string, body: string): MetaMessage => ({ from, type: 'text', text: { body } });

export function metaPayload(messages: MetaMessage[], statuses: object[] = []) {
  return metaEnvelope({
    contacts: messages.map((m) => ({ wa_id: m.from, profile: { name: 'Lupita' } })),
    messages: messages.map(({ id, ...m }) => ({
      id: id ?? nextWamid(),
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'text',
      ...m,
    })),
    statuses,
  });
}

export function postMeta(server: TestServer, restaurantId: string, appSecret: string, body: unknown) {
  return server.app.request(`/webhooks/meta/${restaurantId}`, { method: 'POST', ...signedMetaRequest(body, appSecret) });
}

export function postTwilio(server: TestServer, restaurantId: string, authToken: string, params: Record<string, string>) {
  const path = `/webhooks/twilio/${restaurantId}`;
  const signature = twilio.getExpectedTwilioSignature(authToken, `${server.settings.publicUrl}${path}`, params);
  return server.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
}

/** Posts one signed Meta message stamped with `clock`'s time (Meta stamps whole seconds). */
export function postMetaAt(server: TestServer, restaurantId: string, clock: Clock, message: MetaMessage) {
  const timestamp = String(Math.floor(clock.now().getTime() / 1000));
  return postMeta(server, restaurantId, META_APP_SECRET, metaPayload([{ ...message, timestamp }]));
}

let sid = 0;
export const twilioText = (from: string, body: string, extra: Record<string, string> = {}) => ({
  MessageSid: `SM${String(++sid).padStart(32, '0')}`,
  From: `whatsapp:${from}`,
  To: 'whatsapp:+14155238886',
  Body: body,
  NumMedia: '0',
  ...extra,
});

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function conversationOf(client: TestClient, phone: string) {
  const list = (await client.json('GET', '/api/conversations')).body as { id: string; phoneNumber: string }[];
  return list.find((c) => c.phoneNumber === phone) ?? null;
}

export async function threadOf(client: TestClient, phone: string): Promise<ApiJson[]> {
  const conversation = await conversationOf(client, phone);
  return conversation ? (await client.json('GET', `/api/messages/${conversation.id}`)).body : [];
}

/** Every inbox message handled: what was going to be answered has been. */
export const untilInboxDrained = (server: TestServer) =>
  until(
    () => get(server.container, TOKENS.Inbox).unfinishedCount(),
    (n) => n === 0,
  );

/** Waits until the conversation has `count` messages and none is still pending. */
export const settledThread = (client: TestClient, phone: string, count: number) =>
  until(
    () => threadOf(client, phone),
    (m) => m.length >= count && m.every((x) => x.status !== 'pending'),
  );
