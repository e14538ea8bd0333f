import twilio from 'twilio';
import { signMetaBody } from '../../../adapters/messaging/meta/meta-signature.js';
import type { ApiJson, TestClient, TestServer } from './test-server.js';

/** Helpers for tests that drive the real webhooks (Meta signed JSON, Twilio signed form posts). */
let seq = 0;
export const nextWamid = () => `wamid.fixture${++seq}${Date.now().toString(36)}`;

/** One Cloud API message object: `{type: 'text', text: {body}}`, `{type: 'location', location: {...}}`… */
export type MetaMessage = { from: string; id?: string; type?: string; [key: string]: unknown };

export const metaText = (from: string, body: string): MetaMessage => ({ from, type: 'text', text: { body } });

export function metaPayload(messages: MetaMessage[], statuses: object[] = []) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '525500000000', phone_number_id: '1234567890' },
              contacts: messages.map((m) => ({ wa_id: m.from, profile: { name: 'Lupita' } })),
              messages: messages.map(({ id, ...m }) => ({
                id: id ?? nextWamid(),
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: 'text',
                ...m,
              })),
              statuses,
            },
          },
        ],
      },
    ],
  };
}

export function postMeta(server: TestServer, restaurantId: string, appSecret: string, body: unknown) {
  const raw = JSON.stringify(body);
  return server.app.request(`/webhooks/meta/${restaurantId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signMetaBody(raw, appSecret) },
    body: raw,
  });
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

/** Waits until the conversation has `count` messages and none is still pending. */
export const settledThread = (client: TestClient, phone: string, count: number) =>
  until(
    () => threadOf(client, phone),
    (m) => m.length >= count && m.every((x) => x.status !== 'pending'),
  );
