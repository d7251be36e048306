import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../../test/support/databases';
import { useTestServer } from '../../../test/support/test-server';
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

describe.each(databases())('Prometheus metrics on %s', (target) => {
  // The mail dispatcher off: the outbox backlog stays what the test puts there.
  const server = useTestServer(target, { mail: false });
  let metrics: MetricsServer;
  beforeAll(async () => {
    metrics = await startMetricsServer({ registry: server.app.metrics, port: 0, host: '127.0.0.1' });
  });
  afterAll(() => metrics?.close());
  const scrape = async () => {
    const res = await fetch(metrics.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

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
    expect((await fetch(metrics.url.replace('/metrics', '/other'))).status).toBe(404);
    expect(new URL(metrics.url).hostname).toBe('127.0.0.1');
  });
});

describe('cache outcome of a request', () => {
  const request = (url: string, method = 'GET') => ({ method, routeOptions: { url } }) as never;
  const headers =
    (values: Record<string, string>) =>
    (name: string): unknown =>
      values[name];

  it("takes the page cache's own word from its x-page-cache header", () => {
    expect(cacheOutcome(request('/*'), 200, headers({ 'x-page-cache': 'hit' }), true)).toEqual({
      cache: 'page',
      outcome: 'hit',
    });
    expect(cacheOutcome(request('/*'), 200, headers({ 'x-page-cache': 'miss' }), true)).toEqual({
      cache: 'page',
      outcome: 'miss',
    });
    expect(cacheOutcome(request('/*'), 200, headers({ 'x-page-cache': 'bypass' }), true)).toBeNull();
  });

  it('counts get cart answered before its handler as a hit, and nothing for errors or writes', () => {
    const cart = '/api/carts/:cartPk/';
    expect(cacheOutcome(request(cart), 200, headers({}), false)).toEqual({
      cache: 'cart_answer',
      outcome: 'hit',
    });
    expect(cacheOutcome(request(cart), 200, headers({}), true)).toEqual({
      cache: 'cart_answer',
      outcome: 'miss',
    });
    expect(cacheOutcome(request(cart), 404, headers({}), true)).toBeNull();
    expect(cacheOutcome(request(cart, 'PATCH'), 200, headers({}), true)).toBeNull();
    expect(
      cacheOutcome(request('/api/orders/'), 200, headers({ 'cache-control': 'private, no-store' }), true),
    ).toBeNull();
  });
});
