import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type ScriptedResponse } from '../../testing/fake-http-server.js';

export interface FakeTwilioApiOptions {
  /** When set, other Basic credentials get Twilio's 20003 answer. */
  accountSid?: string;
  authToken?: string;
}

/** Twilio's REST error body: `{code, message, more_info, status}`. */
export function twilioError(code: number, message: string, status = 400): ScriptedResponse {
  return { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
}

export const TWILIO_ERRORS = {
  outsideWindow: () => twilioError(63016, 'Failed to send freeform message because you are outside the allowed window.'),
  invalidToken: () => twilioError(20003, 'Authenticate', 401),
  rateLimited: (code = 20429) => twilioError(code, 'Too Many Requests', 429),
  invalidRecipient: (code = 21211) => twilioError(code, "The 'To' number whatsapp:+520000 is not a valid phone number."),
  serverError: () => twilioError(20500, 'Internal Server Error', 500),
};

export type FakeTwilioApi = FakeHttpServer;

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

function basicAuth(header: string | undefined): { user: string; pass: string } | null {
  const encoded = /^Basic (.+)$/.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const [user = '', ...rest] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  return { user, pass: rest.join(':') };
}

/**
 * Speaks the REST calls Comanda makes: create a Message and fetch the Account (2010-04-01),
 * and the WhatsApp typing indicator (Messaging v2).
 */
export function startFakeTwilioApi(options: FakeTwilioApiOptions = {}): Promise<FakeTwilioApi> {
  return startFakeHttpServer((request) => {
    const auth = basicAuth(request.headers.authorization);
    const rejected =
      !auth ||
      (options.accountSid !== undefined && auth.user !== options.accountSid) ||
      (options.authToken !== undefined && auth.pass !== options.authToken);
    if (rejected) return TWILIO_ERRORS.invalidToken();

    const messages = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(request.path);
    if (messages && request.method === 'POST') {
      const form = new URLSearchParams(request.rawBody);
      const now = new Date().toUTCString();
      return {
        status: 201,
        body: {
          sid: sid('SM'),
          account_sid: messages[1],
          from: form.get('From'),
          to: form.get('To'),
          body: form.get('Body'),
          status: 'queued',
          direction: 'outbound-api',
          num_segments: '1',
          num_media: '0',
          date_created: now,
          date_updated: now,
          date_sent: null,
          error_code: null,
          error_message: null,
          price: null,
          price_unit: 'USD',
          api_version: '2010-04-01',
          uri: `/2010-04-01/Accounts/${messages[1]}/Messages.json`,
          subresource_uris: {},
        },
      };
    }
    if (request.method === 'POST' && request.path === '/v2/Indicators/Typing.json') {
      const form = new URLSearchParams(request.rawBody);
      if (form.get('channel') !== 'whatsapp' || !/^(SM|MM)\w+$/.test(form.get('messageId') ?? '')) {
        return twilioError(21211, 'Invalid messageId or channel', 400);
      }
      return { body: { success: true } };
    }
    const account = /^\/2010-04-01\/Accounts\/(AC\w+)\.json$/.exec(request.path);
    if (account && request.method === 'GET') {
      return {
        body: {
          sid: account[1],
          friendly_name: 'Comanda',
          status: 'active',
          type: 'Full',
          owner_account_sid: account[1],
          date_created: new Date().toUTCString(),
          date_updated: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${account[1]}.json`,
          subresource_uris: {},
        },
      };
    }
    return twilioError(20404, `The requested resource ${request.path} was not found`, 404);
  });
}
