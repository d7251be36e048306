import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createRedisRateLimitClient } from './plugins/redis/redis-rate-limit-client';

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

const redis = config.redisUrl ? createRedisRateLimitClient(config.redisUrl) : undefined;

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
});
if (redis) app.addHook('onClose', () => redis.quit());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`Store running at ${config.publicOrigin}/`);
