import type { CmsPageSummary } from '@atelier/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsPages } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { useTestServer } from '../../../test/support/test-server';
import { contractCaller } from '../../../test/support/http-calls';

const PATH = '/api/cms/collections/{collection}/';

/** Created in 2099, after anything the seed holds, so these lead their lists. */
const page = (
  slug: string,
  createdAt: string,
  overrides: Partial<typeof cmsPages.$inferInsert> = {},
): typeof cmsPages.$inferInsert => ({
  slug,
  country: 'sg',
  language: 'en',
  status: 'published',
  title: `Title of ${slug}`,
  seo: { title: 'SEO', description: `About ${slug}`, image: null },
  blocks: [],
  createdAt: new Date(createdAt),
  ...overrides,
});

describe.each(databases())('cms collections on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  const list = async (collection: string, headers: Record<string, string> = {}) => {
    const res = await call<CmsPageSummary[]>('GET', PATH, `/api/cms/collections/${collection}/`, { headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const ours = (pages: CmsPageSummary[]) => pages.filter((p) => p.key.startsWith('zt-'));

  beforeAll(async () => {
    await server.db.insert(cmsPages).values([
      page('success-story-zt-hotel', '2099-03-01T00:00:00Z', {
        seo: { title: 'Hotel', description: 'A lobby that smells of tea', image: '/media/cms/hotel.svg' },
      }),
      page('success-story-zt-cafe', '2099-05-01T00:00:00Z'),
      // Same moment: the slug decides.
      page('success-story-zt-bakery', '2099-04-01T00:00:00Z'),
      page('success-story-zt-atelier', '2099-04-01T00:00:00Z'),
      page('success-story-zt-secret', '2099-06-01T00:00:00Z', { status: 'draft' }),
      page('success-story-zt-hotel', '2099-03-01T00:00:00Z', { language: 'zh-hans', title: '酒店' }),
      page('success-story-zt-saigon', '2099-03-01T00:00:00Z', { country: 'vn', language: 'vi' }),
      page('press-release-zt-launch', '2099-01-01T00:00:00Z'),
      page('business-product-zt-machine', '2099-01-01T00:00:00Z'),
      // Not collection pages: the prefix must be followed by a dash, and lead the slug.
      page('success-stories-zt-overview', '2099-07-01T00:00:00Z'),
      page('our-success-story-zt-x', '2099-07-01T00:00:00Z'),
    ]);
  });

  it("answers the collection's published pages of the request's locale, newest first, as summaries", async () => {
    const stories = await list('success-stories', { 'accept-country': 'sg', 'accept-language': 'en' });
    expect(stories.every((p) => p.slug.startsWith('success-story-') && p.slug.endsWith('-sg-en'))).toBe(true);
    expect(ours(stories).map((p) => p.key)).toEqual(['zt-cafe', 'zt-atelier', 'zt-bakery', 'zt-hotel']);
    // Newest first across the whole list, seeded pages included.
    const times = stories.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(stories.find((p) => p.key === 'zt-hotel')).toEqual({
      slug: 'success-story-zt-hotel-sg-en',
      key: 'zt-hotel',
      title: 'Title of success-story-zt-hotel',
      description: 'A lobby that smells of tea',
      image: '/media/cms/hotel.svg',
      created_at: '2099-03-01T00:00:00.000Z',
    });
    expect(stories.find((p) => p.key === 'zt-cafe')).toMatchObject({ image: null });
  });

  it('keeps each collection to its own prefix and each locale to its own pages', async () => {
    const press = await list('press-releases');
    expect(press.every((p) => p.slug.startsWith('press-release-'))).toBe(true);
    expect(ours(press).map((p) => p.slug)).toEqual(['press-release-zt-launch-sg-en']);

    const products = await list('business-products');
    expect(products.every((p) => p.slug.startsWith('business-product-'))).toBe(true);
    expect(ours(products).map((p) => p.key)).toEqual(['zt-machine']);

    const chinese = await list('success-stories', { 'accept-country': 'sg', 'accept-language': 'zh-hans' });
    expect(ours(chinese)).toMatchObject([{ slug: 'success-story-zt-hotel-sg-zh-hans', title: '酒店' }]);

    const vietnam = await list('success-stories', { 'accept-country': 'vn', 'accept-language': 'vi' });
    expect(ours(vietnam).map((p) => p.slug)).toEqual(['success-story-zt-saigon-vn-vi']);

    const us = await list('success-stories', { 'accept-country': 'us', 'accept-language': 'en' });
    expect(ours(us)).toEqual([]);
  });

  it('answers an unknown collection with 400 naming the path parameter', async () => {
    const res = await call<{ errors: { field: string }[] }>('GET', PATH, '/api/cms/collections/blog/');
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.field)).toContain('path.collection');
  });
});
