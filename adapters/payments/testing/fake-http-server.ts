import { createServer, type IncomingMessage } from 'node:http';
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

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export interface FakeServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON server on 127.0.0.1:0 that records every request before answering it. */
export async function startFakeServer(handle: (request: RecordedRequest) => FakeResponse): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((rawBody) => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        rawBody,
      };
      requests.push(request);
      let response: FakeResponse;
      try {
        response = handle(request);
      } catch (error) {
        response = { status: 500, body: { error: String(error) } };
      }
      res.writeHead(response.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(response.body === undefined ? '' : JSON.stringify(response.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
