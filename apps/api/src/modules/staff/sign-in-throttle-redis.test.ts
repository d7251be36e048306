import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { clientIps, requestFrom } from '../../../test/abuse/client-ips';
import { databases } from '../../../test/support/databases';
import { useTestServer } from '../../../test/support/test-server';
import { closeRedis, createRedisClient, type Redis } from '../../plugins/redis/redis-client';

// Failed console sign-ins are counted in the rate-limit store: with Redis, two servers share the
// count. Only where TEST_REDIS_URL points at a Redis (CI); skipped elsewhere.
const redisUrl = process.env.TEST_REDIS_URL?.trim();
const [target] = databases();

describe.skipIf(!redisUrl)('failed staff sign-ins shared through Redis', () => {
  const clients = redisUrl ? [createRedisClient(redisUrl), createRedisClient(redisUrl)] : [];
  const options = (redis: Redis | undefined) => ({
    redis,
    rateLimits: {
      staffSignInPerAccount: { max: 3, timeWindowMs: 60_000 },
      staffSignInPerIp: { max: 100, timeWindowMs: 60_000 },
    },
  });
  const a = useTestServer(target!, options(clients[0]));
  const b = useTestServer(target!, options(clients[1]));
  afterAll(async () => {
    for (const client of clients) await closeRedis(client);
  });

  it('refuses the account on one server after its failures on both', async () => {
    const ip = clientIps();
    // An address of this run only, so counters left by an earlier run never meet it.
    const email = `ghost.${randomBytes(4).toString('hex')}@atelier.test`;
    for (let i = 0; i < 3; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await requestFrom(ip(i), server.url, 'POST', '/api/admin/token/', {
        email,
        password: 'wrong',
      });
      expect(res.status).toBe(401);
    }
    const refused = await requestFrom(ip(9), b.url, 'POST', '/api/admin/token/', {
      email,
      password: 'wrong',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
