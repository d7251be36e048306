import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../../http/errors';

export interface FailureLimit {
  max: number;
  timeWindowMs: number;
}

interface Counter {
  name: string;
  limit: FailureLimit;
  key: (request: FastifyRequest) => string | null;
}

/**
 * Counts failed attempts (wrong password, wrong TOTP code) in the rate-limit plugin's store —
 * Redis when configured, so every server process sees them; memory otherwise. A key with `max`
 * failures in its window is refused (429, `Retry-After`) before its password is even checked,
 * until the window that started with its first failure ends: a slow-down, never a lockout
 * anyone could keep up for good (an attacker fills only their own IP's and the guessed account's
 * window, and the account's owner can sign in again when it ends).
 */
/** A wrong password or code (401, or 400 `incorrect`/`invalid`), not a refused new password. */
function isGuess(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.statusCode === 401) return true;
  return (
    error.statusCode === 400 &&
    (error.extra.errors ?? []).some((e) => e.reason === 'incorrect' || e.reason === 'invalid')
  );
}

export function failureThrottle(app: FastifyInstance, counters: readonly Counter[]) {
  const limiters = counters.map((counter) => ({
    counter,
    limiter: app.createRateLimit({
      max: counter.limit.max,
      timeWindow: counter.limit.timeWindowMs,
      keyGenerator: (request) => `${counter.name}|${counter.key(request) ?? ''}`,
    }),
  }));
  return {
    /** 429 when any counter of the request is already at its limit. */
    async check(
      request: FastifyRequest,
      reply: { header(name: string, value: unknown): unknown },
    ): Promise<void> {
      for (const { counter, limiter } of limiters) {
        if (counter.key(request) === null) continue;
        const state = await limiter(request, { increment: false });
        if (state.isAllowed || state.remaining > 0) continue;
        reply.header('retry-after', Math.max(1, state.ttlInSeconds));
        throw new HttpError(429, MESSAGES.tooManyRequests);
      }
    },
    /** Counts one failure against every counter of the request. */
    async fail(request: FastifyRequest): Promise<void> {
      for (const { counter, limiter } of limiters) {
        if (counter.key(request) !== null) await limiter(request);
      }
    },
    /** Runs `attempt`, counting it as a failure when it throws a 400 or 401. */
    async guard<T>(
      request: FastifyRequest,
      reply: { header(name: string, value: unknown): unknown },
      attempt: () => Promise<T>,
    ): Promise<T> {
      await this.check(request, reply);
      try {
        return await attempt();
      } catch (error) {
        if (isGuess(error)) await this.fail(request);
        throw error;
      }
    },
  };
}
