// The front `npm run lighthouse` audits through: TLS and HTTP/2 before the app's server, as shoppers
// reach the shop (docs/deployment.md: TLS ends at the load balancer in front of HAProxy, which
// speaks HTTP/2 to browsers). Lighthouse's simulated slow 4G models the connections it saw: over
// plain HTTP/1.1 every asset opens one of six cold TCP connections and ramps up from TCP's first
// window on each, which no shopper's browser does on the real site. `-- --http1` audits the app's
// own port directly (the earlier figures in docs/performance.md were measured that way).
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Hop-by-hop headers: they describe one connection and HTTP/2 forbids them. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

/**
 * A throwaway certificate for 127.0.0.1 (openssl, present on Debian and macOS; nothing is written
 * to the repository), with the base64 SHA-256 of its public key: Chromium trusts exactly that key
 * with `--ignore-certificate-errors-spki-list`, and no other certificate error is ignored.
 */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-lighthouse-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-days',
        '2',
      ],
      { stdio: 'pipe' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key, cert, spki: createHash('sha256').update(spki).digest('base64') };
  } catch (error) {
    throw new Error(
      `could not make a certificate with openssl (${error.message.split('\n')[0]}); install openssl or audit over plain HTTP/1.1 with -- --http1`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Listens on https://127.0.0.1:`port` (HTTP/2, HTTP/1.1 for clients without it) and passes every
 * request to the app at `upstream` (http://127.0.0.1:…), bodies streamed both ways, the browser's
 * Host kept (the app's page cache and links use it).
 */
export async function startTlsFront({ port, upstream, certificate = selfSignedCertificate() }) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    (req, res) => {
      const headers = {};
      for (const [name, value] of Object.entries(req.headers))
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
      headers.host = req.headers[':authority'] ?? req.headers.host;
      headers['x-forwarded-proto'] = 'https';
      const forward = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
        (answer) => {
          const out = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.has(name)) out[name] = value;
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forward);
    },
  );
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    spki: certificate.spki,
    async stop() {
      for (const session of sessions) session.destroy();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
