import type {
  AdminCatalogueTerms,
  AdminProduct,
  AdminProductCreate,
  AuditEntryPage,
  Product,
  ProductPage,
} from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, productVariants, variantPrices } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { seedTestStaff, signInAs, type StaffClient, contractCalls } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';

const SG = { 'accept-country': 'sg', 'accept-language': 'en', 'accept-currency': 'sgd' };
const LIST = '/api/admin/products/';
const DETAIL = '/api/admin/products/{id}/';
const TERMS = '/api/admin/catalogue-terms/';

/** A new product's body; `n` keeps slugs and SKUs apart between tests. */
function newProduct(n: string, extra: Partial<AdminProductCreate> = {}): AdminProductCreate {
  return {
    type: 'perfume_oil',
    slug: `jasmine-night-${n}`,
    sku: `ATS-PO-JAS${n.toUpperCase()}`,
    name: { en: `Jasmine Night ${n}`, ar: 'ليل الياسمين', 'zh-hans': '茉莉之夜', vi: 'Đêm Hoa Nhài' },
    variant: {
      sku: `ATS-PO-JAS${n.toUpperCase()}-10`,
      label: { en: '10ml', ar: '10 مل', 'zh-hans': '10 毫升', vi: '10ml' },
      stock: 24,
      prices: [
        { currency: 'SGD', amount: 4500 },
        { currency: 'USD', amount: 3400 },
        { currency: 'VND', amount: 850000 },
        { currency: 'KRW', amount: 46000 },
        { currency: 'AED', amount: 12500, compare_at_amount: 14000 },
      ],
    },
    ...extra,
  };
}

