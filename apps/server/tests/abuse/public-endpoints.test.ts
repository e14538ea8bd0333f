import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INBOUND_TEXT } from '../../../../core/conversations/intake.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { resolve, TOKENS } from '../../tokens.js';
import { regexComplexity } from './regex-safety.js';

/** Largest body the server reads; anything above is refused unread (413). */
const MAX_BODY = 1024 * 1024;
const APP_SECRET = 'fuzz-app-secret';

/** Every regex the server runs, with the longest input it was given while the fuzzing ran. */
const seen = new Map<string, { source: string; flags: string; longest: number }>();
const originalExec = RegExp.prototype.exec;
let recording = false;
function record() {
  // String methods taking a regex (test, match, replace, split…) all go through exec.
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    if (recording) {
      const length = String(input).length;
      const key = `/${this.source}/${this.flags}`;
      const entry = seen.get(key);
      if (!entry || entry.longest < length) seen.set(key, { source: this.source, flags: this.flags, longest: length });
    }
    return originalExec.call(this, input);
  };
}

/** Strings built to hurt: long runs of the characters patterns tend to backtrack on. */
const atom = fc.constantFrom(
  '@',
  '.',
  'a',
  ' ',
  '\t',
  '\n',
  '/',
  '\\',
  '%0a',
  '-',
  '0',
  'ñ',
  '"',
  ',',
  ':',
  '<',
  'por ',
  'cambia ',
  'mi dirección es ',
  '\u0000',
);
const pathological = (max: number) =>
  fc
    .tuple(fc.array(atom, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max }))
    .map(([parts, times]) => parts.join('').repeat(times).slice(0, max));

