import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminCmsPage, AdminPartner, AdminProduct, Cart, CmsPage, Product } from '@atelier/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/support/databases';
import { request } from '../../test/support/http-client';
import { addItem, newCart } from '../../test/support/http-calls';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../test/support/checkout-calls';
import { useSecondInstance } from '../../test/support/second-instance';
import { contractCalls, seedTestStaff, signInAs, type StaffClient } from '../../test/support/staff';
import { useTestServer } from '../../test/support/test-server';
import { CatalogueFreshness } from './freshness';

describe('CatalogueFreshness', () => {
  it('tells its listeners once per newer version, the first one included', async () => {
    const versions = [5, 5, 7, 6, 7];
    const freshness = new CatalogueFreshness({ read: async () => versions.shift()! });
    let heard = 0;
    freshness.onNewVersion(() => heard++);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push(await freshness.current());
      seen.push(heard);
    }
    expect(seen).toEqual([5, 1, 5, 1, 7, 2, 6, 2, 7, 2]);
  });

  it('takes a version kept in memory as it is when asked, and empties at once', async () => {
    let kept = 0;
    const freshness = new CatalogueFreshness({ read: () => kept });
    let heard = 0;
    freshness.onNewVersion(() => heard++);
    await freshness.current();
    kept = 1;
    const asked = freshness.current();
    // The listeners ran in the call itself: nothing kept can be served after it.
    expect(heard).toBe(2);
    kept = 2;
    expect(await asked).toBe(1);
  });
});

/** A tiny embed build: the widget pages are what frame-ancestors guards. */
function fakeEmbedDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'atelier-embed-'));
  mkdirSync(join(dist, 'assets'));
  for (const widget of ['quiz', 'builder']) {
    writeFileSync(join(dist, `${widget}.html`), `<!doctype html><title>${widget}</title>`);
  }
  return dist;
}

function emptyDist(name: string): string {
  const dist = mkdtempSync(join(tmpdir(), `atelier-${name}-`));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  return dist;
}

const SG = { 'accept-country': 'sg', 'accept-language': 'en', 'accept-currency': 'sgd' };
const redisUrl = process.env.TEST_REDIS_URL?.trim() || null;
const postgres = databases().find((target) => target.name === 'postgres');

/**
 * Two API instances on one database (as two processes of a scaled-out shop: each its own caches,
 * and Redis for cart versions when TEST_REDIS_URL is set): a change made through A is served by B
 * on its very next request, B having kept the answer from before. PGlite runs it in one process
 * (two instances on one embedded database); PostgreSQL is the deployment case.
 */
