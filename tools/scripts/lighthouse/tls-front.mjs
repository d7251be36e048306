// The front `npm run lighthouse` audits through: TLS and HTTP/2 before the app's server, as shoppers
// reach the shop (docs/deployment.md: TLS ends at the load balancer in front of HAProxy, which
// speaks HTTP/2 to browsers). Lighthouse's simulated slow 4G models the connections it saw: over
// plain HTTP/1.1 every asset opens one of six cold TCP connections and ramps up from TCP's first
// window on each, which no shopper's browser does on the real site. `-- --http1` audits the app's
// own port directly (the earlier figures in docs/performance.md were measured that way).
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProxy } from '../round-robin-proxy.mjs';

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
 * request to the app at `upstream` (http://127.0.0.1:…): the round-robin proxy with one target,
 * bodies streamed both ways, the browser's Host kept (the app's page cache and links use it),
 * X-Forwarded-Proto https.
 */
export async function startTlsFront({ port, upstream, certificate = selfSignedCertificate() }) {
  const proxy = await startProxy({
    targets: [upstream],
    port,
    tls: { key: certificate.key, cert: certificate.cert },
  });
  return { baseUrl: proxy.url, spki: certificate.spki, stop: proxy.close };
}
