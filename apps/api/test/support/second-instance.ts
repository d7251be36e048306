import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app';
import type { TestServer } from './test-server';

export interface SecondInstance {
  /** `http://127.0.0.1:{port}` */
  url: string;
  app: FastifyInstance;
}

/**
 * A second API instance on the same database and configuration (Redis included) as `server`,
 * as a second process of a scaled-out shop would be: its own caches, the shared data. Filled in
 * `beforeAll` (after the server's), closed in `afterAll`.
 */
export function useSecondInstance(
  server: TestServer,
  options: Omit<AppOptions, 'config' | 'db'> = {},
): SecondInstance {
  const holder = {} as SecondInstance;
  beforeAll(async () => {
    const app = await buildApp({
      mail: false,
      paymentSweep: false,
      holdSweep: false,
      ...options,
      config: server.config,
      db: server.db,
    });
    Object.assign(holder, { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  });
  afterAll(async () => {
    await holder.app?.close();
  });
  return holder;
}
