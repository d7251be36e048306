import type { FastifyInstance } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '../http/response-cache';
import { corsCheck } from './cors';
import { apiSecurityHeaders, securityHeaders } from './security-headers';

export interface ResponseHeaderOptions {
  /** Other origins allowed to call the API from a browser (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  sentryDsn?: string | null;
  /** Where the browser loads Stripe.js from, when Stripe takes payments in the browser. */
  stripeJsUrl?: string | null;
}

/**
 * The headers every answer carries, set by one synchronous onRequest hook, the first hook of every
 * request (404s and errors included): the security headers (the pages' set, or the smaller set of
 * `/api/` answers) and `Vary: Origin` (constant objects, built once), the request id
 * (`request-id.ts`), `Cache-Control: private, no-store` on /api/ answers unless the route says
 * otherwise (the catalogue's `public` caching overrides it, see `http/response-cache.ts`), and
 * CORS for requests that carry an `Origin` (preflights are answered here, before authentication
 * and the rate limit).
 *
 * This replaces @fastify/helmet, @fastify/cors and an async request-id hook, which every request
 * paid for separately (helmet rebuilt its dozen headers each time; each async hook costs promise
 * ticks): see docs/performance.md, "Speed of the API".
 */
export function registerResponseHeaders(app: FastifyInstance, options: ResponseHeaderOptions): void {
  // The CORS headers depend on the Origin, so every answer varies on it (shared caches included).
  const pageHeaders = Object.entries({ ...securityHeaders(options), vary: 'Origin' });
  // JSON answers: their own, smaller set (apiSecurityHeaders says why).
  const apiHeaders = Object.entries({
    ...apiSecurityHeaders(),
    vary: 'Origin',
    'cache-control': PRIVATE_CACHE_CONTROL,
  });
  const cors = corsCheck(options.corsOrigins);
  app.addHook('onRequest', function responseHeaders(request, reply, done) {
    const constant = request.url.startsWith('/api/') ? apiHeaders : pageHeaders;
    for (const [name, value] of constant) reply.header(name, value);
    // Echoed so a shopper's bug report or a client log can be matched to our logs.
    reply.header('x-request-id', request.id);
    const origin = request.headers.origin;
    // A preflight answered here ends the request: Fastify runs nothing else when done is not called.
    if (origin !== undefined && cors(request, reply, origin)) return;
    done();
  });
}