describe.each(databases())('console: adding products, their collections and tags, on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  let merchandiser: StaffClient;
  let owner: StaffClient;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    merchandiser = await signInAs(server.url, 'merchandiser');
    owner = await signInAs(server.url, 'owner');
  });

  const admin = contractCalls(() => merchandiser);
  const create = (body: unknown, as?: StaffClient) => admin<AdminProduct>('POST', LIST, LIST, { body, as });
  const patch = (id: number, body: unknown) =>
    admin<AdminProduct>('PATCH', DETAIL, `/api/admin/products/${id}/`, { body });
  const storeProduct = (type: string, slug: string) =>
    request<Product>(server.url, 'GET', `/api/products/get/?type=${type}&id=${slug}`, { headers: SG });
  const storeListing = (query: string) =>
    request<ProductPage>(server.url, 'GET', `/api/products/?${query}&page_size=100`, { headers: SG });
  const counts = async () => ({
    products: await server.db.$count(products),
    variants: await server.db.$count(productVariants),
    prices: await server.db.$count(variantPrices),
    audit: await server.db.$count(auditLog),
  });
  const auditOf = async (id: number) =>
    (
      await admin<AuditEntryPage>(
        'GET',
        '/api/admin/audit-log/',
        `/api/admin/audit-log/?entity=product&entity_id=${id}`,
        { as: owner },
      )
    ).body.results;

  describe('POST /api/admin/products/', () => {
    it('adds an unpublished product with its first variant; published, the store shows it at its address', async () => {
      const res = await create(newProduct('a'));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        slug: 'jasmine-night-a',
        sku: 'ATS-PO-JASA',
        type: 'perfume_oil',
        published: false,
        version: 1,
        store_path: '/sg/product/perfume_oil/jasmine-night-a',
        images: [],
        collections: [],
        tags: [],
        description: { en: '', ar: '', 'zh-hans': '', vi: '' },
      });
      expect(res.body.variants).toEqual([
        expect.objectContaining({ sku: 'ATS-PO-JASA-10', stock: 24, size: null }),
      ]);
      expect(res.body.variants[0]!.prices).toHaveLength(5);
      expect(res.body.variants[0]!.prices.find((p) => p.currency === 'AED')).toEqual({
        currency: 'AED',
        amount: 12500,
        compare_at_amount: 14000,
      });
      expect((await storeProduct('perfume_oil', 'jasmine-night-a')).status).toBe(404);

      const published = await patch(res.body.id, { version: 1, published: true });
      expect(published.status).toBe(200);
      const store = await storeProduct('perfume_oil', 'jasmine-night-a');
      expect(store.status).toBe(200);
      expect(store.body).toMatchObject({ id: res.body.id, name: 'Jasmine Night a', price: 4500 });

      const [, createdEntry] = await auditOf(res.body.id);
      expect(createdEntry).toMatchObject({
        action: 'product.create',
        staff_email: merchandiser.member.email,
        before: null,
        after: { slug: 'jasmine-night-a', sku: 'ATS-PO-JASA', published: false },
      });
    });

    it('answers 409 naming the slug, SKU or variant SKU already taken, and writes nothing', async () => {
      expect((await create(newProduct('b'))).status).toBe(201);
      const before = await counts();
      for (const [body, field] of [
        [newProduct('c', { slug: 'jasmine-night-b' }), 'body.slug'],
        [newProduct('c', { slug: 'amber-oud' }), 'body.slug'],
        [newProduct('c', { sku: 'ATS-PO-JASB' }), 'body.sku'],
        [
          { ...newProduct('c'), variant: { ...newProduct('c').variant, sku: 'ATS-PO-JASB-10' } },
          'body.variant.sku',
        ],
      ] as const) {
        const res = await create(body);
        expect(res.status, field).toBe(409);
        expect(JSON.stringify(res.body), field).toContain(`"field":"${field}"`);
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses bad fields with each one named, and writes nothing', async () => {
      const before = await counts();
      const good = newProduct('d');
      const prices = good.variant.prices;
      for (const [body, field] of [
        [{ ...good, type: 'perfume' }, 'body.type'],
        [{ ...good, slug: 'Jasmine Night' }, 'body.slug'],
        [{ ...good, slug: '12345' }, 'body.slug'],
        [{ ...good, sku: '' }, 'body.sku'],
        [{ ...good, name: { ...good.name, en: '  ' } }, 'body.name.en'],
        [{ ...good, name: { en: 'Only English' } }, 'body.name'],
        [{ ...good, variant: { ...good.variant, stock: -1 } }, 'body.variant.stock'],
        [{ ...good, variant: { ...good.variant, prices: prices.slice(0, 4) } }, 'body.variant.prices'],
        [
          { ...good, variant: { ...good.variant, prices: [...prices.slice(0, 4), prices[0]] } },
          'body.variant.prices.4.currency',
        ],
        [
          {
            ...good,
            variant: {
              ...good.variant,
              prices: [{ ...prices[0]!, compare_at_amount: 4500 }, ...prices.slice(1)],
            },
          },
          'body.variant.prices.0.compare_at_amount',
        ],
        [{ ...good, variant: { ...good.variant, size: '50ml' } }, 'body.variant.size'],
        [{ ...good, id: 7 }, 'body'],
      ] as const) {
        const res = await create(body);
        expect(res.status, field).toBe(400);
        expect(JSON.stringify(res.body), field).toContain(`"field":"${field}`);
      }
      expect(await counts()).toEqual(before);
    });

    it('is the merchandiser’s and the owner’s only', async () => {
      expect((await create(newProduct('e'), owner)).status).toBe(201);
      for (const role of ['staff', 'editor'] as const) {
        const other = await signInAs(server.url, role);
        expect((await other.call('POST', LIST, { body: newProduct('f') })).status, role).toBe(403);
      }
      expect((await request(server.url, 'POST', LIST, { body: newProduct('f') })).status).toBe(401);
      expect(await server.db.$count(products, eq(products.slug, 'jasmine-night-f'))).toBe(0);
    });
  });

  describe('collections and tags', () => {
    it('lists what can be chosen', async () => {
      const res = await admin<AdminCatalogueTerms>('GET', TERMS, TERMS);
      expect(res.status).toBe(200);
      expect(res.body.collections.map((c) => c.slug)).toContain('gift');
      expect(res.body.tags.length).toBeGreaterThan(3);
      const staff = await signInAs(server.url, 'staff');
      expect((await staff.call('GET', TERMS)).status).toBe(403);
    });

    it('replaces them on the version; the store’s listing filters show it on the next request', async () => {
      const terms = (await admin<AdminCatalogueTerms>('GET', TERMS, TERMS)).body;
      const gift = terms.collections.find((c) => c.slug === 'gift')!;
      const [tagA, tagB] = terms.tags;
      const made = (await create(newProduct('g', { published: true }))).body;
      const inListing = async (query: string) =>
        (await storeListing(query)).body.results.some((p) => p.id === made.id);
      // Read (and cached) before the change.
      expect(await inListing('collection=gift')).toBe(false);
      expect(await inListing(`tag=${tagA!.id}`)).toBe(false);

      const res = await patch(made.id, {
        version: made.version,
        collection_ids: [gift.id],
        tag_ids: [tagB!.id, tagA!.id],
      });
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(made.version + 1);
      expect(res.body.collections).toEqual([gift]);
      expect(res.body.tags.map((t) => t.id).sort()).toEqual([tagA!.id, tagB!.id].sort());
      expect(await inListing('collection=gift')).toBe(true);
      expect(await inListing(`tag=${tagA!.id}`)).toBe(true);

      const [entry] = await auditOf(made.id);
      expect(entry).toMatchObject({
        action: 'product.update',
        before: { collection_ids: [], tag_ids: [] },
        after: { collection_ids: [gift.id], tag_ids: [tagA!.id, tagB!.id].sort((a, b) => a - b) },
      });

      const removed = await patch(made.id, { version: res.body.version, tag_ids: [tagB!.id] });
      expect(removed.body.tags.map((t) => t.id)).toEqual([tagB!.id]);
      expect(removed.body.collections).toEqual([gift]);
      expect(await inListing(`tag=${tagA!.id}`)).toBe(false);
    });

    it('refuses unknown ids naming the index, a stale version with 409, and writes nothing', async () => {
      const terms = (await admin<AdminCatalogueTerms>('GET', TERMS, TERMS)).body;
      const made = (await create(newProduct('h'))).body;
      const unknown = await patch(made.id, {
        version: made.version,
        collection_ids: [terms.collections[0]!.id, 999_999],
        tag_ids: [999_998],
      });
      expect(unknown.status).toBe(400);
      expect(JSON.stringify(unknown.body)).toContain('"field":"body.collection_ids.1"');
      expect(JSON.stringify(unknown.body)).toContain('"field":"body.tag_ids.0"');
      const stale = await admin<{ code: string; current: AdminProduct }>(
        'PATCH',
        DETAIL,
        `/api/admin/products/${made.id}/`,
        {
          body: { version: made.version + 5, tag_ids: [terms.tags[0]!.id] },
        },
      );
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('version_conflict');
      expect(stale.body.current).toMatchObject({ version: made.version, collections: [], tags: [] });
      const now = (await admin<AdminProduct>('GET', DETAIL, `/api/admin/products/${made.id}/`)).body;
      expect(now).toEqual(made);
    });
  });
});
