import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export type FakeReply =
  | { kind: 'text'; content: string; usage?: FakeUsage; model?: string; delayMs?: number }
  | {
      kind: 'tool_calls';
      /** `arguments` as an object is serialised; as a string it is sent verbatim (to script broken JSON). */
      calls: { id?: string; name: string; arguments: Record<string, unknown> | string }[];
      content?: string | null;
      usage?: FakeUsage;
      model?: string;
      delayMs?: number;
    }
  | {
      kind: 'error';
      status: number;
      message?: string;
      type?: string;
      code?: string | null;
      delayMs?: number;
      headers?: Record<string, string>;
    }
  /** A body sent verbatim with status 200: what a broken proxy or a truncated answer looks like. */
  | { kind: 'raw'; body: string; delayMs?: number };

/** The parts of a chat-completions request the tests read; the rest stays as sent. */
export interface RecordedMessage {
  role: string;
  content: string;
  [field: string]: unknown;
}

export interface RecordedBody {
  model?: string;
  messages: RecordedMessage[];
  tools: Array<Record<string, unknown>>;
  [field: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: RecordedBody;
}

const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 120, completion_tokens: 30 };

/**
 * A local stand-in for the OpenAI API, for the real SDK to talk to over HTTP: answers
 * POST …/chat/completions from a scripted queue (a text reply when it runs dry) and
 * keeps every request for assertions.
 */
export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: FakeReply[] = [];
  private server: Server | null = null;
  private sequence = 0;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  baseURL = '';
  /** Answers what the queue does not script, per request (benchmarks: a delay, or a hang for one key). */
  respond: ((request: RecordedRequest) => FakeReply) | null = null;

  static async start(): Promise<FakeOpenAi> {
    const fake = new FakeOpenAi();
    await fake.listen();
    return fake;
  }

  enqueue(...replies: FakeReply[]): this {
    this.queue.push(...replies);
    return this;
  }
  text(content: string, extra: Omit<Extract<FakeReply, { kind: 'text' }>, 'kind' | 'content'> = {}) {
    return this.enqueue({ kind: 'text', content, ...extra });
  }
  toolCalls(
    calls: Extract<FakeReply, { kind: 'tool_calls' }>['calls'],
    extra: Omit<Extract<FakeReply, { kind: 'tool_calls' }>, 'kind' | 'calls'> = {},
  ) {
    return this.enqueue({ kind: 'tool_calls', calls, ...extra });
  }
  error(status: number, extra: Omit<Extract<FakeReply, { kind: 'error' }>, 'kind' | 'status'> = {}) {
    return this.enqueue({ kind: 'error', status, ...extra });
  }
  /** Text the next POST …/audio/transcriptions answers with (multipart upload, as the SDK sends it). */
  readonly transcripts: string[] = [];
  get transcriptions() {
    return this.requests.filter((r) => r.path.endsWith('/audio/transcriptions'));
  }
  get completions() {
    return this.requests.filter((r) => r.path.endsWith('/chat/completions'));
  }
  pending() {
    return this.queue.length;
  }

  private listen() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown = raw;
        try {
          body = raw ? JSON.parse(raw) : null;
        } catch {
          // Recorded as text; the SDK never sends that, and a test asserting on it will say so.
        }
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        this.requests.push({ method: req.method ?? '', path, headers: req.headers, body: body as RecordedBody });
        if (req.method === 'POST' && path.endsWith('/audio/transcriptions')) {
          const isMultipart = (req.headers['content-type'] ?? '').startsWith('multipart/form-data') && raw.includes('name="file"');
          if (!isMultipart) return send(res, 400, errorBody('Missing file', 'invalid_request_error', null));
          return send(res, 200, { text: this.transcripts.shift() ?? '' });
        }
        if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
          return send(res, 404, errorBody(`Unknown request URL: ${req.method} ${path}`, 'invalid_request_error', 'unknown_url'));
        }
        const recorded = this.requests[this.requests.length - 1]!;
        const reply = this.queue.shift() ?? this.respond?.(recorded) ?? { kind: 'text', content: 'ok' };
        const model = typeof (body as { model?: unknown })?.model === 'string' ? (body as { model: string }).model : 'gpt-4o';
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.answer(res, reply, model);
        }, reply.delayMs ?? 0);
        this.timers.add(timer);
      });
    });
    return new Promise<void>((resolve) => {
      this.server!.listen(0, '127.0.0.1', () => {
        this.baseURL = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1`;
        resolve();
      });
    });
  }

  private answer(res: ServerResponse, reply: FakeReply, requestedModel: string) {
    if (res.destroyed) return; // the client gave up (timeout): nothing to answer
    if (reply.kind === 'error') {
      const message = reply.message ?? 'The server had an error while processing your request.';
      return send(res, reply.status, errorBody(message, reply.type ?? errorType(reply.status), reply.code ?? null), reply.headers);
    }
    if (reply.kind === 'raw') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(reply.body);
    }
    const id = `chatcmpl-fake${++this.sequence}`;
    const toolCalls =
      reply.kind === 'tool_calls'
        ? reply.calls.map((c, i) => ({
            id: c.id ?? `call_${this.sequence}_${i}`,
            type: 'function',
            function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
          }))
        : undefined;
    const usage = reply.usage ?? DEFAULT_USAGE;
    send(res, 200, {
      id,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: reply.model ?? requestedModel,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.kind === 'text' ? reply.content : (reply.content ?? null),
            refusal: null,
            ...(toolCalls ? { tool_calls: toolCalls } : {}),
          },
          logprobs: null,
          finish_reason: toolCalls ? 'tool_calls' : 'stop',
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    });
  }

  async close() {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const errorType = (status: number) =>
  status === 401 ? 'invalid_request_error' : status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error';

/** OpenAI's error envelope, which the SDK reads `code` and `message` from. */
const errorBody = (message: string, type: string, code: string | null) => ({ error: { message, type, param: null, code } });

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  // retry-after-ms keeps the adapter's retries from slowing tests with its backoff; a script may say otherwise.
  res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '1', ...headers });
  res.end(JSON.stringify(body));
}
