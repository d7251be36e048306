import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors';

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
 * enquiries), each counted under its own key (client IP, and for login the e-mail). 429s carry
 * `retry-after` and the `Error` body.
 */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: settings.globalMax,
    timeWindow: settings.timeWindowMs,
    ...(settings.redis ? { redis: settings.redis, nameSpace: 'atelier-rl-' } : {}),
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
}
