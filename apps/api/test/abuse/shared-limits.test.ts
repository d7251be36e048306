import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/app';
import { closeRedis, createRedisClient, redisReady } from '../../src/plugins/redis/redis-client';
import { expectToMatchContract } from '../support/contract-matcher';
import type { JsonResponse } from '../support/http-client';
import { clientIps, requestFrom } from './client-ips';
import { startServerProcess, type ServerProcess } from './server-process';

// Two real server processes (each its own PGlite; the counters under test live in Redis) sharing
// one Redis: a limit must hold for the total of both, not per process. Only where TEST_REDIS_URL
// points at a Redis (CI); on a machine without one the file is skipped.
const redisUrl = process.env.TEST_REDIS_URL?.trim();

/** This run's addresses share a marker, so its Redis keys can be found and removed afterwards. */
const run = randomBytes(4).toString('hex');
let serial = 0;
const email = (what: string) => `${what}.${run}.${serial++}@example.com`;

const TOO_MANY = { message: 'Too many requests, please try again later', status: 429 };

describe.skipIf(!redisUrl)(
  'rate limits shared by two server processes through Redis',
  { timeout: 120_000 },
  () => {
    const servers: ServerProcess[] = [];
    const ip = clientIps();
    let ipCount = 0;
    /** A client IP no other test of this run (or an earlier run) has used. */
    const freshIp = () => ip(ipCount++);

    beforeAll(async () => {
      servers.push(...(await Promise.all([0, 1].map(() => startServerProcess({ REDIS_URL: redisUrl! })))));
    }, 300_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      // Only this run's counters: keys holding its addresses or its client IPs.
      const redis = createRedisClient(redisUrl!);
      try {
        // Commands wait for no connection (no offline queue): connect first.
        await redisReady(redis, 10_000);
        for (const pattern of [`atelier-rl-*${run}*`, `atelier-rl-*|${ip(0).replace(/\.\d+$/, '.')}*`]) {
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
            if (keys.length > 0) await redis.del(...keys);
            cursor = next;
          } while (cursor !== '0');
        }
      } finally {
        await closeRedis(redis);
      }
    }, 60_000);

    /**
     * Sends `attempt(i)` alternately to the two processes until the first refusal and answers how
     * many were let through, with that refusal.
     */
    async function alternateUntilRefused(
      attempt: (i: number, server: ServerProcess) => Promise<JsonResponse>,
      allowedStatus: number,
      limit: number,
    ): Promise<{ allowed: number; refused: JsonResponse; refusedByOther: JsonResponse }> {
      for (let i = 0; i <= limit; i++) {
        const res = await attempt(i, servers[i % 2]!);
        if (res.status !== allowedStatus) {
          // The other process refuses the next attempt as well: the count is one, not one each.
          const refusedByOther = await attempt(i + 1, servers[(i + 1) % 2]!);
          return { allowed: i, refused: res, refusedByOther };
        }
      }
      throw new Error(`${limit + 1} attempts and none refused`);
    }

    function expectRefusal(res: JsonResponse, path: string, windowMs: number) {
      expect(res.status).toBe(429);
      expectToMatchContract('POST', path, 429, res.body);
      expect(res.body).toEqual(TOO_MANY);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    }

    it('login per IP and address: 5 a minute in total, whichever process answers', async () => {
      const limit = DEFAULT_RATE_LIMITS.login;
      const client = freshIp();
      const address = email('typo');
      const result = await alternateUntilRefused(
        (i, server) =>
          requestFrom(client, server.url, 'POST', '/api/token/', { email: address, password: `guess-${i}` }),
        401,
        limit.max * 2,
      );
      expect(result.allowed).toBe(limit.max);
      expectRefusal(result.refused, '/api/token/', limit.timeWindowMs);
      expectRefusal(result.refusedByOther, '/api/token/', limit.timeWindowMs);
    });

    it('login per account: 20 an hour in total from many IPs, whichever process answers', async () => {
      const limit = DEFAULT_RATE_LIMITS.loginPerAccount;
      const address = email('distributed');
      const result = await alternateUntilRefused(
        (i, server) =>
          requestFrom(freshIp(), server.url, 'POST', '/api/token/', {
            email: address,
            password: `guess-${i}`,
          }),
        401,
        limit.max * 2,
      );
      expect(result.allowed).toBe(limit.max);
      expectRefusal(result.refused, '/api/token/', limit.timeWindowMs);
      expectRefusal(result.refusedByOther, '/api/token/', limit.timeWindowMs);
      expect(Number(result.refused.headers.get('retry-after'))).toBeGreaterThan(60);
    });

    it('login per IP: 100 in 15 minutes in total across addresses, whichever process answers', async () => {
      const limit = DEFAULT_RATE_LIMITS.loginPerIp;
      const client = freshIp();
      const result = await alternateUntilRefused(
        (_i, server) =>
          requestFrom(client, server.url, 'POST', '/api/token/', {
            email: email('stuffing'),
            password: 'leaked',
          }),
        401,
        limit.max * 2,
      );
      expect(result.allowed).toBe(limit.max);
      expectRefusal(result.refused, '/api/token/', limit.timeWindowMs);
      expectRefusal(result.refusedByOther, '/api/token/', limit.timeWindowMs);
    });

    it('registration per address: 5 an hour in total from many IPs, whichever process answers', async () => {
      const limit = DEFAULT_RATE_LIMITS.registerPerAccount;
      const address = email('again');
      const result = await alternateUntilRefused(
        (_i, server) =>
          requestFrom(freshIp(), server.url, 'POST', '/api/users/register/', {
            email: address,
            password: 'a good password',
            first_name: 'Mei',
            last_name: 'Tan',
          }),
        202,
        limit.max * 2,
      );
      expect(result.allowed).toBe(limit.max);
      expectRefusal(result.refused, '/api/users/register/', limit.timeWindowMs);
      expectRefusal(result.refusedByOther, '/api/users/register/', limit.timeWindowMs);
    });

    it('registration per IP: 30 an hour in total, whichever process answers', async () => {
      const limit = DEFAULT_RATE_LIMITS.register;
      const client = freshIp();
      const result = await alternateUntilRefused(
        (_i, server) =>
          requestFrom(client, server.url, 'POST', '/api/users/register/', {
            email: email('signup'),
            password: 'a good password',
            first_name: 'Mei',
            last_name: 'Tan',
          }),
        202,
        limit.max * 2,
      );
      expect(result.allowed).toBe(limit.max);
      expectRefusal(result.refused, '/api/users/register/', limit.timeWindowMs);
      expectRefusal(result.refusedByOther, '/api/users/register/', limit.timeWindowMs);
    });
  },
);
