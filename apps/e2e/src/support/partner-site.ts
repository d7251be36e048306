import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What a partner site answers for one request: a page and the headers a real partner would send. */
export interface PartnerResponse {
  html: string;
  headers?: Record<string, string>;
}

export interface PartnerSite {
  port: number;
  /** `http://{host}:{port}`: the same server is another origin under another host name. */
  origin(host?: string): string;
  stop(): Promise<void>;
}

export type PartnerHandler = (url: URL, request: IncomingMessage) => PartnerResponse | null;

/**
 * A partner's web site: a tiny `node:http` server on another origin than our stack, serving pages
 * that embed the widget as a partner would. `port` 0 takes a free port; a fixed port that is taken
 * fails with a message saying why that port is needed.
 */
export async function startPartnerSite(
  port: number,
  handler: PartnerHandler,
  why = '',
): Promise<PartnerSite> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const page = request.method === 'GET' ? handler(url, request) : null;
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...page.headers,
      })
      .end(page.html);
  });
  // No host: both 127.0.0.1 and localhost (which Chromium may resolve to ::1) reach it.
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} is taken, and the partner site needs it${why ? ` (${why})` : ''}: free it and run again`,
            )
          : error,
      ),
    );
    server.listen(port, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    port: bound,
    origin: (host = '127.0.0.1') => `http://${host}:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
