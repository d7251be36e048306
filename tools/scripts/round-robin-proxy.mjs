#!/usr/bin/env node
// A small HTTP round-robin proxy for running several API processes behind one address: the
// multi-process tests and the two-process bench (issue 25). Each request goes to the next target in
// turn; bodies are streamed both ways, Host is kept, X-Forwarded-For/-Proto/-Host are added (the
// server trusts them only from loopback). No upgrades (nothing here uses WebSockets). With `tls`
// it listens over HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as the load balancer before
// the shop does: the Lighthouse audit's front (lighthouse/tls-front.mjs).
//
// Written on node:http rather than a library: http-proxy is unmaintained since 2020 (and warns on
// Node 20's util._extend), and the rest pull in an Express-style stack; this is ~100 lines with
// keep-alive to the targets, which is what the bench needs to measure the servers, not the proxy.
//
//   node tools/scripts/round-robin-proxy.mjs [--port 8080] [--host 127.0.0.1] http://127.0.0.1:3001 http://127.0.0.1:3002
//   import { startProxy } from './round-robin-proxy.mjs';
//   const proxy = await startProxy({ port: 0, targets: ['http://127.0.0.1:3001', ...] });
//   proxy.url; await proxy.close();
import { Agent, createServer, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { pathToFileURL } from 'node:url';

/** Hop-by-hop headers (RFC 9110 7.6.1): never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardHeaders(headers, extraHop) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    // HTTP/2's pseudo-headers (`:method`, `:authority`, ...) are not headers of HTTP/1.1.
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name) || extraHop.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** Header names a Connection header lists are hop-by-hop too. */
function connectionListed(headers) {
  const listed = headers.connection;
  if (!listed) return new Set();
  return new Set(
    String(listed)
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Starts the proxy. `targets`: base URLs (http only). `port` 0 picks a free one. `tls`: a key and
 * certificate (PEM) to listen over HTTPS and HTTP/2 with.
 * Resolves to `{ url, port, close() }`; `close` stops listening and closes open connections.
 * @param {{ targets: string[], port?: number, host?: string, tls?: { key: Buffer, cert: Buffer } }} options
 */
export async function startProxy({ targets, port = 0, host = '127.0.0.1', tls }) {
  if (!Array.isArray(targets) || targets.length === 0) throw new Error('startProxy: at least one target');
  const upstreams = targets.map((target) => {
    const url = new URL(target);
    if (url.protocol !== 'http:') throw new Error(`startProxy: only http targets (${target})`);
    return { hostname: url.hostname, port: Number(url.port || 80) };
  });
  // Keep-alive to the targets: without it every request pays a TCP connect (and the bench measures it).
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  const forward = (req, res) => {
    const upstream = upstreams[next];
    next = (next + 1) % upstreams.length;
    const headers = forwardHeaders(req.headers, connectionListed(req.headers));
    // An HTTP/2 request names its host in `:authority` only.
    const host = req.headers.host ?? req.headers[':authority'];
    if (host) headers.host = host;
    const clientIp = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for']
      ? `${req.headers['x-forwarded-for']}, ${clientIp}`
      : clientIp;
    headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? (tls ? 'https' : 'http');
    if (host && !req.headers['x-forwarded-host']) headers['x-forwarded-host'] = host;

    const outgoing = httpRequest(
      { ...upstream, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = forwardHeaders(answer.headers, connectionListed(answer.headers));
        // HTTP/2 has no reason phrase.
        if (req.httpVersionMajor >= 2) res.writeHead(answer.statusCode ?? 502, out);
        else res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    outgoing.on('error', () => {
      // The target refused or dropped the connection: a 502 if nothing was sent yet.
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'bad_gateway', message: 'The upstream server did not answer.' }));
    });
    req.on('aborted', () => outgoing.destroy());
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, forward) : createServer(forward);
  server.keepAliveTimeout = 65_000;
  // An HTTP/2 server has no closeAllConnections: its sessions are closed one by one.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `${tls ? 'https' : 'http'}://${urlHost}:${boundPort}`,
    port: boundPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
        for (const session of sessions) session.destroy();
        agent.destroy();
      }),
  };
}

function parseArgs(argv) {
  let port = 8080;
  let host = '127.0.0.1';
  const targets = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--port') port = Number(argv[++i]);
    else if (argv[i] === '--host') host = argv[++i];
    else targets.push(argv[i]);
  }
  return { port, host, targets };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseArgs(process.argv.slice(2));
  if (options.targets.length === 0 || !Number.isInteger(options.port)) {
    console.error('usage: round-robin-proxy.mjs [--port 8080] [--host 127.0.0.1] <target URL>...');
    process.exit(2);
  }
  const proxy = await startProxy(options);
  console.log(proxy.url);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
