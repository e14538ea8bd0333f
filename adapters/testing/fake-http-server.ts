import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path with query string, as received. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
}

export interface ScriptedResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Holds the answer back, to exercise client timeouts. */
  delayMs?: number;
  /** Drops the connection without answering, like a crashed upstream. */
  destroy?: boolean;
}

/** A provider's API on 127.0.0.1 for adapter tests: every request recorded, answers scripted. */
export interface FakeHttpServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Queues one-shot responses, used in order before falling back to the default behaviour. */
  respondWith(...responses: ScriptedResponse[]): void;
  close(): Promise<void>;
}

export type DefaultHandler = (request: RecordedRequest) => ScriptedResponse;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, response: ScriptedResponse): void {
  if (response.destroy) {
    res.socket?.destroy();
    return;
  }
  const body = response.body === undefined ? '' : typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  res.writeHead(response.status ?? 200, { 'Content-Type': 'application/json', ...response.headers });
  res.end(body);
}

export async function startFakeHttpServer(fallback: DefaultHandler): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedResponse[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void readBody(req).then((rawBody) => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        rawBody,
      };
      requests.push(recorded);
      const response = queue.shift() ?? fallback(recorded);
      if (!response.delayMs) return send(res, response);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send(res, response);
      }, response.delayMs);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    respondWith: (...responses) => void queue.push(...responses),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
