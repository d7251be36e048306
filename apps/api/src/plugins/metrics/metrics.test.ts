import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../../test/support/databases';
import { newCart } from '../../../test/support/http-calls';
import { request } from '../../../test/support/http-client';
import { useTestServer, type TestServer } from '../../../test/support/test-server';
import { outboxEmails } from '../../db/schema';
import { cacheOutcome, startMetricsServer, type MetricsServer } from './index';

/** The value of one sample line of the Prometheus text format, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2] ? match[2].split(/,(?=[a-z_]+=")/) : [];
    if (wanted.every((label) => have.includes(label)) && have.length === wanted.length)
      return Number(match[3]);
  }
  return undefined;
}

/** The server's metrics listener (as METRICS_PORT starts it) for the block; scrape() reads it. */
function useMetricsServer(server: TestServer) {
  const holder = {} as { server: MetricsServer; scrape(): Promise<string> };
  beforeAll(async () => {
    holder.server = await startMetricsServer({ registry: server.app.metrics, port: 0, host: '127.0.0.1' });
  });
  afterAll(() => holder.server?.close());
  holder.scrape = async () => {
    const res = await fetch(holder.server.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };
  return holder;
}

/** The get-cart answer cache's hits and misses in a scrape. */
const cartAnswerCounts = (text: string) => ({
  hit: sample(text, 'atelier_cache_requests_total', { cache: 'cart_answer', outcome: 'hit' }) ?? 0,
  miss: sample(text, 'atelier_cache_requests_total', { cache: 'cart_answer', outcome: 'miss' }) ?? 0,
});

describe.each(databases())('Prometheus metrics on %s', (target) => {
  // The mail dispatcher off: the outbox backlog stays what the test puts there.
  const server = useTestServer(target, { mail: false });
  const metrics = useMetricsServer(server);
  const scrape = () => metrics.scrape();

  it('counts requests and their latency per route pattern, never per raw URL', async () => {
    const before = await scrape();
    const live = (labels: Record<string, string>) => sample(before, 'http_requests_total', labels) ?? 0;
    const liveBefore = live({ method: 'GET', route: '/api/health/live', status_code: '200' });
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/api/health/live`);
    await fetch(`${server.url}/api/no-such-thing/${'x'.repeat(20)}/`);
    await fetch(`${server.url}/api/outcomes/no-such-outcome-anywhere/`);

    const after = await scrape();
    expect(
      sample(after, 'http_requests_total', { method: 'GET', route: '/api/health/live', status_code: '200' }),
    ).toBe(liveBefore + 3);
    expect(
      sample(after, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health/live' }),
    ).toBeGreaterThanOrEqual(3);
    // A path no route matches is one series, and an outcome's address is its pattern's.
    expect(
      sample(after, 'http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBe(1);
    expect(after).not.toContain('no-such-thing');
    expect(after).not.toContain('no-such-outcome-anywhere');
    expect(after).toMatch(
      /http_requests_total\{method="GET",route="\/api\/outcomes\/:id\/",status_code="400"\} 1/,
    );
  });

  it('counts the response cache: a catalogue read computed once, then answered from the cache', async () => {
    const before = await scrape();
    const count = (text: string, outcome: string) =>
      sample(text, 'atelier_cache_requests_total', { cache: 'response', outcome }) ?? 0;
    const headers = { 'accept-country': 'vn', 'accept-language': 'vi', 'accept-currency': 'vnd' };
    expect((await fetch(`${server.url}/api/countries/`, { headers })).status).toBe(200);
    expect((await fetch(`${server.url}/api/countries/`, { headers })).status).toBe(200);
    const after = await scrape();
    expect(count(after, 'miss') - count(before, 'miss')).toBe(1);
    expect(count(after, 'hit') - count(before, 'hit')).toBe(1);
  });

  it('counts get cart in memory: computed once (miss), then the kept answer (hit); errors not at all', async () => {
    const cart = await newCart(server.url);
    const before = cartAnswerCounts(await scrape());
    expect((await request(server.url, 'GET', `/api/carts/${cart.id}/`)).status).toBe(200);
    const afterMiss = cartAnswerCounts(await scrape());
    expect(afterMiss).toEqual({ hit: before.hit, miss: before.miss + 1 });
    expect((await request(server.url, 'GET', `/api/carts/${cart.id}/`)).status).toBe(200);
    expect(cartAnswerCounts(await scrape())).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
    // A cart that does not exist is neither (nothing is kept for it).
    expect((await request(server.url, 'GET', `/api/carts/${randomUUID()}/`)).status).toBe(404);
    expect(cartAnswerCounts(await scrape())).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
  });

  it('reports the outbox backlog, lapsed holds and payments by status from the database', async () => {
    const pendingBefore = sample(await scrape(), 'atelier_outbox_pending');
    await server.db.insert(outboxEmails).values({
      kind: 'metrics_test',
      recipient: 'someone@example.com',
      subject: 's',
      textBody: 't',
      htmlBody: '<p>t</p>',
      reference: 'metrics-test-1',
    });
    const text = await scrape();
    expect(sample(text, 'atelier_outbox_pending')).toBe((pendingBefore ?? 0) + 1);
    expect(sample(text, 'atelier_holds_lapsed', { kind: 'order' })).toBe(0);
    expect(sample(text, 'atelier_holds_lapsed', { kind: 'booking' })).toBe(0);
    const rows = await server.db.execute(sql`select status, count(*)::int as n from orders group by status`);
    const orders = (
      Array.isArray(rows) ? rows : (rows as { rows: { status: string; n: number }[] }).rows
    ) as {
      status: string;
      n: number;
    }[];
    for (const row of orders) expect(sample(text, 'atelier_orders', { status: row.status })).toBe(row.n);
    // The process's own: CPU, memory, event loop.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('is served only on its own listener: not on the public port, nothing but /metrics', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(metrics.server.url.replace('/metrics', '/other'))).status).toBe(404);
    expect(new URL(metrics.server.url).hostname).toBe('127.0.0.1');
  });
});

// With Redis the cart answer cache answers from inside get cart's handler (after reading the
// shared cart versions): its hits must still count as hits. Only where TEST_REDIS_URL points at a
// Redis (e.g. redis://127.0.0.1:6379); vitest lists the block as skipped elsewhere.
const redisUrl = process.env.TEST_REDIS_URL?.trim();
describe.skipIf(!redisUrl)('get cart cache metrics with Redis', () => {
  describe.each(databases())('on $name', (target) => {
    const server = useTestServer(target, { mail: false, config: { redisUrl: redisUrl ?? null } });
    const metrics = useMetricsServer(server);

    it('counts the kept answer served from the handler as a hit, the computed one as a miss', async () => {
      expect(server.app.cartAnswers.shared).toBeDefined();
      const cart = await newCart(server.url);
      const read = async () => {
        expect((await request(server.url, 'GET', `/api/carts/${cart.id}/`)).status).toBe(200);
        return cartAnswerCounts(await metrics.scrape());
      };
      const before = cartAnswerCounts(await metrics.scrape());
      expect(await read()).toEqual({ hit: before.hit, miss: before.miss + 1 });
      // Other test files share this Redis, and a catalogue write of theirs bumps the epoch of all
      // carts (an honest miss): read until a hit, each read counted once, either way.
      let last = { hit: before.hit, miss: before.miss + 1 };
      for (let tries = 0; tries < 5 && last.hit === before.hit; tries++) {
        const now = await read();
        expect(now.hit - last.hit + (now.miss - last.miss)).toBe(1);
        last = now;
      }
      expect(last.hit).toBe(before.hit + 1);
    });
  });
});

describe('cache outcome of a request', () => {
  const routeRequest = (url: string, method = 'GET') => ({ method, routeOptions: { url } }) as never;
  const headers =
    (values: Record<string, string>) =>
    (name: string): unknown =>
      values[name];

  it("takes the page cache's own word from its x-page-cache header", () => {
    expect(cacheOutcome(routeRequest('/*'), 200, headers({ 'x-page-cache': 'hit' }), true)).toEqual({
      cache: 'page',
      outcome: 'hit',
    });
    expect(cacheOutcome(routeRequest('/*'), 200, headers({ 'x-page-cache': 'miss' }), true)).toEqual({
      cache: 'page',
      outcome: 'miss',
    });
    expect(cacheOutcome(routeRequest('/*'), 200, headers({ 'x-page-cache': 'bypass' }), true)).toBeNull();
  });

  it("takes get cart's reported outcome whether or not the handler ran, and nothing for errors or writes", () => {
    const cart = '/api/carts/:cartPk/';
    const hit = { cache: 'cart_answer', outcome: 'hit' } as const;
    const miss = { cache: 'cart_answer', outcome: 'miss' } as const;
    // With Redis a kept answer is sent from inside the handler: still a hit.
    expect(cacheOutcome(routeRequest(cart), 200, headers({}), true, hit)).toEqual(hit);
    expect(cacheOutcome(routeRequest(cart), 200, headers({}), false, hit)).toEqual(hit);
    expect(cacheOutcome(routeRequest(cart), 200, headers({}), true, miss)).toEqual(miss);
    expect(cacheOutcome(routeRequest(cart), 404, headers({}), true, miss)).toBeNull();
    expect(cacheOutcome(routeRequest(cart, 'PATCH'), 200, headers({}), true)).toBeNull();
    expect(
      cacheOutcome(
        routeRequest('/api/orders/'),
        200,
        headers({ 'cache-control': 'private, no-store' }),
        true,
      ),
    ).toBeNull();
  });
});
