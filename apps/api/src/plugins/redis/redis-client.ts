import { once } from 'node:events';
import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/** What a Redis client reports when it cannot reach Redis (logged, never thrown at a request). */
export interface RedisClientLog {
  warn(object: object, message: string): void;
}

/**
 * The server's Redis client (ioredis), for the rate-limit counters and the shared cart versions.
 *
 * Redis is an optimisation, never a dependency of an answer: while it is unreachable (at start
 * or later) commands fail at once instead of queueing (`enableOfflineQueue: false`), so the
 * rate limit counts nothing (`skipOnError`) and get cart reads the database; ioredis keeps
 * reconnecting in the background (backing off to 2 s). A command to a Redis that hangs fails
 * after `commandTimeout`. Errors are logged once per outage, not per reconnection attempt.
 */
export function createRedisClient(url: string, log?: RedisClientLog): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log?.warn(
      { err: { message: error.message } },
      'redis unreachable: shared counters and cart versions off',
    );
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

/**
 * Waits (at most `timeoutMs`) for the first connection, so a process started next to a working
 * Redis shares its counters from its first request; answers whether it connected. Not connected
 * is not fatal: the client keeps trying.
 */
export async function redisReady(client: Redis, timeoutMs = 2_000): Promise<boolean> {
  if (client.status === 'ready') return true;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    await once(client, 'ready', { signal: timeout });
    return true;
  } catch {
    return false;
  }
}

/** Closes the connection: QUIT when connected, else just stops reconnecting. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
  } else {
    client.disconnect();
  }
}
