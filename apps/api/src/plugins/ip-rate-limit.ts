import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors';

/** Distinct clients counted at once; beyond it the oldest window is forgotten (as the plugin's LRU did). */
const DEFAULT_MAX_KEYS = 10_000;

interface Window {
  count: number;
  startedAt: number;
}

/**
 * Fixed-window request counters per key, in this process's memory: the same counting as
 * @fastify/rate-limit's LocalStore (a key's window starts with its first request and lasts
 * `windowMs`; requests over `max` in it are refused until it ends), with O(1) synchronous work per
 * request instead of the plugin's promise chain. The Map is kept in window-start order (a window
 * that restarts is moved to the end), so expired windows are always at its front and are dropped
 * from there when the Map is full.
 */
export class FixedWindowCounters {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  /** Counts one request; answers the seconds until its window ends when it is over the limit, else 0. */
  hit(key: string, now: number): number {
    let window = this.windows.get(key);
    if (window !== undefined && window.startedAt + this.windowMs > now) {
      window.count++;
      if (window.count <= this.max) return 0;
      return Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000));
    }
    if (window !== undefined) this.windows.delete(key);
    else if (this.windows.size >= this.maxKeys) this.evict(now);
    window = { count: 1, startedAt: now };
    this.windows.set(key, window);
    return this.max >= 1 ? 0 : Math.ceil(this.windowMs / 1000);
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) {
      // In start order: stop at the first window still running once there is room again.
      if (window.startedAt + this.windowMs > now && this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}

/**
 * The client key the plugin counts under (its default `keyGenerator`): the IP, an IPv6 address
 * by its /64 and an IPv4-mapped one as IPv4. The IPv6 parsing is cached per connection.
 */
const ipv6Keys = new WeakMap<object, string>();
export function clientKeyOf(request: FastifyRequest): string {
  const ip = request.ip;
  if (!ip.includes(':')) return ip;
  const socket = request.raw.socket;
  let key = ipv6Keys.get(socket);
  if (key === undefined) {
    key = normalizeIP(ip);
    ipv6Keys.set(socket, key);
  }
  return key;
}

/**
 * A synchronous onRequest hook for the global per-IP limit: a 429 with the `Error` body,
 * `retry-after` and the `x-ratelimit-*` headers when the client is over it, as the plugin answered.
 */
export function ipRateLimitHook(counters: FixedWindowCounters) {
  return function ipRateLimit(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    const retryAfter = counters.hit(clientKeyOf(request), Date.now());
    if (retryAfter === 0) return done();
    reply.header('x-ratelimit-limit', counters.max);
    reply.header('x-ratelimit-remaining', 0);
    reply.header('x-ratelimit-reset', retryAfter);
    reply.header('retry-after', retryAfter);
    done(new HttpError(429, MESSAGES.tooManyRequests));
  };
}
