import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type ScriptedResponse } from '../../testing/fake-http-server.js';

export interface FakeGraphApiOptions {
  /** When set, any other bearer token gets Meta's 190 answer, like an expired token. */
  accessToken?: string;
  displayPhoneNumber?: string;
  /** Called with every text message sent, as it arrives (benchmarks time replies with it). */
  onText?: (to: string, body: string) => void;
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
    graphError(131047, 'Re-engagement message', 400, 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.'),
  invalidToken: () =>
    graphError(190, 'Error validating access token: Session has expired on Friday, 01-Mar-24 10:00:00 PST.', 401),
  rateLimited: (code = 130429) => graphError(code, 'Rate limit hit', 429, 'Cloud API message throughput has been reached.'),
  invalidRecipient: (code = 131026) => graphError(code, 'Message undeliverable', 400),
  serverError: () => graphError(131000, 'Something went wrong', 500),
};

/**
 * `media` holds files a test makes downloadable: GET /{version}/{media-id}, then the returned URL.
 * `sent` lists the texts accepted, with the message id answered, so a test can send their status callbacks.
 */
export type FakeGraphApi = FakeHttpServer & {
  media: Map<string, { body: string; mimeType: string }>;
  sent: { to: string; body: string; id: string }[];
};

/**
 * Speaks the Cloud API calls Comanda makes: POST /{version}/{phone-id}/messages (a text, or
 * status "read" with the typing indicator) and GET /{version}/{phone-id}. Anything else is Meta's "unsupported request" error.
 */
export function startFakeGraphApi(options: FakeGraphApiOptions = {}): Promise<FakeGraphApi> {
  const media = new Map<string, { body: string; mimeType: string }>();
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
        body: { messaging_product: 'whatsapp', url: `${baseUrl}/media-files/${phoneNumberId}`, mime_type: file.mimeType, sha256: 'fake', file_size: file.body.length, id: phoneNumberId },
      };
    }
    if (!version?.startsWith('v') || !phoneNumberId) return graphError(100, 'Unsupported request', 400);
    if (request.method === 'POST' && edge === 'messages') {
      const body = JSON.parse(request.rawBody || '{}') as { to?: string; status?: string; message_id?: string; text?: { body?: string } };
      // Mark as read (with or without the typing indicator): Meta answers a bare success.
      if (body.status === 'read') return body.message_id ? { body: { success: true } } : graphError(100, 'The parameter message_id is required.', 400);
      options.onText?.(body.to ?? '', body.text?.body ?? '');
      const id = `wamid.${randomBytes(24).toString('base64url')}`;
      sent.push({ to: body.to ?? '', body: body.text?.body ?? '', id });
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
    return Object.assign(server, { media, sent });
  });
}
