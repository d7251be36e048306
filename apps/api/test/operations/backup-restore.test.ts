// Backups restore (docs/deployment.md, "Backups and restore"): a database holding orders placed
// over HTTP is dumped, restored into a new one, and the app started on the copy finds every order
// as the shopper sees it. PostgreSQL with `pg_dump -Fc` / `pg_restore`; the embedded database with
// `npm run db:dump` / `db:restore` (tools/scripts/db-dump.mjs). Skips, saying so, without them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@atelier/api/schema';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/create-database';
import type { Database, DatabaseHandle } from '../../src/db/database';
import { repoRoot } from '../../src/package-root';
import { seed } from '../../src/seed/seed';
import { checkoutCalls, GOOD_CARD } from '../support/checkout-calls';
import { createScratchPostgres, type ScratchPostgres } from '../support/scratch-postgres';
import { testConfig } from '../support/test-config';

interface Running {
  url: string;
  db: Database;
  stop(): Promise<void>;
}

/** The app on an open database, listening; `stop` closes both. No background work: nothing moves. */
async function serve(handle: DatabaseHandle): Promise<Running> {
  const app: FastifyInstance = await buildApp({
    config: testConfig(),
    db: handle.db,
    mail: false,
    paymentSweep: false,
    holdSweep: false,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    db: handle.db,
    async stop() {
      await app.close();
      await handle.close();
    },
  };
}

const runs = (command: string) => spawnSync(command, ['--version']).status === 0;
const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    cwd: repoRoot,
  });
  if (result.status !== 0) throw new Error(`${command} ${args[0]} failed: ${result.stderr}`);
  return result.stdout;
};

/** Places three guest orders over HTTP, one of them paid; returns them as the shopper saw them. */
function ordersThrough(server: { url: string; db: Database }) {
  const shop = checkoutCalls(server);
  return {
    async place(): Promise<Order[]> {
      const orders = [
        await shop.orderOf('amber-oud'),
        await shop.orderOf('orchid-garden-candle'),
        await shop.orderOf('amber-oud'),
      ];
      const paid = await shop.pay(orders[0]!.id, GOOD_CARD);
      expect(paid.status).toBe(200);
      return Promise.all(orders.map(async (o) => (await shop.readOrder(o.id)).body));
    },
    async read(orders: Order[]) {
      return Promise.all(orders.map((o) => shop.readOrder(o.id)));
    },
  };
}

async function expectEveryOrder(calls: ReturnType<typeof ordersThrough>, before: Order[]) {
  const after = await calls.read(before);
  expect(after.map((res) => res.status)).toEqual(before.map(() => 200));
  expect(after.map((res) => res.body)).toEqual(before);
  expect(before[0]!.status).not.toBe(before[1]!.status); // the paid one and the unpaid ones
}

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const postgresTools = runs('pg_dump') && runs('pg_restore');
const why = !adminUrl ? 'no TEST_DATABASE_URL' : 'no pg_dump/pg_restore';

describe.skipIf(!adminUrl || !postgresTools)(
  `PostgreSQL backup and restore${adminUrl && postgresTools ? '' : ` (SKIPPED: ${why})`}`,
  () => {
    const server = {} as Running;
    const scratch: ScratchPostgres[] = [];
    beforeAll(async () => {
      const original = await createScratchPostgres(adminUrl!, 'atelier_bk');
      scratch.push(original);
      const handle = await createDatabase({ databaseUrl: original.url, poolSize: 3 });
      await handle.migrate();
      await seed(handle.db);
      Object.assign(server, await serve(handle));
    });
    afterAll(async () => {
      await server.stop?.();
      await Promise.all(scratch.map((s) => s.drop()));
    });
    const calls = ordersThrough(server);

    it('restores a pg_dump -Fc into a new database where the app finds every order', async () => {
      const before = await calls.place();
      const folder = mkdtempSync(join(tmpdir(), 'atelier-backup-'));
      try {
        const file = join(folder, 'atelier.dump');
        // While the shop runs: pg_dump takes a consistent snapshot.
        run('pg_dump', ['-Fc', '-f', file, scratch[0]!.url]);
        await server.stop();
        const restored = await createScratchPostgres(adminUrl!, 'atelier_rs');
        scratch.push(restored);
        run('pg_restore', ['--no-owner', '--exit-on-error', '-d', restored.url, file]);
        const handle = await createDatabase({ databaseUrl: restored.url, poolSize: 3 });
        await handle.migrate(); // nothing to apply: the restored one is up to date
        Object.assign(server, await serve(handle));
        await expectEveryOrder(calls, before);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  },
);

describe('embedded database backup and restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-embedded-backup-'));
  const server = {} as Running;
  beforeAll(async () => {
    const handle = await createDatabase({ dataDir: join(folder, 'original') });
    await handle.migrate();
    await seed(handle.db);
    Object.assign(server, await serve(handle));
  });
  afterAll(async () => {
    await server.stop?.();
    rmSync(folder, { recursive: true, force: true });
  });
  const calls = ordersThrough(server);

  it('restores an npm run db:dump copy into a new DATA_DIR where the app finds every order', async () => {
    const before = await calls.place();
    const file = join(folder, 'backup.tar.gz');
    // With the server running the dump is refused: the folder is the server's.
    const refused = spawnSync(process.execPath, ['tools/scripts/db-dump.mjs', 'dump', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: join(folder, 'original') },
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('stop the server first');
    await server.stop();
    run(process.execPath, ['tools/scripts/db-dump.mjs', 'dump', file], {
      DATA_DIR: join(folder, 'original'),
    });
    run(process.execPath, ['tools/scripts/db-dump.mjs', 'restore', file], {
      DATA_DIR: join(folder, 'restored'),
    });
    const handle = await createDatabase({ dataDir: join(folder, 'restored') });
    await handle.migrate();
    Object.assign(server, await serve(handle));
    await expectEveryOrder(calls, before);
  });
});
