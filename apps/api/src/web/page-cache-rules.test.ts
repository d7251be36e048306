import type { FastifyRequest } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS } from '../../test/support/checkout-calls';
import { databases } from '../../test/support/databases';
import { useTestServer } from '../../test/support/test-server';
import { VersionReads } from '../http/freshness';
import { bypassReason, PAGE_CACHE_HEADER } from './page-cache';
import type { PageRenderer } from './server-render';
import { storeTestHeads } from '../../test/support/page-heads-fixture';
import { privateSegments } from './page-heads';

/**
 * The page cache's rules (page-cache.ts) with a stand-in for the store's render, so each rule can
 * be driven: what a render may read for its page to be kept, one render for many requests, the
 * bounds, the clock. page-cache.test.ts runs the store's real render.
 */

function fakeDist(name: string): string {
  const dist = mkdtempSync(join(tmpdir(), `atelier-page-cache-${name}-`));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

/**
 * A render driven by the page's query: `call` (an API path it fetches, `method`, `auth` to send a
 * token), `slow` (ms it takes), `size` (characters of markup), `throw`.
 */
function fakeRenderer() {
  const renders: string[] = [];
  const renderer: PageRenderer = {
    async render({ url, fetch }) {
      const page = new URL(url);
      const query = page.searchParams;
      renders.push(`${page.pathname}${page.search}`);
      if (query.has('slow')) await sleep(Number(query.get('slow')));
      if (query.has('throw')) throw new Error('the render broke');
      const call = query.get('call');
      if (call) {
        const res = await fetch(
          new Request(`${page.origin}${call}`, {
            method: query.get('method') ?? 'GET',
            headers: query.has('auth') ? { authorization: 'Bearer someone' } : {},
            ...(query.get('method') === 'POST' ? { body: '{}' } : {}),
          }),
        );
        await res.text();
      }
      const html = `<main><h1>${page.pathname}</h1>${'x'.repeat(Number(query.get('size') ?? 0))}</main>`;
      return { kind: 'page', status: 200, html, head: [], state: { page: page.pathname }, modules: [] };
    },
  };
  return { renderer, renders };
}

/** The shopper's own pages as the store's manifests mark them (`private`). */
const SHOPPER_PAGES = new Set(privateSegments(storeTestHeads));

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers }) as unknown as FastifyRequest;

describe('what the page cache never looks up nor stores', () => {
  it.each([
    ['/sg/en/all-perfumes', null],
    ['/sg/en/products/premade/white-tea-yuzu?bench=3', null],
    ['/sg/en/draft-beer-candle', null],
    ['/', 'client-only page'],
    ['/sg/en/cart', "a shopper's own page"],
    ['/sg/cart/', "a shopper's own page"],
    ['/sg/en/Checkout', "a shopper's own page"],
    ['/sg/en/%61ccount/orders', "a shopper's own page"],
    ['/sg/en/pay/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', "a shopper's own page"],
    ['/sg/en/workshop?booking=1', "a shopper's own page"],
    ['/sg/en/login', "a shopper's own page"],
    ['/sg/en/register', "a shopper's own page"],
    ['/sg/en/draft/faq', 'draft'],
    ['/sg/en/faq/DRAFT', 'draft'],
    ['/sg/en/business-scenting/draft/success-story-x', 'draft'],
    ['/sg/en/faq?preview_token=abc', 'preview token'],
    ['/sg/en/faq?x=1&PREVIEW_TOKEN=abc', 'preview token'],
    ['/sg/en/faq?preview%5Ftoken=abc', 'preview token'],
    ['/sg/en/%E0%A4%A', 'unreadable path'],
    [`/sg/en/all-perfumes?q=${'a'.repeat(2100)}`, 'long URL'],
  ])('%s → %s', (url, reason) => {
    expect(bypassReason(request(url), url.split('?')[0]!, SHOPPER_PAGES)).toBe(reason);
  });

  it('a request with the preview header', () => {
    expect(bypassReason(request('/sg/en/faq', { 'x-preview-token': 't' }), '/sg/en/faq', SHOPPER_PAGES)).toBe(
      'preview token',
    );
  });
});

describe('reading the catalogue version', () => {
  it('answers every caller with a read sent after it called, one read in flight at a time', async () => {
    const answers: ((version: number) => void)[] = [];
    const reads = new VersionReads(() => new Promise<number>((resolve) => answers.push(resolve)));
    const first = reads.read();
    // These arrive while the first read is out: it may have been answered before they came.
    const second = reads.read();
    const third = reads.read();
    expect(answers).toHaveLength(1);
    answers[0]!(7);
    expect(await first).toBe(7);
    await sleep(0);
    expect(answers).toHaveLength(2);
    answers[1]!(8);
    expect(await second).toBe(8);
    expect(await third).toBe(8);
    // Nothing in flight: the next caller sends its own.
    const fourth = reads.read();
    expect(answers).toHaveLength(3);
    answers[2]!(9);
    expect(await fourth).toBe(9);
  });

  it('passes a failed read on to its callers, and the next callers read again', async () => {
    let calls = 0;
    const reads = new VersionReads(async () => {
      calls++;
      if (calls === 1) throw new Error('database gone');
      return 5;
    });
    const failed = reads.read();
    const next = reads.read();
    await expect(failed).rejects.toThrow('database gone');
    expect(await next).toBe(5);
  });
});

