import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors';
import { FixedWindowCounters, ipRateLimitHook } from './ip-rate-limit';

export interface RateLimitSettings {
  /** Requests per IP per window for every route without its own limit. */
  globalMax: number;
  timeWindowMs: number;
  /** ioredis-compatible client for counters shared by every API process; in-memory when absent. */
  redis?: unknown;
}

/**
 * Generous global limit (a shopper's page loads never reach it; a scraper does) plus the tight
 * per-route limits the modules declare (login, registration, gift card balance checks, business
 * enquiries), each counted under its own key (client IP, and for login and registration also the
 * e-mail address, see `limitRoute`). 429s carry `retry-after` and the `Error` body.
 *
 * Every request pays for the global limit, so without Redis it is counted by a synchronous hook
 * over in-memory counters (`ip-rate-limit.ts`), the first of each route's own onRequest hooks
 * (before authentication); the plugin's async hook cost a chain of promises per request. With
 * Redis the plugin counts it (shared by every API process, as before). Either way, a route with
 * its own `rateLimit` (an object, or false) is not counted by the global limit, and an unknown
 * URL (404) is not counted at all.
 */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  const shared = Boolean(settings.redis);
  await app.register(rateLimit, {
    global: shared,
    max: settings.globalMax,
    timeWindow: settings.timeWindowMs,
    ...(shared ? { redis: settings.redis, nameSpace: 'atelier-rl-' } : {}),
    // A Redis outage must not take the shop down: count nothing rather than refuse everything.
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, MESSAGES.tooManyRequests),
  });
  if (shared) return;
  const hook = ipRateLimitHook(new FixedWindowCounters(settings.globalMax, settings.timeWindowMs));
  app.addHook('onRoute', (options) => {
    if ((options.config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined) return;
    const existing = options.onRequest;
    options.onRequest = [hook, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });
}

/** One counter of a route limited several ways (e.g. login: per IP, per account, per both). */
export interface RateLimitRule {
  /** What the counter is about, for its key (`login-account`, `register-ip`, ...). */
  name: string;
  max: number;
  timeWindowMs: number;
  /**
   * The counted identity, e.g. the client IP or the normalised e-mail address of the body; null
   * skips the rule (a body without an address is a 400 anyway, and must not fill a shared bucket).
   */
  key(request: FastifyRequest): string | null;
}

/** The e-mail address of a JSON body as counters see it: trimmed, lower case, bounded; or null. */
export function bodyEmailKey(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return email || null;
}

/**
 * Limits one route by several counters at once. @fastify/rate-limit applies one limit per request
 * (its hooks mark the request as counted), so the route's own `rateLimit` is turned off and this
 * preValidation hook (the body is parsed, so keys may use the e-mail) checks the rules in order
 * with the plugin's `createRateLimit` — the same store, so the counters are in Redis when it is
 * configured. The first rule over its limit answers 429 with its own `retry-after`; the rules
 * after it do not count that request, so a refused burst from one client does not also use up the
 * account's allowance for everyone else (order the rules broadest first).
 *
 * In Redis the keys read `atelier-rl-undefinedundefined-<rule>|<key>` (the plugin names a
 * `createRateLimit` store after a route it does not have).
 *
 * Call before the route is declared (it hooks `onRoute` of the calling plugin); the route itself
 * must say `rateLimit: false`, or the plugin would count it a second time.
 */
export function limitRoute(
  app: FastifyInstance,
  route: { method: string; url: string },
  rules: readonly RateLimitRule[],
): void {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: (request) => `${rule.name}|${rule.key(request) ?? ''}`,
    }),
  }));
  const hook: preValidationAsyncHookHandler = async (request, reply) => {
    for (const { rule, check } of limiters) {
      if (rule.key(request) === null) continue;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('x-ratelimit-limit', rule.max);
      reply.header('x-ratelimit-remaining', 0);
      reply.header('x-ratelimit-reset', result.ttlInSeconds);
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, MESSAGES.tooManyRequests);
    }
  };
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    if (options.url !== route.url || !methods.includes(route.method as never)) return;
    if ((options.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false)
      throw new Error(`${route.method} ${route.url}: limitRoute needs the route's rateLimit: false`);
    const existing = options.preValidation;
    options.preValidation = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
  });
}
