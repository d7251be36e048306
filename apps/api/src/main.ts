import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { FastifyRequest } from 'fastify';
import { buildApp } from './app';
import { startMetricsServer, type MetricsServer } from './plugins/metrics';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseInUseError } from './db/create-database';
import { closeRedis, createRedisClient, redisReady } from './plugins/redis/redis-client';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Error reporting only when configured; the SDK is loaded lazily so a plain start stays light.
let onServerError: ((error: unknown, request: FastifyRequest) => void) | undefined;
if (config.sentryDsn) {
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn: config.sentryDsn, maxBreadcrumbs: 100 });
  onServerError = (error, request) =>
    Sentry.captureException(error, { tags: { request_id: request.id }, extra: { url: request.url } });
}

const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
// Counting from the first request when Redis is up; when it is down the limits count nothing.
if (redis) await redisReady(redis);

// dist/main.js lives in apps/api/dist; the built apps sit beside it in the repo.
const appsDir = fileURLToPath(new URL('../../', import.meta.url));
const app = await buildApp({
  config,
  logger: true,
  redis,
  ...(config.globalRateLimitMax
    ? { rateLimits: { global: { max: config.globalRateLimitMax, timeWindowMs: 60_000 } } }
    : {}),
  onServerError,
  web: { storeDist: `${appsDir}store/dist`, businessDist: `${appsDir}business/dist` },
}).catch((error: unknown) => {
  // A second `npm start` on the same DATA_DIR: say so and stop, having touched nothing.
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
if (redis) app.addHook('onClose', () => closeRedis(redis));

// Stopping (SIGINT, SIGTERM, or a crash): new requests get 503, requests in flight get a few
// seconds, then any connection still open is cut; then the job rounds in progress end (mail,
// sweeps: onClose hooks, run after the requests) and the database closes; past `delay` the process
// exits regardless. A browser holding a request open must not keep a deploy (or a journey reading
// the data) waiting.
const CONNECTION_GRACE_MS = 5_000;
// Declared before the stop handler that closes it (a signal may come while the server starts).
let metricsServer: MetricsServer | undefined;
closeWithGrace({ delay: 15_000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'stopping after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  setTimeout(() => app.server.closeAllConnections(), CONNECTION_GRACE_MS).unref();
  await app.close();
  await metricsServer?.close();
});

await app.listen({ port: config.port, host: config.host });
// Prometheus metrics on their own listener (METRICS_PORT), never on the public port.
if (config.metrics) {
  metricsServer = await startMetricsServer({
    registry: app.metrics,
    ...config.metrics,
    onError: (err) => app.log.error({ err }, 'metrics not collected'),
  });
  app.log.info({ url: metricsServer.url }, 'metrics served');
}
console.log(`Store running at ${config.publicOrigin}/`);
