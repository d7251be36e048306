import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../../db/migrations-folder';
import { ANSWERED } from '../../http/response-cache';
import { routerFor } from '../../http/route';
import { checkReadiness } from './readiness';

export interface HealthRouteOptions {
  /** Pings the shared Redis (REDIS_URL); absent without one. */
  pingRedis?: () => Promise<unknown>;
  /** Where the migrations journal is (tests point it at a copy); apps/api/drizzle by default. */
  migrationsFolder?: string;
}

/**
 * Probes for a load balancer or an orchestrator: live = the process answers (restart it if not),
 * ready = it can serve (send it traffic if so). Outside the global rate limit: probes come often
 * from one address. `/api/health/` stays as it was (the tools and journeys wait on it).
 */
export async function healthRoutes(app: FastifyInstance, options: HealthRouteOptions): Promise<void> {
  const route = routerFor(app);
  app.get('/api/health/', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  route('GET', '/api/health/live', async () => ({ status: 'ok' }), { rateLimit: false });
  route(
    'GET',
    '/api/health/ready',
    async (_request, reply) => {
      const readiness = await checkReadiness({
        db: app.db,
        migrationsFolder: options.migrationsFolder ?? migrationsFolder,
        pingRedis: options.pingRedis,
      });
      const body = {
        status: readiness.ready ? ('ready' as const) : ('not_ready' as const),
        checks: readiness.checks,
      };
      if (readiness.ready) return body;
      reply.code(503).header('cache-control', 'no-store').send(body);
      return ANSWERED as never;
    },
    { rateLimit: false },
  );
}

/** A ping for the readiness check from whichever Redis client the app holds (ioredis: `ping()`). */
export function redisPing(client: unknown): (() => Promise<unknown>) | undefined {
  const ping = (client as { ping?: unknown } | null | undefined)?.ping;
  return typeof ping === 'function' ? () => Promise.resolve(ping.call(client)) : undefined;
}
