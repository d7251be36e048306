import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../../db/database';
import { registerHttpMetrics } from './http-metrics';
import { registerStoreGauges } from './store-gauges';

export { startMetricsServer, type MetricsServer } from './metrics-server';
export { cacheOutcome } from './http-metrics';
export { type CacheName, reportCacheOutcome } from './reported-cache-outcome';

/**
 * Prometheus metrics of this process (issue 25 point 5): its own registry (not prom-client's
 * global one, so several apps in one test process do not collide), the process defaults (CPU,
 * memory, event loop lag), requests per route pattern, cache hits, and the store's outcomes and
 * backlog read from the database at scrape time. Register before the routes (it wraps handlers
 * as they are declared). Served by startMetricsServer on METRICS_PORT only.
 */
export function registerMetrics(app: FastifyInstance, options: { db: () => Database }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerHttpMetrics(app, registry);
  registerStoreGauges(registry, options.db);
  app.decorate('metrics', registry);
  return registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus registry (plugins/metrics). */
    metrics: Registry;
  }
}
