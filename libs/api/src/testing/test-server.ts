/**
 * A real HTTP server for client tests (node:http on an ephemeral port): the client is exercised
 * over the network exactly as in the browser, with no fetch mocking.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/tags/?quiz=true`. */
  url: string;
  /** Path only. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
}

export interface TestReply {
  status: number;
  /** Sent as JSON unless it is a string. Omit for an empty body (e.g. 204). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait before answering (to make concurrent calls overlap). */
  delayMs?: number;
}

export type TestHandler = (request: RecordedRequest) => TestReply | Promise<TestReply>;

export interface TestServer {
  /** `http://127.0.0.1:{port}` */
  url: string;
  port: number;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  /** Replace the handler between tests. */
  setHandler(handler: TestHandler): void;
  close(): Promise<void>;
}

const notFound: TestHandler = () => ({ status: 404, body: { message: 'Not found', status: 404 } });

export async function startTestServer(handler: TestHandler = notFound): Promise<TestServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const parsed = new URL(req.url ?? '/', 'http://test.local');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      try {
        const reply = await current(recorded);
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        const payload =
          reply.body === undefined
            ? ''
            : typeof reply.body === 'string'
              ? reply.body
              : JSON.stringify(reply.body);
        res.writeHead(reply.status, {
          ...(payload && typeof reply.body !== 'string' ? { 'Content-Type': 'application/json' } : {}),
          ...reply.headers,
        });
        res.end(payload);
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: `test handler failed: ${String(error)}`, status: 500 }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setHandler(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A URL where nothing listens (a server was started on it and closed), for offline tests. */
export async function closedPortUrl(): Promise<string> {
  const server = await startTestServer();
  await server.close();
  return server.url;
}