describe.each([...databases().map((target) => ({ target, redis: target === postgres ? redisUrl : null }))])(
  'kept answers across two instances on $target.name (Redis: $redis)',
  ({ target, redis }) => {
    const web = {
      storeDist: emptyDist('store'),
      businessDist: emptyDist('business'),
      embedDist: fakeEmbedDist(),
    };
    const a = useTestServer(target, {
      rateLimits: GENEROUS_RATE_LIMITS,
      config: { redisUrl: redis },
      web,
    });
    const b = useSecondInstance(a, { rateLimits: GENEROUS_RATE_LIMITS, web });
    const shop = checkoutCalls(a);
    let staff: StaffClient;
    beforeAll(async () => {
      await seedTestStaff(a.db);
      staff = await signInAs(a.url, 'owner');
    });
    const admin = contractCalls(() => staff);

    /** The store's product answer from B, asked twice so the second is B's kept answer. */
    const productAtB = async (slug: string) => {
      const path = `/api/products/get/?type=best_seller&id=${slug}`;
      const first = await request<Product>(b.url, 'GET', path, { headers: SG });
      expect(first.status).toBe(200);
      const again = await request<Product>(b.url, 'GET', path, { headers: SG });
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      return {
        body: first.body,
        next: async () => (await request<Product>(b.url, 'GET', path, { headers: SG })).body,
      };
    };

    it('a price change through A: B’s catalogue answer and B’s get cart', async () => {
      const amber = shop.product('amber-oud');
      const small = amber.variant(0);
      const kept = await productAtB('amber-oud');
      const cart = await addItem(b.url, (await newCart(b.url)).id, {
        product_id: amber.id,
        variant_id: small.id,
        quantity: 1,
      });
      const cartAtB = () => request<Cart>(b.url, 'GET', `/api/carts/${cart.id}/`, { headers: SG });
      expect((await cartAtB()).body).toEqual((await cartAtB()).body);

      const product = (
        await admin<AdminProduct>('GET', '/api/admin/products/{id}/', `/api/admin/products/${amber.id}/`)
      ).body;
      const newPrice = kept.body.price - 1_500;
      const prices = product.variants[0]!.prices.map((p) => ({
        currency: p.currency,
        amount: p.currency === 'SGD' ? newPrice : p.amount,
      }));
      const path = `/api/admin/products/${amber.id}/variants/${small.id}/prices/`;
      const put = await admin('PUT', '/api/admin/products/{id}/variants/{variantId}/prices/', path, {
        body: { version: product.version, prices },
      });
      expect(put.status).toBe(200);

      expect((await kept.next()).price).toBe(newPrice);
      expect((await cartAtB()).body.items[0]!.price).toBe(newPrice);
    });

    it('a stock change through A: B’s catalogue answer', async () => {
      const tea = shop.product('white-tea-yuzu');
      const variant = tea.variant(0);
      const path = `/api/products/get/?type=${tea.seed.type}&id=white-tea-yuzu`;
      const stockAtB = async () =>
        (await request<Product>(b.url, 'GET', path, { headers: SG })).body.variants.find(
          (v) => v.id === variant.id,
        )!.stock;
      const before = await stockAtB();
      expect(await stockAtB()).toBe(before);
      const res = await admin(
        'POST',
        '/api/admin/products/{id}/variants/{variantId}/stock-adjustments/',
        `/api/admin/products/${tea.id}/variants/${variant.id}/stock-adjustments/`,
        { body: { delta: 7, reason: 'Delivery received' } },
      );
      expect(res.status).toBe(200);
      expect(await stockAtB()).toBe(before + 7);
    });

    // The CMS answer is read per request; the server-rendered pages that show it are kept by the
    // page cache, tested across two real processes in web/page-cache-processes.test.ts.
    it('a CMS publish through A: B’s page answer', async () => {
      const storePage = () => request<CmsPage>(b.url, 'GET', '/api/cms/pages/?slug=faq-sg-en');
      const before = (await storePage()).body;
      expect((await storePage()).body).toEqual(before);
      const pagePath = '/api/admin/pages/faq/sg/en/';
      const page = (
        await admin<AdminCmsPage>('GET', '/api/admin/pages/{slug}/{country}/{language}/', pagePath)
      ).body;
      const heading = { id: 'fresh-heading', type: 'heading', data: { text: 'Seen by every process' } };
      const saved = await admin<AdminCmsPage>(
        'PUT',
        '/api/admin/pages/{slug}/{country}/{language}/',
        pagePath,
        {
          body: {
            version: page.version,
            title: page.title,
            seo: page.seo,
            blocks: [heading, ...page.blocks],
          },
        },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const published = await admin(
        'POST',
        '/api/admin/pages/{slug}/{country}/{language}/publish/',
        `${pagePath}publish/`,
        { body: { version: saved.body.version } },
      );
      expect(published.status).toBe(200);
      expect((await storePage()).body.blocks[0]).toEqual(heading);
    });

    it('a partner origin change through A: B’s embed frame-ancestors', async () => {
      const frameAncestorsAtB = async () => {
        const res = await fetch(`${b.url}/embed/v1/quiz?partnership=acme`);
        expect(res.status).toBe(200);
        return /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      };
      expect(await frameAncestorsAtB()).toBe(await frameAncestorsAtB());
      const one = '/api/admin/partners/{partnership}/';
      const acme = (await admin<AdminPartner>('GET', one, '/api/admin/partners/acme/')).body;
      const origin = 'https://fresh.partner.example';
      const changed = await admin<AdminPartner>('PATCH', one, '/api/admin/partners/acme/', {
        body: { version: acme.version, allowed_origins: [...acme.allowed_origins, origin] },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((await frameAncestorsAtB())?.split(' ')).toContain(origin);
    });
  },
);
