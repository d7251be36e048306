import { buildApp } from '../app';
import { loadConfig } from '../config';
import { closeRedis, createRedisClient, redisReady } from '../plugins/redis/redis-client';

/**
 * Test helper of page-cache-processes.test.ts: the server as `src/main.ts` starts it (configured
 * only through the environment, Redis when REDIS_URL is set), but serving the store's SSR build
 * of the test's own folder (PAGE_CACHE_TEST_STORE_DIST, _BUSINESS_DIST), not the repository's
 * dist/. Run with `node --import tsx`.
 */
const config = loadConfig();
const storeDist = process.env['PAGE_CACHE_TEST_STORE_DIST'];
const businessDist = process.env['PAGE_CACHE_TEST_BUSINESS_DIST'];
if (!storeDist || !businessDist) throw new Error('PAGE_CACHE_TEST_STORE_DIST and _BUSINESS_DIST must be set');

const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
// Counting from the first request when Redis is up; when it is down the limits count nothing.
if (redis) await redisReady(redis);
const app = await buildApp({
  config,
  redis,
  rateLimits: { global: { max: 100_000, timeWindowMs: 60_000 } },
  mail: false,
  paymentSweep: false,
  web: { storeDist, businessDist, storeServerEntry: `${storeDist}/server/entry-server.js` },
});
if (redis) app.addHook('onClose', () => closeRedis(redis));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port: config.port, host: config.host });
// As main.ts says it: the test helper counts a process as up only after its own line.
console.log(`Store running at ${config.publicOrigin}/`);