describe('public endpoints under long and pathological input', () => {
  let server: TestServer;
  let restaurantId: string;
  beforeAll(async () => {
    server = await createTestServer({
      // Configured so their webhooks do real work; nothing is ever reached on those addresses.
      providers: {
        stripeWebhookSecret: 'whsec_fuzz',
        mercadoPagoAccessToken: 'TEST-fuzz',
        mercadoPagoWebhookSecret: 'mp-fuzz',
        mercadoPagoApiUrl: 'http://127.0.0.1:9',
      },
    });
    const restaurant = (await resolve(server.container, TOKENS.Restaurants).list())[0]!;
    restaurantId = restaurant.id;
    await resolve(server.container, TOKENS.Config).write(restaurantId, 'whatsapp_config', {
      provider: 'meta',
      appSecret: APP_SECRET,
      webhookVerifyToken: 'verify',
      twilioAuthToken: 'twilio-token',
    });
    record();
  });
  afterAll(async () => {
    RegExp.prototype.exec = originalExec;
    await server.close();
  });

  /** Each public endpoint, fed `s` wherever it reads text. */
  const requests = (s: string): [string, RequestInit, Record<string, string>?][] => {
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const metaBody = JSON.stringify({
      entry: [
        {
          changes: [
            {
              value: {
                contacts: [{ profile: { name: s }, wa_id: '5215512345678' }],
                messages: [
                  {
                    from: '5215512345678',
                    id: `wamid.${s.length}.${Math.random()}`,
                    timestamp: '1700000000',
                    type: 'text',
                    text: { body: s },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const metaSignature = `sha256=${createHmac('sha256', APP_SECRET).update(metaBody).digest('hex')}`;
    const q = encodeURIComponent(s.slice(0, 4000));
    // What an HTTP client can put in a header: no control characters, at most a few KB.
    const h = Array.from(s.slice(0, 4000), (ch) => (ch.charCodeAt(0) < 0x20 || ch === '\u007f' ? ' ' : ch)).join('');
    return [
      ['/api/auth/register', json({ email: s, password: s, name: s })],
      ['/api/auth/register', json({ email: `${s.slice(0, 60)}@x.mx`, password: s.slice(0, 128), name: s })],
      ['/api/auth/login', json({ email: s, password: s })],
      ['/api/auth/admin-login', json({ username: s, password: s })],
      ['/api/payments/stripe/create-subscription', json({ planId: s, email: s })],
      ['/api/payments/mercadopago/create', json({ planId: s, email: s, amount: s })],
      [`/api/login?next=${q}&mode=${q}`, { method: 'GET' }],
      ['/api/logout', { method: 'GET', headers: { referer: h } }],
      [`/webhooks/meta/${restaurantId}?hub.mode=${q}&hub.verify_token=${q}&hub.challenge=${q}`, { method: 'GET' }],
      [
        `/webhooks/meta/${restaurantId}`,
        { method: 'POST', headers: { 'x-hub-signature-256': metaSignature, 'content-type': 'application/json' }, body: metaBody },
      ],
      [`/webhooks/meta/${restaurantId}`, { method: 'POST', headers: { 'x-hub-signature-256': h }, body: s }],
      [
        `/webhooks/twilio/${restaurantId}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
          body: `Body=${encodeURIComponent(s)}&From=${q}`,
        },
      ],
      ['/webhooks/stripe', { method: 'POST', headers: { 'stripe-signature': `t=1,v1=${h}` }, body: s }],
      [
        `/webhooks/mercadopago?data.id=${q}`,
        { method: 'POST', headers: { 'x-signature': h, 'x-request-id': 'r' }, body: JSON.stringify({ type: s, data: { id: s } }) },
      ],
      ['/', { method: 'GET' }, { host: `${s.slice(0, 200).replace(/[^a-z0-9-]/g, 'a') || 'a'}.localhost` }],
      ['/api/subscription-plans', { method: 'GET' }],
    ];
  };

  const send = async (path: string, init: RequestInit, extraHeaders: Record<string, string> = {}) => {
    const headers = { ...(init.headers as Record<string, string> | undefined), ...extraHeaders };
    recording = true;
    try {
      return await server.app.request(path, { ...init, headers });
    } finally {
      recording = false;
    }
  };

  /** 4xx, or the 502 "provider did not answer" of a checkout whose provider sits on a closed port here. */
  const expectDeliberate = (path: string, status: number) => {
    if (status === 502 && path.startsWith('/api/payments/')) return;
    expect(status, path.slice(0, 60)).toBeLessThan(500);
  };

  it('answers every request with a deliberate status, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(pathological(60_000), async (s) => {
        for (const [path, init, headers] of requests(s)) expectDeliberate(path, (await send(path, init, headers)).status);
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('takes the largest bodies allowed (16 KB sign-in and payments, 64 KB notifications, 1 MB Meta) and refuses larger ones unread', async () => {
    for (const size of [16 * 1024, 64 * 1024, MAX_BODY]) {
      for (const [path, init, headers] of requests('a@.'.repeat(Math.floor((size - 600) / 9))))
        expectDeliberate(path, (await send(path, init, headers)).status);
    }
    const body = (bytes: number) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(bytes) },
      body: 'x'.repeat(bytes),
    });
    expect((await send('/api/auth/login', body(16 * 1024 + 1))).status).toBe(413);
    expect((await send('/webhooks/stripe', body(64 * 1024 + 1))).status).toBe(413);
    expect((await send(`/webhooks/meta/${restaurantId}`, body(MAX_BODY + 1))).status).toBe(413);
  }, 120_000);

  it('lets the assistant see at most one WhatsApp message’s worth of a hostile customer’s text', async () => {
    const test = resolve(server.container, TOKENS.TestMessages);
    recording = true;
    try {
      for (const text of ['cambia '.repeat(20_000), `mi dirección es ${' ,'.repeat(50_000)}x`, '\t'.repeat(100_000)]) {
        await test.run(restaurantId, '+5215500000001', text, 60_000);
      }
    } finally {
      recording = false;
    }
  }, 120_000);

  it('only ever ran super-linear patterns on short input', () => {
    expect(seen.size).toBeGreaterThan(0);
    const risky = [...seen.values()]
      .filter((r) => r.longest > MAX_INBOUND_TEXT && regexComplexity(r.source, r.flags) !== 'safe')
      .map((r) => `/${r.source}/${r.flags} saw ${r.longest} characters`);
    expect(risky).toEqual([]);
  }, 120_000);
});
