import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { InvalidWebhookPayloadError } from '../../../core/conversations/inbound.js';
import { verifyTwilioSignature } from './twilio-signature.js';
import { parseTwilioWebhook } from './twilio-webhook.js';

const NOW = new Date('2025-01-01T12:00:00Z');
const TOKEN = 'twilio-auth-token';
const URL_ = 'https://comanda.example.com/webhooks/twilio/rest-1';

const inbound = (extra: Record<string, string> = {}): Record<string, string> => ({
  SmsMessageSid: 'SM11111111111111111111111111111111',
  MessageSid: 'SM11111111111111111111111111111111',
  AccountSid: 'AC00000000000000000000000000000000',
  From: 'whatsapp:+5215512345678',
  To: 'whatsapp:+14155238886',
  WaId: '5215512345678',
  ProfileName: 'Ana López',
  Body: 'Quiero una torta de milanesa',
  NumMedia: '0',
  NumSegments: '1',
  SmsStatus: 'received',
  ApiVersion: '2010-04-01',
  ...extra,
});

describe('verifyTwilioSignature', () => {
  const params = inbound();
  const signature = twilio.getExpectedTwilioSignature(TOKEN, URL_, params);

  it('accepts the signature Twilio computes for this URL and form', () => {
    expect(verifyTwilioSignature(TOKEN, URL_, params, signature)).toBe(true);
  });

  it('rejects a wrong token, another URL, a changed param or a missing header', () => {
    expect(verifyTwilioSignature('other-token', URL_, params, signature)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, `${URL_}x`, params, signature)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL_, { ...params, Body: 'Quiero dos tortas' }, signature)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL_, params, undefined)).toBe(false);
    expect(verifyTwilioSignature('', URL_, params, signature)).toBe(false);
  });
});

describe('parseTwilioWebhook', () => {
  it('parses an inbound text message', () => {
    expect(parseTwilioWebhook(inbound(), NOW)).toEqual([
      {
        kind: 'message',
        providerMessageId: 'SM11111111111111111111111111111111',
        from: '+5215512345678',
        customerName: 'Ana López',
        text: 'Quiero una torta de milanesa',
        timestamp: NOW,
      },
    ]);
  });

  const textOf = (extra: Record<string, string>) => {
    const [event] = parseTwilioWebhook(inbound(extra), NOW);
    return event?.kind === 'message' ? event.text : undefined;
  };

  it('renders media, locations and buttons as Spanish text', () => {
    expect(textOf({ Body: '', NumMedia: '1', MediaContentType0: 'image/jpeg', MediaUrl0: 'https://api.twilio.com/x' })).toBe(
      '[Imagen recibida]',
    );
    expect(textOf({ Body: 'así', NumMedia: '1', MediaContentType0: 'image/jpeg' })).toBe('[Imagen recibida] así');
    expect(textOf({ Body: '', NumMedia: '1', MediaContentType0: 'audio/ogg' })).toBe('[Nota de voz recibida]');
    expect(textOf({ Body: '', NumMedia: '1', MediaContentType0: 'audio/mpeg' })).toBe('[Audio recibido]');
    expect(textOf({ Body: '', NumMedia: '1', MediaContentType0: 'video/mp4' })).toBe('[Video recibido]');
    expect(textOf({ Body: '', NumMedia: '1', MediaContentType0: 'image/webp' })).toBe('[Sticker recibido]');
    expect(textOf({ Body: '', NumMedia: '1', MediaContentType0: 'application/pdf' })).toBe('[Documento recibido]');
    expect(textOf({ Body: '', Latitude: '19.4326', Longitude: '-99.1332', Address: 'Av. Reforma 222, CDMX', Label: 'Casa' })).toBe(
      'Mi ubicación: Casa, Av. Reforma 222, CDMX (19.4326, -99.1332)',
    );
    expect(textOf({ Body: 'Sí', ButtonText: 'Sí, confirmar', ButtonPayload: 'confirm' })).toBe('Sí, confirmar');
    expect(textOf({ Body: '' })).toBe('[Mensaje no soportado]');
  });

  it('leaves customerName null when Twilio has no profile name', () => {
    expect(parseTwilioWebhook(inbound({ ProfileName: '' }), NOW)[0]).toMatchObject({ customerName: null });
  });

  const callback = (status: string, extra: Record<string, string> = {}) => ({
    MessageSid: 'SM22222222222222222222222222222222',
    SmsSid: 'SM22222222222222222222222222222222',
    AccountSid: 'AC00000000000000000000000000000000',
    From: 'whatsapp:+14155238886',
    To: 'whatsapp:+5215512345678',
    MessageStatus: status,
    SmsStatus: status,
    ChannelPrefix: 'whatsapp',
    ApiVersion: '2010-04-01',
    ...extra,
  });

  it.each([
    ['sent', 'sent'],
    ['delivered', 'delivered'],
    ['read', 'read'],
  ] as const)('parses a %s status callback', (twilioStatus, status) => {
    expect(parseTwilioWebhook(callback(twilioStatus), NOW)).toEqual([
      { kind: 'status', providerMessageId: 'SM22222222222222222222222222222222', status, error: null, timestamp: NOW },
    ]);
  });

  it('maps failed and undelivered to failed with a Spanish error', () => {
    expect(parseTwilioWebhook(callback('undelivered', { ErrorCode: '63016' }), NOW)[0]).toMatchObject({
      status: 'failed',
      error: 'El cliente no ha escrito en las últimas 24 horas; WhatsApp solo permite responder dentro de esa ventana',
    });
    expect(parseTwilioWebhook(callback('failed', { ErrorCode: '63032' }), NOW)[0]).toMatchObject({
      status: 'failed',
      error: 'WhatsApp no pudo entregar el mensaje (código 63032)',
    });
  });

  it('ignores queued/accepted/sending callbacks, which change nothing', () => {
    for (const status of ['queued', 'accepted', 'sending']) expect(parseTwilioWebhook(callback(status), NOW)).toEqual([]);
  });

  it('rejects a form with no MessageSid or no sender', () => {
    expect(() => parseTwilioWebhook({ Body: 'hola' })).toThrow(InvalidWebhookPayloadError);
    expect(() => parseTwilioWebhook({ MessageSid: 'SM1', Body: 'hola' })).toThrow(InvalidWebhookPayloadError);
  });
});
