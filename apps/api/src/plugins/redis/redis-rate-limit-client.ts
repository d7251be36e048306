import { RespClient, type RespValue } from './resp-client';

type Callback = (error: Error | null, result?: RespValue) => void;

/** The slice of the ioredis API that @fastify/rate-limit's RedisStore uses. */
export interface RateLimitRedis {
  defineCommand(name: string, definition: { numberOfKeys: number; lua: string }): void;
  quit(): Promise<void>;
  [command: string]: unknown;
}

/**
 * Adapts RespClient to what @fastify/rate-limit expects of an ioredis client: `defineCommand`
 * registers a Lua script as a method taking `(...keys, ...args, callback)`, run with EVAL (the
 * scripts are tiny, so caching them with EVALSHA is not worth the NOSCRIPT handling).
 */
export function createRedisRateLimitClient(url: string): RateLimitRedis {
  const client = new RespClient(new URL(url));
  const adapter: RateLimitRedis = {
    defineCommand(name, { numberOfKeys, lua }) {
      adapter[name] = (...input: unknown[]) => {
        const callback = input.pop() as Callback;
        const args = input.map((a) => (typeof a === 'number' ? a : String(a)));
        client.command(['EVAL', lua, numberOfKeys, ...args]).then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
      };
    },
    quit: () => client.quit(),
  };
  return adapter;
}
