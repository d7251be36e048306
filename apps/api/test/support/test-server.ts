import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import type { DatabaseTarget, TestDatabase } from './databases';
import { setupTimer } from './setup-timings';
import { testConfig } from './test-config';

export interface TestServer {
  /** `http://127.0.0.1:{port}` */
  url: string;
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestServerOptions extends Omit<AppOptions, 'config' | 'db'> {
  config?: Partial<Config>;
  /** Seed the store data (default true). */
  seed?: boolean;
}

/**
 * The real app on a fresh database of its own (migrated and seeded), listening on an ephemeral
 * port so tests go over real HTTP with fetch.
 */
export async function startTestServer(
  target: DatabaseTarget,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const timer = setupTimer();
  // Migrated and seeded in one step: a copy of the run's template (databases.ts).
  const database: TestDatabase = await target.create({ seeded: options.seed !== false });
  timer.mark('database');
  const config = testConfig(options.config);
  // The hold sweep only when a test asks for it: tests end holds by moving deadlines and sweeping.
  const app = await buildApp({ holdSweep: false, ...options, config, db: database.handle.db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  timer.mark('app');
  timer.done(target.name);
  return {
    url,
    app,
    db: database.handle.db,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * One server per `describe` block (one seeded database per file and target keeps the suite
 * fast); the returned object is filled in `beforeAll`.
 */
export function useTestServer(target: DatabaseTarget, options: TestServerOptions = {}): TestServer {
  const holder = {} as TestServer;
  beforeAll(async () => {
    Object.assign(holder, await startTestServer(target, options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
