// The HTTPS and HTTP/2 front `npm run lighthouse` audits through (tools/scripts/lighthouse/tls-front.mjs):
// a real HTTP/2 client over TLS, trusting only the front's own certificate, against a real server.
import { execFileSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, constants } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.mjs';
import { selfSignedCertificate, startTlsFront } from '../scripts/lighthouse/tls-front.mjs';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

describe.skipIf(!hasOpenssl)('the TLS front of the Lighthouse audit (needs openssl)', () => {
  let upstream: Server;
  let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[];
  let front: Awaited<ReturnType<typeof startTlsFront>>;
  let cert: Buffer;

  beforeAll(async () => {
    seen = [];
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.writeHead(201, { 'content-type': 'text/plain', connection: 'keep-alive', 'x-app': 'yes' });
        res.end(`answered ${req.method} ${req.url}`);
      });
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    const certificate = selfSignedCertificate();
    cert = certificate.cert;
    front = await startTlsFront({
      port: await freePort(),
      upstream: `http://127.0.0.1:${upstreamPort}`,
      certificate,
    });
  });

  afterAll(async () => {
    await front?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  function request(method: string, path: string, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const session = connect(front.baseUrl, { ca: cert });
      session.on('error', reject);
      const stream = session.request({
        [constants.HTTP2_HEADER_METHOD]: method,
        [constants.HTTP2_HEADER_PATH]: path,
        'x-shopper': 'lan',
      });
      let status = 0;
      let headers: Record<string, unknown> = {};
      let text = '';
      stream.on('response', (answer) => {
        status = Number(answer[':status']);
        headers = answer;
      });
      stream.on('data', (chunk: Buffer) => (text += chunk));
      stream.on('end', () => {
        session.close();
        resolve({ status, headers, body: text });
      });
      stream.on('error', reject);
      stream.end(body);
    });
  }

  it('answers over HTTP/2 with TLS, trusted by its own certificate alone, what the server answers', async () => {
    const answer = await request('GET', '/sg/en/?q=1');
    expect(answer.status).toBe(201);
    expect(answer.body).toBe('answered GET /sg/en/?q=1');
    expect(answer.headers['x-app']).toBe('yes');
    // HTTP/2 forbids connection-specific headers: the server's are not passed on.
    expect(answer.headers['connection']).toBeUndefined();
    expect(front.spki).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it("passes the browser's host, its headers and the body, and says the way in was https", async () => {
    seen = [];
    const answer = await request('POST', '/api/carts/', '{"a":1}');
    expect(answer.body).toBe('answered POST /api/carts/');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toBe('{"a":1}');
    expect(seen[0]?.headers.host).toBe(new URL(front.baseUrl).host);
    expect(seen[0]?.headers['x-shopper']).toBe('lan');
    expect(seen[0]?.headers['x-forwarded-proto']).toBe('https');
  });
});