const MAX_BYTES = 60_000;

describe.each(databases())('the page cache, rule by rule ($name)', (target) => {
  const store = fakeRenderer();
  let clock = 1_000_000;
  const server = useTestServer(target, {
    rateLimits: GENEROUS_RATE_LIMITS,
    web: {
      storeDist: fakeDist('store'),
      businessDist: fakeDist('business'),
      storeRenderer: store.renderer,
      businessRenderer: null,
      pageCache: { maxEntries: 3, maxBytes: MAX_BYTES, ttlMs: 60_000, now: () => clock },
    },
  });
  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, state: res.headers.get(PAGE_CACHE_HEADER), html: await res.text() };
  };
  const rendersOf = (path: string) => store.renders.filter((r) => r === path).length;

  it('renders a page once for the requests that arrive while it renders', async () => {
    const path = '/sg/en/gift?slow=100';
    const pages = await Promise.all(Array.from({ length: 10 }, () => get(path)));
    expect(rendersOf(path)).toBe(1);
    expect(pages.map((p) => p.state).sort()).toEqual([...Array(9).fill('hit'), 'miss']);
    expect(new Set(pages.map((p) => p.html)).size).toBe(1);
  });

  it('keeps a page whose render read shared catalogue answers', async () => {
    const path = '/sg/en/all-perfumes?call=/api/products/%3Fcollection%3Dall-perfumes%26page_size%3D2';
    expect((await get(path)).state).toBe('miss');
    expect((await get(path)).state).toBe('hit');
    expect(rendersOf(path)).toBe(1);
  });

  it.each([
    ['a cart', '/sg/en/gift-cards?call=/api/carts/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d/'],
    ['an order', '/sg/en/gift-cards?call=/api/orders/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d/'],
    ['a quiz outcome', '/sg/en/scent-quiz?call=/api/outcomes/'],
    ["a gift card's balance", '/sg/en/gift-cards/balance?call=/api/gift-cards/ABCD1234ABCD1234/balance/'],
    ['with a token', '/sg/en/all-perfumes?call=/api/products/&auth=1'],
    ['a write', '/sg/en/gift?call=/api/carts/&method=POST'],
    ['an answer that failed', '/sg/en/gift?call=/api/products/get/%3Ftype%3Dpremade%26id%3Dno-such'],
  ])('never keeps a page whose render read %s', async (_what, path) => {
    for (let i = 1; i <= 2; i++) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.state).toBe('bypass');
      expect(rendersOf(path)).toBe(i);
    }
  });

  it('never keeps the page the browser renders when the server render fails', async () => {
    const path = '/sg/en/gift?throw=1';
    for (let i = 0; i < 2; i++) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.state).toBe('bypass');
    }
  });

  it('drops every page when a write of this process empties the API response cache', async () => {
    const path = '/sg/en/gift?n=signal';
    await get(path);
    expect((await get(path)).state).toBe('hit');
    server.app.responseCache.clear();
    expect((await get(path)).state).toBe('miss');
  });

  it('keeps at most maxEntries pages, the least recently used going first', async () => {
    const pages = [1, 2, 3, 4].map((n) => `/sg/en/gift?n=entries-${n}`);
    for (const path of pages) expect((await get(path)).state).toBe('miss');
    for (const path of [pages[3]!, pages[2]!, pages[1]!]) expect((await get(path)).state).toBe('hit');
    // The first went when the fourth came; back now, it pushes out the least recently used (4).
    expect((await get(pages[0]!)).state).toBe('miss');
    expect((await get(pages[3]!)).state).toBe('miss');
    expect((await get(pages[1]!)).state).toBe('hit');
  });

  it('keeps at most maxBytes, and no page bigger than that', async () => {
    const small = ['/sg/en/gift?n=bytes-1', '/sg/en/gift?n=bytes-2'];
    let smallBytes = 0;
    for (const path of small) smallBytes = Buffer.byteLength((await get(path)).html);
    // A page that fits alone, but not beside one of the small ones (each counts its bytes, its
    // key and a few hundred bytes of bookkeeping).
    const big = `/sg/en/gift?n=bytes-big&size=${MAX_BYTES - Math.round(smallBytes * 1.5) - 500}`;
    expect((await get(big)).state).toBe('miss');
    expect((await get(big)).state).toBe('hit');
    for (const path of small) expect((await get(path)).state).toBe('miss');
    const huge = `/sg/en/gift?n=bytes-huge&size=${MAX_BYTES}`;
    expect((await get(huge)).state).toBe('bypass');
    expect((await get(huge)).state).toBe('bypass');
  });

  it('renders a page again once it is older than ttlMs', async () => {
    const path = '/sg/en/gift?n=clock';
    expect((await get(path)).state).toBe('miss');
    clock += 59_999;
    expect((await get(path)).state).toBe('hit');
    clock += 1;
    expect((await get(path)).state).toBe('miss');
    expect(rendersOf(path)).toBe(2);
  });
});
