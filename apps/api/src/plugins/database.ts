import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Makes the drizzle instance available to every module as `app.db`. Decorated on the root
 * instance (not inside an encapsulated plugin) so every domain module sees it.
 */
export function registerDatabase(app: FastifyInstance, db: Database): void {
  app.decorate('db', db);
}
