import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WhatsAppSendError } from '../../../core/conversations/whatsapp-channel.js';
import { GRAPH_ERRORS, graphError, startFakeGraphApi, type FakeGraphApi } from '../testing/fake-graph-api.js';
import { MetaWhatsAppChannel } from './meta-whatsapp-channel.js';

const TOKEN = 'EAAG-token';
let fake: FakeGraphApi;
let channel: MetaWhatsAppChannel;

beforeEach(async () => {
  fake = await startFakeGraphApi({ accessToken: TOKEN });
  channel = new MetaWhatsAppChannel({ accessToken: TOKEN, phoneNumberId: '109876', graphUrl: `${fake.url}/`, timeoutMs: 500 });
});
afterEach(() => fake.close());

async function sendError(): Promise<WhatsAppSendError> {
  const error = await channel.sendText('+5215512345678', 'hola').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WhatsAppSendError);
  return error as WhatsAppSendError;
}

describe('MetaWhatsAppChannel.sendText', () => {
  it('posts the Cloud API text message and returns the wamid', async () => {
    const result = await channel.sendText('+52 1 55 1234 5678', '¡Hola! Tu pedido va en camino 🌮');
    expect(result.providerMessageId).toMatch(/^wamid\./);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v21.0/109876/messages');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.rawBody ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5215512345678',
      type: 'text',
      text: { preview_url: false, body: '¡Hola! Tu pedido va en camino 🌮' },
    });
  });

  it.each([
    ['131047 re-engagement', GRAPH_ERRORS.outsideWindow(), 'outside_window', 131047, false],
    ['190 expired token', GRAPH_ERRORS.invalidToken(), 'invalid_token', 190, false],
    ['130429 throughput', GRAPH_ERRORS.rateLimited(130429), 'rate_limited', 130429, true],
    ['131048 spam rate limit', GRAPH_ERRORS.rateLimited(131048), 'rate_limited', 131048, true],
    ['131056 pair rate limit', GRAPH_ERRORS.rateLimited(131056), 'rate_limited', 131056, true],
    ['80007 WABA rate limit', GRAPH_ERRORS.rateLimited(80007), 'rate_limited', 80007, true],
    ['4 app rate limit', GRAPH_ERRORS.rateLimited(4), 'rate_limited', 4, true],
    ['131026 undeliverable', GRAPH_ERRORS.invalidRecipient(131026), 'invalid_recipient', 131026, false],
    ['131030 not in allowed list', GRAPH_ERRORS.invalidRecipient(131030), 'invalid_recipient', 131030, false],
    ['500 server error', GRAPH_ERRORS.serverError(), 'provider_error', 131000, true],
    ['502 without a body', { status: 502, body: '<html>Bad Gateway</html>' }, 'provider_error', null, true],
    ['100 invalid parameter', graphError(100, 'Invalid parameter', 400), 'provider_error', 100, false],
  ] as const)('maps %s', async (_label, response, reason, code, retryable) => {
    fake.respondWith(response);
    const error = await sendError();
    expect(error).toMatchObject({ reason, providerCode: code, retryable });
    expect(error.message).not.toBe(error.providerMessage); // operator text is ours, in Spanish
  });

  it('uses the Spanish operator messages', async () => {
    fake.respondWith(GRAPH_ERRORS.outsideWindow(), GRAPH_ERRORS.invalidToken(), GRAPH_ERRORS.rateLimited());
    expect((await sendError()).message).toBe(
      'El cliente no ha escrito en las últimas 24 horas; WhatsApp solo permite responder dentro de esa ventana',
    );
    expect((await sendError()).message).toBe('El Access Token expiró o no es válido; genera uno nuevo permanente');
    expect((await sendError()).message).toBe('WhatsApp limitó temporalmente los envíos; se reintentará');
  });

  it('keeps Meta’s own explanation for the logs', async () => {
    fake.respondWith(GRAPH_ERRORS.outsideWindow());
    expect((await sendError()).providerMessage).toContain('24 hours');
  });

  it('turns a slow Graph API into a retryable provider_error', async () => {
    fake.respondWith({ delayMs: 2_000, body: {} });
    expect(await sendError()).toMatchObject({ reason: 'provider_error', retryable: true, providerCode: null });
  });

  it('turns a dropped connection or a closed port into a retryable provider_error', async () => {
    fake.respondWith({ destroy: true });
    expect(await sendError()).toMatchObject({ reason: 'provider_error', retryable: true });
    await fake.close();
    expect(await sendError()).toMatchObject({ reason: 'provider_error', retryable: true });
  });

  it('refuses to send without an access token', async () => {
    const empty = new MetaWhatsAppChannel({ accessToken: '', phoneNumberId: '1', graphUrl: fake.url });
    await expect(empty.sendText('+5215512345678', 'hola')).rejects.toMatchObject({ reason: 'invalid_token' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('MetaWhatsAppChannel.verifyCredentials', () => {
  it('is true when Graph returns the phone number', async () => {
    expect(await channel.verifyCredentials()).toBe(true);
    expect(fake.requests[0]?.method).toBe('GET');
    expect(fake.requests[0]?.url).toBe('/v21.0/109876?fields=display_phone_number');
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('is false for a rejected token or an unknown phone number id', async () => {
    const wrong = new MetaWhatsAppChannel({ accessToken: 'expired', phoneNumberId: '109876', graphUrl: fake.url });
    expect(await wrong.verifyCredentials()).toBe(false);
    fake.respondWith(graphError(100, 'Unsupported get request', 400));
    expect(await channel.verifyCredentials()).toBe(false);
    expect(await new MetaWhatsAppChannel({ accessToken: '', phoneNumberId: '' }).verifyCredentials()).toBe(false);
  });

  it('throws when Meta cannot answer, rather than calling the credentials bad', async () => {
    fake.respondWith(GRAPH_ERRORS.serverError());
    await expect(channel.verifyCredentials()).rejects.toMatchObject({ reason: 'provider_error', retryable: true });
  });
});

describe('MetaWhatsAppChannel.showTyping', () => {
  it('marks the customer message read and shows the typing indicator in one Cloud API call', async () => {
    await channel.showTyping('wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA');
    const [request] = fake.requests;
    expect(request?.path).toBe('/v21.0/109876/messages');
    expect(JSON.parse(request?.rawBody ?? '')).toEqual({
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA',
      typing_indicator: { type: 'text' },
    });
  });

  it("throws Meta's error as a WhatsAppSendError", async () => {
    fake.respondWith(GRAPH_ERRORS.invalidToken());
    const error = await channel.showTyping('wamid.x').catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'invalid_token' });
  });
});

describe('MetaWhatsAppChannel.downloadMedia', () => {
  it('fetches a media id Meta gave, and refuses one that is not an id before asking Graph anything', async () => {
    fake.media.set('1234567890123456', { body: 'jpeg', mimeType: 'image/jpeg' });
    expect(await channel.downloadMedia('1234567890123456')).toMatchObject({ mimeType: 'image/jpeg' });
    expect(fake.requests[0]?.path).toBe('/v21.0/1234567890123456');
    const before = fake.requests.length;
    for (const id of ['..', '.', '../109876/messages', '109876/messages', 'a b', '', '%2e%2e', 'x'.repeat(300)]) {
      await expect(channel.downloadMedia(id)).rejects.toThrow('Identificador de archivo de Meta inválido');
    }
    expect(fake.requests.length).toBe(before);
  });
});
