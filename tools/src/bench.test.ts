// The pure part of `npm run bench` (tools/scripts/bench/stats.mjs): the maths behind the printed
// numbers and the ✓/✗ target lines, which must be right even though the targets are not enforced.
import { describe, expect, it } from 'vitest';
import {
  ceilingBeside,
  ceilingFor,
  checkTargets,
  failedStatuses,
  firstProductLink,
  formatChecks,
  formatTable,
  isServerRendered,
  percentile,
  ratioToCeiling,
  rowFromAutocannon,
  rowFromFlows,
  rowFromSlices,
  servedFromPageCache,
  sliceRate,
  uncachedPath,
  type BenchRow,
} from '../scripts/bench/stats.mjs';

function row(overrides: Partial<BenchRow>): BenchRow {
  return {
    scenario: 'x',
    kind: 'read',
    connections: 32,
    durationSeconds: 10,
    requests: 1000,
    requestsPerSecond: 100,
    p50Ms: 1,
    p99Ms: 2,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    ...overrides,
  };
}

describe('percentile', () => {
  it('takes the nearest rank of unsorted samples', () => {
    const samples = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(100);
    expect(percentile(samples, 10)).toBe(10);
    expect(percentile(samples, 0)).toBe(10);
  });

  it('is the only sample for one, and null for none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('ratioToCeiling', () => {
  it('is the share of the ceiling, null without one', () => {
    expect(ratioToCeiling(2500, 10000)).toBe(0.25);
    expect(ratioToCeiling(2500, 0)).toBeNull();
    expect(ratioToCeiling(2500, undefined)).toBeNull();
  });
});

describe('rows', () => {
  it('count socket errors, timeouts and non-2xx answers of an autocannon run as errors', () => {
    const r = rowFromAutocannon('get cart', 'read', {
      connections: 32,
      duration: 10.02,
      requests: { total: 5000, average: 499.6 },
      latency: { p50: 12, p99: 80 },
      errors: 3,
      timeouts: 2,
      non2xx: 3,
      statusCodeStats: { '200': { count: 4994 }, '429': { count: 3 } },
    });
    expect(r).toMatchObject({
      scenario: 'get cart',
      requestsPerSecond: 499.6,
      p50Ms: 12,
      p99Ms: 80,
      errors: 6,
    });
    expect(failedStatuses(r.statusCodes)).toEqual({ '429': 3 });
  });

  it('count 304 as success for a revisit that expects it, and still count anything else', () => {
    const result = {
      connections: 32,
      duration: 10,
      requests: { total: 1000, average: 100 },
      latency: { p50: 1, p99: 2 },
      errors: 0,
      timeouts: 0,
      non2xx: 998,
      statusCodeStats: { '200': { count: 2 }, '304': { count: 996 }, '500': { count: 2 } },
    };
    const revisit = rowFromAutocannon('listing, revisit', 'read', result, { expectStatus: 304 });
    expect(revisit.errors).toBe(2);
    expect(failedStatuses(revisit.statusCodes, revisit.expectStatus)).toEqual({ '500': 2 });
    // The same answers without the expectation: every 304 is a failure.
    const cold = rowFromAutocannon('listing', 'read', result);
    expect(cold.errors).toBe(998);
    expect(failedStatuses(cold.statusCodes)).toEqual({ '304': 996, '500': 2 });
  });

  it('count the 200 pages that were not server-rendered as errors of a page run', () => {
    const r = rowFromAutocannon(
      'product page (uncached)',
      'page',
      {
        connections: 16,
        duration: 10,
        requests: { total: 1000, average: 100 },
        latency: { p50: 150, p99: 400 },
        errors: 1,
        timeouts: 1,
        non2xx: 2,
        statusCodeStats: { '200': { count: 997 }, '500': { count: 2 } },
      },
      { notRendered: 4 },
    );
    expect(r).toMatchObject({ kind: 'page', errors: 7, notRendered: 4 });
    expect(failedStatuses(r.statusCodes)).toEqual({ '500': 2 });
  });

  it('report the cached page answers the server rendered instead, without counting them as errors', () => {
    const r = rowFromAutocannon(
      'product page (cached)',
      'page',
      {
        connections: 16,
        duration: 10,
        requests: { total: 20000, average: 2000 },
        latency: { p50: 7, p99: 20 },
        errors: 0,
        timeouts: 0,
        non2xx: 0,
        statusCodeStats: { '200': { count: 20000 } },
      },
      { notRendered: 0, notFromCache: 3 },
    );
    expect(r).toMatchObject({ errors: 0, notRendered: 0, notFromCache: 3 });
  });

  it('time order flows per flow and count flows per second', () => {
    const r = rowFromFlows('order flow (4×)', [100, 300, 200, 400], 2000, 1, { '409': 1 });
    expect(r).toMatchObject({
      requestsPerSecond: 2,
      p50Ms: 200,
      p99Ms: 400,
      errors: 1,
      requests: 5,
      durationSeconds: 2,
    });
  });
});

describe('checkTargets', () => {
  const ceiling = row({ scenario: 'ceiling', kind: 'ceiling', requestsPerSecond: 10000 });

  it('passes reads at half the ceiling or more and fails those below', () => {
    const checks = checkTargets(
      [
        ceiling,
        row({ scenario: 'listing', requestsPerSecond: 5000 }),
        row({ scenario: 'detail', requestsPerSecond: 4999 }),
      ],
      { database: 'pglite' },
    );
    expect(checks).toEqual([
      { target: 'listing ≥ 50% of ceiling', met: true, actual: '50.0%' },
      { target: 'detail ≥ 50% of ceiling', met: false, actual: '50.0%' },
      { target: 'no errors (non-2xx)', met: true, actual: '0 errors' },
    ]);
  });

  it('judges a read against the ceiling measured beside it when there is one', () => {
    const checks = checkTargets(
      [
        ceiling,
        row({ scenario: 'listing', requestsPerSecond: 5000, ceilingPerSecond: 12000 }),
        row({ scenario: 'detail', requestsPerSecond: 4000, ceilingPerSecond: 8000 }),
      ],
      { database: 'pglite' },
    );
    expect(checks.slice(0, 2)).toEqual([
      { target: 'listing ≥ 50% of ceiling', met: false, actual: '41.7%' },
      { target: 'detail ≥ 50% of ceiling', met: true, actual: '50.0%' },
    ]);
  });

  it('judges add to cart on PostgreSQL only, on both its rate and its p99', () => {
    const fast = row({ scenario: 'add to cart', kind: 'add-to-cart', requestsPerSecond: 1600, p99Ms: 50 });
    const slowTail = { ...fast, p99Ms: 51 };
    const slowRate = { ...fast, requestsPerSecond: 1499 };
    const met = (r: BenchRow) => checkTargets([ceiling, r], { database: 'postgres' })[0]!.met;
    expect(met(fast)).toBe(true);
    expect(met(slowTail)).toBe(false);
    expect(met(slowRate)).toBe(false);
    expect(checkTargets([ceiling, slowRate], { database: 'pglite' }).map((c) => c.target)).toEqual([
      'no errors (non-2xx)',
    ]);
  });

  it('judges the product page as a shopper gets it (cached), on PostgreSQL only, on its rate and its p99; other pages not', () => {
    const page = (overrides: Partial<BenchRow>) =>
      row({
        scenario: 'product page (cached)',
        kind: 'page',
        page: 'product',
        cache: 'cached',
        connections: 16,
        ...overrides,
      });
    const met = (r: BenchRow) => checkTargets([ceiling, r], { database: 'postgres' })[0]!;
    expect(met(page({ requestsPerSecond: 1000, p99Ms: 50 }))).toEqual({
      target: 'product page (cached) ≥ 1000 pages/s at p99 ≤ 50 ms',
      met: true,
      actual: '1000 pages/s, p99 50 ms',
    });
    expect(met(page({ requestsPerSecond: 1000, p99Ms: 51 })).met).toBe(false);
    expect(met(page({ requestsPerSecond: 999, p99Ms: 10 })).met).toBe(false);
    expect(met(page({ requestsPerSecond: 2000, p99Ms: null })).met).toBe(false);
    // Not judged on PGlite, nor against the ceiling; the uncached rows (a render each) and the
    // listing and home pages are only reported.
    const slow = page({ requestsPerSecond: 10, p99Ms: 900 });
    const others = [
      page({ scenario: 'product page (uncached)', cache: 'uncached', requestsPerSecond: 60, p99Ms: 900 }),
      page({ scenario: 'listing page (cached)', page: 'listing', requestsPerSecond: 10 }),
      page({ scenario: 'home page (uncached)', page: 'home', cache: 'uncached', requestsPerSecond: 10 }),
    ];
    expect(checkTargets([ceiling, slow, ...others], { database: 'pglite' }).map((c) => c.target)).toEqual([
      'no errors (non-2xx)',
    ]);
    expect(checkTargets([ceiling, ...others], { database: 'postgres' }).map((c) => c.target)).toEqual([
      'no errors (non-2xx)',
    ]);
  });

  it('fails on any error anywhere, summing every scenario', () => {
    const checks = checkTargets(
      [ceiling, row({ kind: 'flow', errors: 2 }), row({ kind: 'write', errors: 1 })],
      {
        database: 'pglite',
      },
    );
    expect(checks.at(-1)).toEqual({ target: 'no errors (non-2xx)', met: false, actual: '3 errors' });
    expect(formatChecks(checks).split('\n').at(-1)).toBe('✗ no errors (non-2xx) — 3 errors');
  });
});

describe('rowFromSlices', () => {
  const aggregate = {
    connections: 32,
    latency: { p50: 1, p99: 7 },
    errors: 0,
    timeouts: 0,
    non2xx: 4,
    statusCodeStats: { '200': { count: 100 }, '304': { count: 4 } },
  };

  it('takes requests/s as all requests over all time, and latency and statuses from the aggregate', () => {
    const slices = [
      { totalCompletedRequests: 40_000, duration: 2 },
      { totalCompletedRequests: 20_000, duration: 2 },
    ];
    expect(rowFromSlices('detail', 'read', aggregate, slices, { expectStatus: 304 })).toMatchObject({
      scenario: 'detail',
      durationSeconds: 4,
      requests: 60_000,
      requestsPerSecond: 15_000,
      p50Ms: 1,
      p99Ms: 7,
      errors: 0,
    });
    expect(rowFromSlices('detail', 'read', aggregate, slices).errors).toBe(4);
  });

  it('refuses no slices rather than report nothing as a rate', () => {
    expect(() => rowFromSlices('detail', 'read', aggregate, [])).toThrow(/no slices/);
  });
});

describe('ceilingBeside', () => {
  it('compares each scenario slice with the mean of the ceiling slices on either side', () => {
    // C S C S C: the slices saw ceilings of (10+20)/2 and (20+40)/2.
    expect(ceilingBeside([10, 20, 40])).toBe(22.5);
    expect(ceilingBeside([10, 30])).toBe(20);
    expect(sliceRate({ totalCompletedRequests: 500, duration: 2 })).toBe(250);
  });

  it('needs a ceiling slice on each side of the scenario', () => {
    expect(() => ceilingBeside([10])).toThrow(/each side/);
  });
});

describe('ceilingFor', () => {
  it("is the row's own ceiling when measured beside it, else the run's", () => {
    const rows = [row({ kind: 'ceiling', requestsPerSecond: 10000 })];
    expect(ceilingFor(row({ ceilingPerSecond: 7000 }), rows)).toBe(7000);
    expect(ceilingFor(row({}), rows)).toBe(10000);
    expect(ceilingFor(row({}), [])).toBeUndefined();
  });
});

describe('server-rendered pages', () => {
  const page = (root: string, state = true) =>
    `<!doctype html><html><body><div id="root">${root}</div>\n    ${
      state ? '<script type="application/json" id="ssr-state">{"queries":{}}</script>' : ''
    }<script type="module" src="/assets/index.js"></script></body></html>`;

  it('are recognised by the state block in a filled root', () => {
    expect(isServerRendered(page('<main><h1>Amber Oud</h1></main>'))).toBe(true);
    // The client-only page the server falls back to: an empty root, no state.
    expect(isServerRendered(page('', false))).toBe(false);
    expect(isServerRendered(page('<main></main>', false))).toBe(false);
    expect(isServerRendered(page(''))).toBe(false);
    expect(isServerRendered(undefined)).toBe(false);
  });

  it('are requested at a unique URL each time, keeping the query they had', () => {
    expect(uncachedPath('/sg/en/', 0)).toBe('/sg/en/?bench=0');
    expect(uncachedPath('/sg/en/all-perfumes?sort=newest', 12)).toBe(
      '/sg/en/all-perfumes?sort=newest&bench=12',
    );
    expect(uncachedPath('/sg/en/faq#returns', 3)).toBe('/sg/en/faq?bench=3');
  });

  it('say whether they came from the page cache in x-page-cache', () => {
    expect(servedFromPageCache({ 'x-page-cache': 'hit' })).toBe(true);
    expect(servedFromPageCache({ 'X-Page-Cache': 'hit' })).toBe(true);
    expect(servedFromPageCache({ 'x-page-cache': 'miss' })).toBe(false);
    expect(servedFromPageCache({ 'x-page-cache': 'bypass' })).toBe(false);
    // A server without the cache, or with it off, says nothing.
    expect(servedFromPageCache({ 'content-type': 'text/html' })).toBe(false);
    expect(servedFromPageCache(undefined)).toBe(false);
  });

  it("are found through a listing's links to product pages, with or without a language", () => {
    const listing = [
      '<a href="/sg/all-perfumes">All</a>',
      '<a href="/sg/products/premade/white-tea-yuzu">White tea</a>',
      '<a href="/vn/product/perfume_diy/not-this-country">x</a>',
      '<a href="/sg/product/perfume_diy/rose-atelier">Rose</a>',
      '<a href="/sg/en/product/scent_diary/diary/latest">Diary</a>',
    ].join('');
    expect(firstProductLink(listing, 'sg')).toBe('product/perfume_diy/rose-atelier');
    expect(firstProductLink(listing, 'sg', ['product', 'products'])).toBe('products/premade/white-tea-yuzu');
    expect(firstProductLink('<a href="/sg/zh-hans/product/holder/brass?x=1">', 'sg')).toBe(
      'product/holder/brass',
    );
    expect(firstProductLink(listing, 'ae')).toBeNull();
  });
});

describe('formatTable', () => {
  it('prints one aligned line per scenario with its share of the ceiling', () => {
    const table = formatTable([
      row({ scenario: 'ceiling', kind: 'ceiling', requestsPerSecond: 10000, p50Ms: 0, p99Ms: 1 }),
      row({ scenario: 'get cart', requestsPerSecond: 2500.4, p50Ms: 11, p99Ms: 40.25, errors: 3 }),
      row({ scenario: 'detail', requestsPerSecond: 4000, ceilingPerSecond: 8000.4 }),
      row({
        scenario: 'order flow (30×)',
        kind: 'flow',
        connections: 1,
        requestsPerSecond: 5.25,
        p50Ms: null,
      }),
      row({ scenario: 'home page (uncached)', kind: 'page', connections: 16, requestsPerSecond: 150.4 }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toBe(
      'scenario             | conns | duration s | req/s | p50 ms | p99 ms | errors | vs ceiling | ceiling req/s',
    );
    expect(lines[2]).toBe(
      'ceiling              |    32 |       10.0 | 10000 |    0.0 |    1.0 |      0 |     100.0% |             -',
    );
    expect(lines[3]).toBe(
      'get cart             |    32 |       10.0 |  2500 |   11.0 |   40.3 |      3 |      25.0% |             -',
    );
    expect(lines[4]).toBe(
      'detail               |    32 |       10.0 |  4000 |    1.0 |    2.0 |      0 |      50.0% |          8000',
    );
    expect(lines[5]).toBe(
      'order flow (30×)     |     1 |       10.0 |   5.3 |      - |    2.0 |      0 |          - |             -',
    );
    // Pages are judged in absolute numbers, not as a share of the ceiling.
    expect(lines[6]).toBe(
      'home page (uncached) |    16 |       10.0 |   150 |    1.0 |    2.0 |      0 |          - |             -',
    );
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
