import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { useTestServer } from '../../../test/support/test-server';
import { migrationsFolder } from '../../db/migrations-folder';
import { checkReadiness, lastMigrationOf } from './readiness';

async function get(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe.each(databases())('health probes on %s', (target) => {
  const server = useTestServer(target, { seed: false });

  it('answers live and the old health check while the process runs', async () => {
    const live = await get(`${server.url}/api/health/live`);
    expect(live.status).toBe(200);
    expectToMatchContract('GET', '/api/health/live', 200, live.body);
    expect(live.body).toEqual({ status: 'ok' });
    const old = await get(`${server.url}/api/health/`);
    expect([old.status, old.body]).toEqual([200, { status: 'ok' }]);
  });

  it('is ready with the database reachable and every migration applied', async () => {
    const ready = await get(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expectToMatchContract('GET', '/api/health/ready', 200, ready.body);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true } },
    });
  });

  it('is not ready (503, naming the migration) when the last migration is missing from the table', async () => {
    const last = lastMigrationOf(migrationsFolder);
    const removed = await server.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash, created_at`,
    );
    const rows = (Array.isArray(removed) ? removed : (removed as { rows: unknown[] }).rows) as {
      hash: string;
      created_at: string;
    }[];
    expect(rows).toHaveLength(1);
    try {
      const notReady = await get(`${server.url}/api/health/ready`);
      expect(notReady.status).toBe(503);
      expectToMatchContract('GET', '/api/health/ready', 503, notReady.body);
      expect(notReady.body).toEqual({
        status: 'not_ready',
        checks: {
          database: { ok: true },
          migrations: { ok: false, reason: `migration ${last.tag} is not applied` },
        },
      });
      // Liveness does not depend on it: the process is fine, it only must not get traffic.
      expect((await get(`${server.url}/api/health/live`)).status).toBe(200);
    } finally {
      await server.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${rows[0]!.hash}, ${rows[0]!.created_at})`,
      );
    }
    expect((await get(`${server.url}/api/health/ready`)).status).toBe(200);
  });

  it('checks Redis when one is configured: not ready while it does not answer, saying which, never where', async () => {
    const check = (ping: () => Promise<unknown>) =>
      checkReadiness({ db: server.db, migrationsFolder, pingRedis: ping, timeoutMs: 200 });
    expect(await check(() => Promise.resolve('PONG'))).toEqual({
      ready: true,
      checks: { database: { ok: true }, migrations: { ok: true }, redis: { ok: true } },
    });
    // What ioredis rejects with when the connection is refused.
    const refused = await check(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:6379')));
    expect(refused).toEqual({
      ready: false,
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        redis: { ok: false, reason: 'Redis is not reachable' },
      },
    });
    // A Redis that hangs fails the check after the bound instead of holding the probe.
    const hung = await check(() => new Promise(() => undefined));
    expect(hung.checks.redis).toEqual({ ok: false, reason: 'Redis did not answer within 200 ms' });
  });
});
