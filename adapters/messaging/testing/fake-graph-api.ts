import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type ScriptedResponse } from '../../testing/fake-http-server.js';

export interface FakeGraphApiOptions {
  /** When set, any other bearer token gets Meta's 190 answer, like an expired token. */
  accessToken?: string;
  displayPhoneNumber?: string;
  /** Called with every text message sent, as it arrives (benchmarks time replies with it). */
  onText?: (to: string, body: string) => void;
  /** The business account whose templates GET /{version}/{waba-id}/message_templates lists. */
  businessAccountId?: string;
}

/** A message template as the Graph API describes it (`components` with HEADER/BODY/FOOTER/BUTTONS). */
export interface FakeGraphTemplate {
  id?: string;
  name: string;
  language: string;
  status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED';
  category?: string;
  parameter_format?: 'POSITIONAL' | 'NAMED';
  components: Array<Record<string, unknown> & { type: string; text?: string }>;
}

const placeholders = (text: string | undefined) =>
  new Set([...(text ?? '').matchAll(/\{\{\s{0,3}(\w{1,64})\s{0,3}\}\}/g)].map((m) => m[1]!)).size;

/** What Meta checks on a template send: the template is approved and each component gets as many parameters as it has variables. */
function checkTemplateSend(
  templates: FakeGraphTemplate[],
  template: { name?: string; language?: { code?: string }; components?: Array<{ type?: string; parameters?: unknown[] }> } | undefined,
): ScriptedResponse | null {
  const found = templates.find((t) => t.name === template?.name && t.language === template?.language?.code);
  if (!found) return graphError(132001, 'Template name does not exist in the translation', 404);
  if (found.status !== 'APPROVED') return graphError(132015, 'Template is paused or not approved', 400);
  for (const type of ['HEADER', 'BODY'] as const) {
    const expected = placeholders(found.components.find((c) => c.type === type)?.text);
    const given = template?.components?.find((c) => c.type?.toUpperCase() === type)?.parameters?.length ?? 0;
    if (expected !== given)
      return graphError(
        132000,
        'Number of parameters does not match the expected number of params',
        400,
        `${type.toLowerCase()}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
      );
  }
  return null;
}

/** The interactive "button" message rules: 1–3 reply buttons, titles up to 20 characters, unique. */
function checkButtons(
  interactive:
    { type?: string; body?: { text?: string }; action?: { buttons?: Array<{ reply?: { id?: string; title?: string } }> } } | undefined,
): ScriptedResponse | null {
  const buttons = interactive?.action?.buttons ?? [];
  const titles = buttons.map((b) => b.reply?.title ?? '');
  if (interactive?.type !== 'button' || !interactive.body?.text || buttons.length < 1 || buttons.length > 3)
    return graphError(131009, 'Parameter value is not valid', 400, 'interactive buttons: between 1 and 3 buttons');
  if (titles.some((t) => !t || t.length > 20) || new Set(titles).size !== titles.length)
    return graphError(131009, 'Parameter value is not valid', 400, 'button title length invalid or duplicated');
  return null;
}

/** Meta's error envelope, exactly as the Graph API returns it. */
export function graphError(code: number, message: string, status = 400, details?: string): ScriptedResponse {
  return {
    status,
    body: {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
  };
}

export const GRAPH_ERRORS = {
  outsideWindow: () =>
    graphError(
      131047,
      'Re-engagement message',
      400,
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    ),
  invalidToken: () => graphError(190, 'Error validating access token: Session has expired on Friday, 01-Mar-24 10:00:00 PST.', 401),
  rateLimited: (code = 130429) => graphError(code, 'Rate limit hit', 429, 'Cloud API message throughput has been reached.'),
  invalidRecipient: (code = 131026) => graphError(code, 'Message undeliverable', 400),
  serverError: () => graphError(131000, 'Something went wrong', 500),
};

/**
 * `media` holds files a test makes downloadable: GET /{version}/{media-id}, then the returned URL.
 * `sent` lists the messages accepted (texts, buttons, templates), with the message id answered, so a test can send their status callbacks.
 * `templates` are the business account's message templates (GET /{version}/{waba-id}/message_templates).
 */
export type FakeGraphApi = FakeHttpServer & {
  media: Map<string, { body: string; mimeType: string }>;
  sent: { to: string; body: string; id: string }[];
  templates: FakeGraphTemplate[];
};

/**
 * Speaks the Cloud API calls Comanda makes: POST /{version}/{phone-id}/messages (a text, or
 * status "read" with the typing indicator) and GET /{version}/{phone-id}. Anything else is Meta's "unsupported request" error.
 */
export function startFakeGraphApi(options: FakeGraphApiOptions = {}): Promise<FakeGraphApi> {
  const media = new Map<string, { body: string; mimeType: string }>();
  const templates: FakeGraphTemplate[] = [];
  const sent: FakeGraphApi['sent'] = [];
  let baseUrl = '';
  return startFakeHttpServer((request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || (options.accessToken !== undefined && token !== options.accessToken)) {
      return graphError(190, 'Invalid OAuth access token - Cannot parse access token', 401);
    }
    const download = /^\/media-files\/([\w.-]+)$/.exec(request.path);
    if (download && request.method === 'GET') {
      const found = media.get(download[1]!);
      return found ? { body: found.body, headers: { 'Content-Type': found.mimeType } } : graphError(100, 'Media not found', 404);
    }
    const [, version, phoneNumberId, edge] = request.path.split('/');
    const file = phoneNumberId ? media.get(phoneNumberId) : undefined;
    if (file && request.method === 'GET' && edge === undefined) {
      return {
        body: {
          messaging_product: 'whatsapp',
          url: `${baseUrl}/media-files/${phoneNumberId}`,
          mime_type: file.mimeType,
          sha256: 'fake',
          file_size: file.body.length,
          id: phoneNumberId,
        },
      };
    }
    if (!version?.startsWith('v') || !phoneNumberId) return graphError(100, 'Unsupported request', 400);
    if (request.method === 'GET' && edge === 'message_templates') {
      if (options.businessAccountId !== undefined && phoneNumberId !== options.businessAccountId) {
        return graphError(100, `Unsupported get request. Object with ID '${phoneNumberId}' does not exist`, 400);
      }
      const status = request.query.get('status');
      const data = templates.filter((t) => !status || t.status === status).map((t, i) => ({ id: t.id ?? String(1000 + i), ...t }));
      return { body: { data, paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } } } };
    }
    if (request.method === 'POST' && edge === 'messages') {
      const body = JSON.parse(request.rawBody || '{}') as {
        to?: string;
        status?: string;
        message_id?: string;
        type?: string;
        text?: { body?: string };
        template?: Parameters<typeof checkTemplateSend>[1];
        interactive?: Parameters<typeof checkButtons>[0];
      };
      // Mark as read (with or without the typing indicator): Meta answers a bare success.
      if (body.status === 'read')
        return body.message_id ? { body: { success: true } } : graphError(100, 'The parameter message_id is required.', 400);
      const refused =
        body.type === 'template'
          ? checkTemplateSend(templates, body.template)
          : body.type === 'interactive'
            ? checkButtons(body.interactive)
            : null;
      if (refused) return refused;
      const text = body.text?.body ?? body.interactive?.body?.text ?? '';
      options.onText?.(body.to ?? '', text);
      const id = `wamid.${randomBytes(24).toString('base64url')}`;
      sent.push({ to: body.to ?? '', body: text, id });
      return {
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id }],
        },
      };
    }
    if (request.method === 'GET' && edge === undefined) {
      return { body: { display_phone_number: options.displayPhoneNumber ?? '+52 55 1234 5678', id: phoneNumberId } };
    }
    return graphError(100, `Unsupported ${request.method} request. Object with ID '${phoneNumberId}' does not exist`, 400);
  }).then((server) => {
    baseUrl = server.url;
    return Object.assign(server, { media, sent, templates });
  });
}
