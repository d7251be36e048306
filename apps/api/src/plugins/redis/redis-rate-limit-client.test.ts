import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/create-database';
import { testConfig } from '../../../test/support/test-config';
import { createRedisRateLimitClient } from './redis-rate-limit-client';
import { RespClient } from './resp-client';

// Redis is optional: these run only where TEST_REDIS_URL points at one (e.g. redis://127.0.0.1:6379).
const url = process.env.TEST_REDIS_URL?.trim();

describe.skipIf(!url)('redis rate-limit counters', () => {
  it('speaks RESP: strings, integers, arrays, nulls and errors', async () => {
    const client = new RespClient(new URL(url!));
    const key = `atelier-test-${randomBytes(4).toString('hex')}`;
    try {
      expect(await client.command(['SET', key, 'välue'])).toBe('OK');
      expect(await client.command(['GET', key])).toBe('välue');
      expect(await client.command(['DEL', key])).toBe(1);
      expect(await client.command(['GET', key])).toBeNull();
      expect(await client.command(['EVAL', 'return {1, "two", {3}}', 0])).toEqual([1, 'two', [3]]);
      await expect(client.command(['NOT-A-COMMAND'])).rejects.toThrow(/unknown command/i);
      // The connection survives an error reply.
      expect(await client.command(['PING'])).toBe('PONG');
    } finally {
      await client.quit();
    }
  });

  it('shares login counters between two app instances', async () => {
    const redis = createRedisRateLimitClient(url!);
    const handle = await createDatabase({ dataDir: null });
    await handle.migrate();
    const apps = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          config: testConfig(),
          db: handle.db,
          redis,
          // Per IP+address only: the per-IP and per-account counters of 127.0.0.1 outlive this run.
          rateLimits: {
            login: { max: 3, timeWindowMs: 60_000 },
            loginPerIp: { max: 100_000, timeWindowMs: 60_000 },
            loginPerAccount: { max: 100_000, timeWindowMs: 60_000 },
          },
        }),
      ),
    );
    try {
      const urls = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
      const email = `shared.${randomBytes(4).toString('hex')}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${urls[i % 2]}/api/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong password' }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await redis.quit();
      await handle.close();
    }
  }, 120_000); // a fresh PGlite is migrated first: slow on a busy machine
});
