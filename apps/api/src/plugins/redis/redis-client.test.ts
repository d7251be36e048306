import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { Cart } from '@atelier/api/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/create-database';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { addItem, newCart } from '../../../test/support/http-calls';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { testConfig } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';
import { closeRedis, createRedisClient, redisReady, type Redis } from './redis-client';

// Redis is optional: the shared-counter tests run only where TEST_REDIS_URL points at one.
const url = process.env.TEST_REDIS_URL?.trim();

/** A port nothing listens on: opened, noted and closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP relay to Redis the test can cut (Redis going away while the server runs). */
async function relayTo(target: URL): Promise<{ url: string; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

const candleLine = (shop: ReturnType<typeof checkoutCalls>) => {
  const candle = shop.product('kaya-toast-candle');
  return { product_id: candle.id, variant_id: candle.variant(0).id, quantity: 1 };
};

const readCart = async (base: string, id: string) => {
  const res = await request<Cart>(base, 'GET', `/api/carts/${id}/`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe.each(databases())('with REDIS_URL set but Redis unreachable from the start, on %s', (target) => {
  let redis: Redis;
  const holder: { port?: number } = {};
  beforeAll(async () => {
    holder.port = await closedPort();
  });
  // The URL is known only once the port is: the options are read when the server starts.
  const server = useTestServer(target, {
    rateLimits: GENEROUS_RATE_LIMITS,
    get config() {
      return { redisUrl: `redis://127.0.0.1:${holder.port}` };
    },
    get redis() {
      redis ??= createRedisClient(`redis://127.0.0.1:${holder.port}`);
      return redis;
    },
  });
  const shop = checkoutCalls(server);
  afterAll(async () => {
    await closeRedis(redis);
  });

  it('answers shoppers from the database: catalogue, carts and sign-in, never a 500', async () => {
    expect(redis.status).not.toBe('ready');
    const products = await request<{ results: unknown[] }>(server.url, 'GET', '/api/products/');
    expect(products.status).toBe(200);
    expect(products.body.results.length).toBeGreaterThan(0);
    const cart = await newCart(server.url);
    expect((await readCart(server.url, cart.id)).items).toEqual([]);
    const added = await addItem(server.url, cart.id, candleLine(shop));
    // No shared version to check against: the write shows at once, read from the database.
    expect(await readCart(server.url, cart.id)).toEqual(added);
    expect(await readCart(server.url, cart.id)).toEqual(added);
    const signIn = await request(server.url, 'POST', '/api/token/', {
      body: { email: `nobody.${randomBytes(4).toString('hex')}@example.com`, password: 'wrong password' },
    });
    expect(signIn.status).toBe(401);
  });
});

describe.skipIf(!url)('redis through ioredis (TEST_REDIS_URL)', () => {
  it('shares login counters between two app instances', async () => {
    const redis = createRedisClient(url!);
    expect(await redisReady(redis)).toBe(true);
    const handle = await createDatabase({ dataDir: null });
    await handle.migrate();
    const apps = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          config: testConfig(),
          db: handle.db,
          redis,
          // Per IP+address only: the per-IP and per-account counters of 127.0.0.1 outlive this run.
          rateLimits: {
            login: { max: 3, timeWindowMs: 60_000 },
            loginPerIp: { max: 100_000, timeWindowMs: 60_000 },
            loginPerAccount: { max: 100_000, timeWindowMs: 60_000 },
          },
        }),
      ),
    );
    try {
      const urls = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
      const email = `shared.${randomBytes(4).toString('hex')}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${urls[i % 2]}/api/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong password' }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await closeRedis(redis);
      await handle.close();
    }
  }, 120_000); // a fresh PGlite is migrated first: slow on a busy machine

  describe.each(databases())('Redis going away while two instances run, on %s', (target) => {
    let relay: Awaited<ReturnType<typeof relayTo>>;
    beforeAll(async () => {
      relay = await relayTo(new URL(url!));
    });
    const server = useTestServer(target, {
      rateLimits: GENEROUS_RATE_LIMITS,
      get config() {
        return { redisUrl: relay.url };
      },
    });
    const shop = checkoutCalls(server);
    let other: { url: string; close(): Promise<unknown> };
    beforeAll(async () => {
      const app = await buildApp({
        config: server.config,
        db: server.db,
        rateLimits: GENEROUS_RATE_LIMITS,
        mail: false,
        paymentSweep: false,
        holdSweep: false,
      });
      other = { url: await app.listen({ port: 0, host: '127.0.0.1' }), close: () => app.close() };
    });
    afterAll(async () => {
      await other?.close();
    });

    it('keeps answering get cart, with every write shown, from the database', async () => {
      const cart = await newCart(server.url);
      // Stored by the other instance under the shared versions while Redis is there.
      expect((await readCart(other.url, cart.id)).items).toEqual([]);
      await relay.cut();
      const added = await addItem(server.url, cart.id, candleLine(shop));
      // The bump could not be shared: the other instance must not answer its stored empty cart.
      expect(await readCart(other.url, cart.id)).toEqual(added);
      expect(await readCart(server.url, cart.id)).toEqual(added);
      const products = await request(other.url, 'GET', '/api/products/');
      expect(products.status).toBe(200);
    });
  });
});
