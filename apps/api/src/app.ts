import Fastify, { type FastifyInstance } from 'fastify';
import { serveApps, type WebAppsOptions } from './web/serve-apps';

export interface AppOptions {
  logger?: boolean;
  /** Where the built browser apps are; omitted in API-only tests. */
  web?: WebAppsOptions;
}

/** Builds the Fastify instance without listening, so tests drive the same app over real HTTP. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/api/health/', async () => ({ status: 'ok' }));
  if (options.web) await serveApps(app, options.web);
  return app;
}
