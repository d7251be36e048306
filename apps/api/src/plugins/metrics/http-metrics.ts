import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { type CacheOutcome, reportedCacheOutcome } from './reported-cache-outcome';

/** The page cache says what it did in this header (web/page-cache.ts). */
const PAGE_CACHE_HEADER = 'x-page-cache';
/** Seconds; from a cached answer (~1 ms) to a slow checkout through the payment provider. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Request rate and latency per route pattern, and cache hits and misses, counted in onResponse.
 * The `route` label is the pattern Fastify matched (`/api/products/:slug/`), `unmatched` for a 404
 * of no route: raw URLs would make one series per product, cart and scanner probe.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'atelier_cache_requests_total',
    help:
      'Requests a cache could answer, by cache and outcome (hit: answered from it; miss: computed). ' +
      'Hit rate = hit / (hit + miss).',
    labelNames: ['cache', 'outcome'] as const,
    registers: [registry],
  });

  // A cached answer of the response cache is sent before the handler runs (it answers from a
  // hook); a handler that ran computed it. Caches that can hit inside the handler (get cart) report
  // their outcome themselves (reportCacheOutcome).
  const handled = new WeakSet<FastifyRequest>();
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function markHandled(this: FastifyInstance, request, reply) {
      handled.add(request);
      return handler.call(this, request, reply);
    };
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    requests.inc({ method, route, status_code: String(reply.statusCode) });
    latency.observe({ method, route }, reply.elapsedTime / 1000);

    const outcome = cacheOutcome(
      request,
      reply.statusCode,
      reply.getHeader.bind(reply),
      handled.has(request),
      reportedCacheOutcome(request),
    );
    if (outcome) cache.inc({ cache: outcome.cache, outcome: outcome.outcome });
  });
}

/** Which cache could answer this request, and whether it did; null when none is involved. */
export function cacheOutcome(
  request: Pick<FastifyRequest, 'method'>,
  statusCode: number,
  header: (name: string) => unknown,
  handlerRan: boolean,
  reported?: CacheOutcome,
): CacheOutcome | null {
  const page = header(PAGE_CACHE_HEADER);
  if (page === 'hit' || page === 'miss') return { cache: 'page', outcome: page };
  // An error (a cart's 404, 401, 403) is never kept nor answered from a cache: not a cache question.
  if (statusCode !== 200 && statusCode !== 304) return null;
  // Get cart says itself (carts/caches/cart-answer-cache.ts): in memory it answers from its hook,
  // with Redis from inside its handler once the shared versions are read.
  if (reported) return reported;
  if (request.method !== 'GET') return null;
  // Catalogue reads answered `public` are the response cache's (http/response-cache.ts).
  if (String(header('cache-control') ?? '').startsWith('public')) {
    return { cache: 'response', outcome: handlerRan ? 'miss' : 'hit' };
  }
  return null;
}
