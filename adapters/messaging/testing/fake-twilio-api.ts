import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type RecordedRequest, type ScriptedResponse } from '../../testing/fake-http-server.js';

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

function authorized(request: RecordedRequest, options: FakeTwilioApiOptions): boolean {
  const auth = basicAuth(request.headers.authorization);
  if (!auth) return false;
  return (
    (options.accountSid === undefined || auth.user === options.accountSid) &&
    (options.authToken === undefined || auth.pass === options.authToken)
  );
}

/** Content API (content.twilio.com, rebased): every content with its WhatsApp approval. */
function listContents(request: RecordedRequest, contents: FakeContent[]): ScriptedResponse {
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

/** Renders the ContentSid's template into the form's Body, or answers Twilio's error for it. */
function applyContent(form: URLSearchParams, contentSid: string, contents: FakeContent[]): ScriptedResponse | null {
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
  return null;
}

function createMessage(request: RecordedRequest, accountSid: string, contents: FakeContent[]): ScriptedResponse {
  const form = new URLSearchParams(request.rawBody);
  const contentSid = form.get('ContentSid');
  if (contentSid) {
    const error = applyContent(form, contentSid, contents);
    if (error) return error;
  }
  const now = new Date().toUTCString();
  return {
    status: 201,
    body: {
      sid: sid('SM'),
      account_sid: accountSid,
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
      uri: `/2010-04-01/Accounts/${accountSid}/Messages.json`,
      subresource_uris: {},
    },
  };
}

/** Inbound media (MediaUrl0 of a webhook): the file itself, as Twilio serves it. */
function fetchMedia(mediaSid: string, media: Map<string, FakeMedia>): ScriptedResponse {
  const found = media.get(mediaSid);
  return found ? { body: found.body, headers: { 'Content-Type': found.mimeType } } : twilioError(20404, 'Media not found', 404);
}

function sendTypingIndicator(request: RecordedRequest): ScriptedResponse {
  const form = new URLSearchParams(request.rawBody);
  if (form.get('channel') !== 'whatsapp' || !/^(SM|MM)\w+$/.test(form.get('messageId') ?? '')) {
    return twilioError(21211, 'Invalid messageId or channel', 400);
  }
  return { body: { success: true } };
}

function fetchAccount(accountSid: string): ScriptedResponse {
  return {
    body: {
      sid: accountSid,
      friendly_name: 'Comanda',
      status: 'active',
      type: 'Full',
      owner_account_sid: accountSid,
      date_created: new Date().toUTCString(),
      date_updated: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${accountSid}.json`,
      subresource_uris: {},
    },
  };
}

function route(
  request: RecordedRequest,
  options: FakeTwilioApiOptions,
  media: Map<string, FakeMedia>,
  contents: FakeContent[],
): ScriptedResponse {
  if (!authorized(request, options)) return TWILIO_ERRORS.invalidToken();
  if (request.method === 'GET' && request.path === '/v1/ContentAndApprovals') return listContents(request, contents);
  const messages = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(request.path);
  if (messages && request.method === 'POST') return createMessage(request, messages[1]!, contents);
  const file = /^\/2010-04-01\/Accounts\/AC\w+\/Messages\/MM\w+\/Media\/(ME\w+)$/.exec(request.path);
  if (file && request.method === 'GET') return fetchMedia(file[1]!, media);
  if (request.method === 'POST' && request.path === '/v2/Indicators/Typing.json') return sendTypingIndicator(request);
  const account = /^\/2010-04-01\/Accounts\/(AC\w+)\.json$/.exec(request.path);
  if (account && request.method === 'GET') return fetchAccount(account[1]!);
  return twilioError(20404, `The requested resource ${request.path} was not found`, 404);
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
  return startFakeHttpServer((request) => route(request, options, media, contents)).then((server) =>
    Object.assign(server, { media, contents }),
  );
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
