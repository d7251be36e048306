import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportContent } from '../content-files/export-content';
import { importContent } from '../content-files/import-content';
import { products, variantPrices } from '../db/schema';
import { catalogueIds } from '../../test/support/catalogue-ids';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../test/support/checkout-calls';
import { databases } from '../../test/support/databases';
import { useTestServer } from '../../test/support/test-server';
import { PAGE_CACHE_HEADER } from './page-cache';
import { stockIn, storeSsrFolders } from './page-cache-ssr-build';

/**
 * The page cache (page-cache.ts) over real HTTP, with the store's real SSR build (made into a
 * folder of this file's own) on the seeded database: what it keeps, and that every kind of change
 * shows on the very next request.
 */
const ssr = storeSsrFolders();
beforeAll(() => ssr.build(), 180_000);
afterAll(() => ssr.remove());

const PRODUCT = '/sg/en/products/best_seller/amber-oud';
/** The 30ml Amber Oud, S$78.00 and 60 in stock in the seed. */
const SKU = 'ATS-EDP-AMB-30';


describe.each(databases())('the page cache ($name)', (target) => {
  const server = useTestServer(target, {
    web: { storeDist: ssr.storeDist, businessDist: ssr.businessDist, storeServerEntry: ssr.storeServerEntry },
    rateLimits: GENEROUS_RATE_LIMITS,
  });
  const shop = checkoutCalls(server);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, { headers });
    return { status: res.status, state: res.headers.get(PAGE_CACHE_HEADER), html: await res.text(), res };
  };

  it('answers the next request of a page from memory, the same page, compressed as asked', async () => {
    const first = await get(PRODUCT);
    expect(first.status).toBe(200);
    expect(first.state).toBe('miss');
    expect(first.html).toMatch(/<h1[^>]*>Amber Oud<\/h1>/);
    const second = await get(PRODUCT);
    expect(second.state).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.res.headers.get('cache-control')).toBe('no-cache');
    expect(second.res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The security headers of every page are there on a stored one too.
    expect(second.res.headers.get('x-frame-options')).toBe('DENY');

    const res = await fetch(`${server.url}${PRODUCT}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(res.headers.get('content-encoding')).toBe('br');
    // fetch decodes it.
    expect(await res.text()).toBe(first.html);
  });

  it.each([
    '/sg/en',
    '/sg',
    '/sg/en/all-perfumes',
    '/sg/en/all-perfumes?sort=price_asc',
    '/sg/en/all-home-perfumes',
    '/sg/en/product/perfume_diy/citrus-grove',
    '/ae/ar/products/best_seller/amber-oud',
    '/sg/en/faq',
    '/sg/en/terms-conditions',
    '/sg/en/perfume-best-creations',
    '/sg/en/scent-quiz',
    '/sg/en/perfume-workshop',
    '/sg/en/gift-cards',
    '/sg/en/bespoke-perfume',
  ])('keeps %s, a page that is the same for every shopper', async (path) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.html).toContain('id="ssr-state"');
    expect(first.state).toBe('miss');
    expect((await get(path)).state).toBe('hit');
  });

  it('shows a shopper the same page whatever their cookies or token: the render reads neither', async () => {
    const plain = await get(PRODUCT);
    const member = await get(PRODUCT, {
      cookie: '_ga=GA1.1.123; session=abc',
      authorization: 'Bearer not-a-real-token',
    });
    expect(member.state).toBe('hit');
    expect(member.html).toBe(plain.html);
  });

  it('shows a price change on the very next request', async () => {
    await get(PRODUCT);
    expect((await get(PRODUCT)).state).toBe('hit');
    const ids = await catalogueIds(server.db);
    const variant = ids('amber-oud').variant(0).id;
    // What an operator's tool (or SQL in a console) does: no API route involved.
    await server.db
      .update(variantPrices)
      .set({ amount: 8150 })
      .where(and(eq(variantPrices.variantId, variant), eq(variantPrices.currency, 'SGD')));
    try {
      const after = await get(PRODUCT);
      expect(after.state).toBe('miss');
      expect(after.html).toContain('S$81.50');
      expect(after.html).not.toContain('S$78.00');
      expect((await get(PRODUCT)).state).toBe('hit');
    } finally {
      await server.db
        .update(variantPrices)
        .set({ amount: 7800 })
        .where(and(eq(variantPrices.variantId, variant), eq(variantPrices.currency, 'SGD')));
    }
    expect((await get(PRODUCT)).html).toContain('S$78.00');
  });

  it('shows the stock an order took on the very next request', async () => {
    const before = await get(PRODUCT);
    const stock = stockIn(before.html, SKU)!;
    expect(stock).toBeGreaterThan(1);
    expect((await get(PRODUCT)).state).toBe('hit');
    await shop.orderOf('amber-oud');
    const after = await get(PRODUCT);
    expect(after.state).toBe('miss');
    expect(stockIn(after.html, SKU)).toBe(stock - 1);
  });

  it('shows a CMS page edited with the content import on the very next request', async () => {
    const faq = '/sg/en/faq';
    const first = await get(faq);
    expect(first.status).toBe(200);
    expect((await get(faq)).state).toBe('hit');
    const dir = mkdtempSync(join(tmpdir(), 'atelier-page-cache-content-'));
    try {
      await exportContent(server.db, dir);
      const file = join(dir, 'faq/sg-en.json');
      const page = JSON.parse(readFileSync(file, 'utf8')) as {
        blocks: { id: string; data: Record<string, unknown> }[];
      };
      const intro = page.blocks.find((block) => block.id === 'intro')!;
      intro.data['body'] = 'Orders leave the atelier within two working days.';
      writeFileSync(file, JSON.stringify(page));
      await importContent(server.db, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const after = await get(faq);
    expect(after.state).toBe('miss');
    expect(after.html).toMatch(/>Orders leave the atelier within two working days\.</);
  });

  it('shows a product taken off sale on the very next request, and does not keep its 404', async () => {
    const related = '/sg/en/products/premade/white-tea-yuzu';
    await get(related);
    expect((await get(related)).state).toBe('hit');
    await server.db.update(products).set({ active: false }).where(eq(products.slug, 'white-tea-yuzu'));
    try {
      for (let i = 0; i < 2; i++) {
        const gone = await get(related);
        expect(gone.status).toBe(404);
        expect(gone.state).toBe('bypass');
      }
    } finally {
      await server.db.update(products).set({ active: true }).where(eq(products.slug, 'white-tea-yuzu'));
    }
    const back = await get(related);
    expect(back.status).toBe(200);
    expect(back.state).toBe('miss');
  });

  it("never keeps a shopper's own pages, drafts, previews or the pages the browser renders", async () => {
    for (const path of [
      '/sg/en/cart',
      '/sg/en/CART',
      '/sg/en/%63art',
      '/sg/en/checkout',
      '/sg/en/account/orders',
      '/sg/en/pay/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
      '/sg/en/workshop?service=1',
      '/sg/en/login',
      '/sg/en/draft/faq',
      '/sg/en/faq?preview_token=whatever-it-is-0123',
      '/sg/en/faq?Preview%5FToken=x',
      '/',
      '/zz9/all-perfumes',
    ]) {
      for (let i = 0; i < 2; i++) {
        const page = await get(path);
        expect(page.state, path).toBe('bypass');
      }
    }
    const preview = await get('/sg/en/faq', { 'x-preview-token': 'whatever-it-is-0123' });
    expect(preview.state).toBe('bypass');
  });
});

describe.each(databases())('the page cache turned off ($name)', (target) => {
  const server = useTestServer(target, {
    config: { pageCache: false },
    web: { storeDist: ssr.storeDist, businessDist: ssr.businessDist, storeServerEntry: ssr.storeServerEntry },
  });

  it('renders every page and says nothing about a cache (PAGE_CACHE=off)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}${PRODUCT}`);
      expect(res.status).toBe(200);
      expect(res.headers.get(PAGE_CACHE_HEADER)).toBeNull();
      expect(await res.text()).toContain('id="ssr-state"');
    }
  });
});
