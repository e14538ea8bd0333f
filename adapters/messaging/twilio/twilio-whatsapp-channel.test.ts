import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WhatsAppSendError } from '../../../core/conversations/whatsapp-channel.js';
import { TWILIO_ERRORS, startFakeTwilioApi, twilioError, type FakeTwilioApi } from '../testing/fake-twilio-api.js';
import { TwilioWhatsAppChannel } from './twilio-whatsapp-channel.js';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-secret';
let fake: FakeTwilioApi;
let channel: TwilioWhatsAppChannel;

beforeEach(async () => {
  fake = await startFakeTwilioApi({ accountSid: SID, authToken: TOKEN });
  channel = new TwilioWhatsAppChannel({ accountSid: SID, authToken: TOKEN, from: '+14155238886', apiUrl: fake.url, timeoutMs: 500 });
});
afterEach(() => fake.close());

async function sendError(): Promise<WhatsAppSendError> {
  const error = await channel.sendText('+5215512345678', 'hola').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WhatsAppSendError);
  return error as WhatsAppSendError;
}

describe('TwilioWhatsAppChannel.sendText', () => {
  it('creates the Message through the SDK with WhatsApp addresses and Basic auth', async () => {
    const result = await channel.sendText('+5215512345678', '¿Confirmas tu pedido? Total: $185.00');
    expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request?.rawBody))).toEqual({
      From: 'whatsapp:+14155238886',
      To: 'whatsapp:+5215512345678',
      Body: '¿Confirmas tu pedido? Total: $185.00',
    });
  });

  it('does not double the whatsapp: prefix when the sender already has it', async () => {
    const prefixed = new TwilioWhatsAppChannel({ accountSid: SID, authToken: TOKEN, from: 'whatsapp:+14155238886', apiUrl: fake.url });
    await prefixed.sendText('whatsapp:+5215512345678', 'hola');
    expect(new URLSearchParams(fake.requests[0]?.rawBody).get('From')).toBe('whatsapp:+14155238886');
    expect(new URLSearchParams(fake.requests[0]?.rawBody).get('To')).toBe('whatsapp:+5215512345678');
  });

  it.each([
    ['63016 outside window', TWILIO_ERRORS.outsideWindow(), 'outside_window', 63016, false],
    ['20003 authenticate', TWILIO_ERRORS.invalidToken(), 'invalid_token', 20003, false],
    ['20429 too many requests', TWILIO_ERRORS.rateLimited(20429), 'rate_limited', 20429, true],
    ['63018 rate limit', TWILIO_ERRORS.rateLimited(63018), 'rate_limited', 63018, true],
    ['21211 invalid To', TWILIO_ERRORS.invalidRecipient(21211), 'invalid_recipient', 21211, false],
    ['63003 unknown address', TWILIO_ERRORS.invalidRecipient(63003), 'invalid_recipient', 63003, false],
    ['500', TWILIO_ERRORS.serverError(), 'provider_error', 20500, true],
    ['21608 other 4xx', twilioError(21608, 'Unverified number'), 'provider_error', 21608, false],
  ] as const)('maps %s', async (_label, response, reason, code, retryable) => {
    fake.respondWith(response);
    expect(await sendError()).toMatchObject({ reason, providerCode: code, retryable });
  });

  it('gets 20003 from the fake itself for a wrong auth token', async () => {
    const wrong = new TwilioWhatsAppChannel({ accountSid: SID, authToken: 'nope', from: '+14155238886', apiUrl: fake.url });
    await expect(wrong.sendText('+5215512345678', 'hola')).rejects.toMatchObject({
      reason: 'invalid_token',
      message: 'El Access Token expiró o no es válido; genera uno nuevo permanente',
    });
  });

  it('turns timeouts, dropped connections and a closed port into retryable provider_error', async () => {
    fake.respondWith({ delayMs: 2_000, status: 201, body: {} }, { destroy: true });
    expect(await sendError()).toMatchObject({ reason: 'provider_error', retryable: true, providerCode: null });
    expect(await sendError()).toMatchObject({ reason: 'provider_error', retryable: true });
    await fake.close();
    expect(await sendError()).toMatchObject({ reason: 'provider_error', retryable: true });
  });

  it('refuses to send with a SID that is not an account SID, without calling Twilio', async () => {
    const bad = new TwilioWhatsAppChannel({ accountSid: 'SK123', authToken: TOKEN, from: '+1', apiUrl: fake.url });
    await expect(bad.sendText('+5215512345678', 'hola')).rejects.toMatchObject({ reason: 'invalid_token' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('TwilioWhatsAppChannel.verifyCredentials', () => {
  it('is true when the account can be fetched', async () => {
    expect(await channel.verifyCredentials()).toBe(true);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: `/2010-04-01/Accounts/${SID}.json` });
  });

  it('is false for rejected or malformed credentials', async () => {
    const wrong = new TwilioWhatsAppChannel({ accountSid: SID, authToken: 'nope', from: '+1', apiUrl: fake.url });
    expect(await wrong.verifyCredentials()).toBe(false);
    expect(await new TwilioWhatsAppChannel({ accountSid: '', authToken: '', from: '' }).verifyCredentials()).toBe(false);
  });

  it('throws when Twilio cannot answer, rather than calling the credentials bad', async () => {
    fake.respondWith(TWILIO_ERRORS.serverError());
    await expect(channel.verifyCredentials()).rejects.toMatchObject({ reason: 'provider_error', retryable: true });
  });
});

describe('TwilioWhatsAppChannel.showTyping', () => {
  it("sends Twilio's WhatsApp typing indicator for the inbound message sid (it also marks it read)", async () => {
    await channel.showTyping('SM0123456789abcdef0123456789abcdef');
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/Indicators/Typing.json');
    expect(Object.fromEntries(new URLSearchParams(request?.rawBody))).toEqual({
      channel: 'whatsapp',
      messageId: 'SM0123456789abcdef0123456789abcdef',
    });
  });

  it('maps a refusal to a WhatsAppSendError', async () => {
    fake.respondWith(TWILIO_ERRORS.invalidToken());
    const error = await channel.showTyping('SM0123456789abcdef0123456789abcdef').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppSendError);
  });
});
