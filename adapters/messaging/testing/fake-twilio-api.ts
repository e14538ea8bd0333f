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
export function startFakeTwilioApi(
  options: FakeTwilioApiOptions = {},
): Promise<FakeTwilioApi & { media: Map<string, FakeMedia>; contents: FakeContent[] }> {
  const media = new Map<string, FakeMedia>();
  const contents: FakeContent[] = [];
  return startFakeHttpServer((request) => {
    const auth = basicAuth(request.headers.authorization);
    const rejected =
      !auth ||
      (options.accountSid !== undefined && auth.user !== options.accountSid) ||
      (options.authToken !== undefined && auth.pass !== options.authToken);
    if (rejected) return TWILIO_ERRORS.invalidToken();

    // Content API (content.twilio.com, rebased): every content with its WhatsApp approval.
    if (request.method === 'GET' && request.path === '/v1/ContentAndApprovals') {
      const url = `https://content.twilio.com/v1/ContentAndApprovals?PageSize=${request.query.get('PageSize') ?? 50}&Page=0`;
      return {
        body: {
          contents: contents.map(contentJson),
          meta: {
            page: 0,
            page_size: Number(request.query.get('PageSize') ?? 50),
            first_page_url: url,
            previous_page_url: null,
            url,
            next_page_url: null,
            key: 'contents',
          },
        },
      };
    }
    const messages = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(request.path);
    if (messages && request.method === 'POST') {
      const form = new URLSearchParams(request.rawBody);
      const contentSid = form.get('ContentSid');
      if (contentSid) {
        const content = contents.find((c) => c.sid === contentSid);
        if (!content) return twilioError(21655, 'The ContentSid is Invalid.');
        if (content.status !== 'approved')
          return twilioError(
            63016,
            'Failed to send freeform message because you are outside the allowed window. If you are using WhatsApp, please use a Message Template.',
          );
        let values: Record<string, unknown> = {};
        try {
          values = JSON.parse(form.get('ContentVariables') ?? '{}') as Record<string, unknown>;
        } catch {
          return twilioError(21656, 'The ContentVariables Parameter is invalid.');
        }
        if (Object.keys(content.variables).some((key) => typeof values[key] !== 'string' || !values[key])) {
          return twilioError(21656, 'The ContentVariables Parameter is invalid.');
        }
        form.set(
          'Body',
          content.body.replace(/\{\{(\w{1,64})\}\}/g, (_, key: string) => String(values[key] ?? '')),
        );
      }
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
    // Inbound media (MediaUrl0 of a webhook): the file itself, as Twilio serves it.
    const file = /^\/2010-04-01\/Accounts\/AC\w+\/Messages\/MM\w+\/Media\/(ME\w+)$/.exec(request.path);
    if (file && request.method === 'GET') {
      const found = media.get(file[1]!);
      return found ? { body: found.body, headers: { 'Content-Type': found.mimeType } } : twilioError(20404, 'Media not found', 404);
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
  }).then((server) => Object.assign(server, { media, contents }));
}

/** A content template a test makes available: a `twilio/text` body with `{{1}}` variables and its WhatsApp approval. */
export interface FakeContent {
  sid: string;
  friendlyName: string;
  language: string;
  body: string;
  /** Variable name → example, as Twilio stores them. */
  variables: Record<string, string>;
  status: 'approved' | 'pending' | 'rejected' | 'unsubmitted';
  /** The WhatsApp template name (approval_requests.name). */
  name?: string;
  category?: string;
}

function contentJson(c: FakeContent) {
  return {
    sid: c.sid,
    account_sid: 'AC' + '0'.repeat(32),
    friendly_name: c.friendlyName,
    language: c.language,
    variables: c.variables,
    types: { 'twilio/text': { body: c.body } },
    approval_requests: {
      type: 'whatsapp',
      name: c.name ?? c.friendlyName,
      category: c.category ?? 'UTILITY',
      content_type: 'twilio/text',
      status: c.status,
      rejection_reason: '',
      allow_category_change: true,
    },
    date_created: new Date().toISOString(),
    date_updated: new Date().toISOString(),
    url: `https://content.twilio.com/v1/Content/${c.sid}`,
  };
}

/** A media file a test makes available for download. */
export interface FakeMedia {
  body: string;
  mimeType: string;
}
