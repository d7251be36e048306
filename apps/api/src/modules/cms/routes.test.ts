import type { CmsPage } from '@atelier/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsPages } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { TEST_PREVIEW_TOKEN } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';

const page = (overrides: Partial<typeof cmsPages.$inferInsert>): typeof cmsPages.$inferInsert => ({
  slug: 'test-shipping-info',
  country: 'sg',
  language: 'en',
  status: 'published',
  title: 'Shipping information',
  seo: { title: 'Shipping', description: 'How we ship', image: '/media/cms/shipping.svg' },
  blocks: [{ id: 'b1', type: 'text', data: { heading: null, body: 'We ship daily.' } }],
  updatedAt: new Date('2026-01-10T08:00:00Z'),
  ...overrides,
});

describe.each(databases())('cms on %s', (target) => {
  const server = useTestServer(target);

  beforeAll(async () => {
    await server.db
      .insert(cmsPages)
      .values([
        page({}),
        page({ language: 'zh-hans', title: '运送信息' }),
        page({ country: 'vn', language: 'vi', title: 'Thông tin giao hàng' }),
        page({ status: 'draft', title: 'Shipping information (new rates)' }),
        page({ slug: 'test-secret-launch', status: 'draft', title: 'Coming soon' }),
      ]);
  });

  describe('GET /api/cms/pages/', () => {
    it('answers the published page of {slug}-{country}-{language} with its alternates', async () => {
      const res = await request<CmsPage>(server.url, 'GET', '/api/cms/pages/?slug=test-shipping-info-sg-en');
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/cms/pages/', 200, res.body);
      expect(res.body).toMatchObject({
        slug: 'test-shipping-info-sg-en',
        title: 'Shipping information',
        country: 'sg',
        language: 'en',
        is_draft: false,
        seo: {
          title: 'Shipping',
          description: 'How we ship',
          image: '/media/cms/shipping.svg',
        },
        blocks: [{ id: 'b1', type: 'text', data: { heading: null, body: 'We ship daily.' } }],
        updated_at: '2026-01-10T08:00:00.000Z',
      });
      expect(res.body.alternates).toEqual([
        { country: 'sg', language: 'zh-hans', slug: 'test-shipping-info-sg-zh-hans' },
        { country: 'vn', language: 'vi', slug: 'test-shipping-info-vn-vi' },
      ]);
      const zh = await request<CmsPage>(
        server.url,
        'GET',
        '/api/cms/pages/?slug=test-shipping-info-sg-zh-hans',
      );
      expect(zh.body.title).toBe('运送信息');
    });

    it('never shows drafts and answers 404 for unknown pages', async () => {
      for (const slug of ['test-secret-launch-sg-en', 'no-such-page-sg-en', 'test-shipping-info-us-en']) {
        const res = await request(server.url, 'GET', `/api/cms/pages/?slug=${slug}`);
        expect(res.status).toBe(404);
        expectToMatchContract('GET', '/api/cms/pages/', 404, res.body);
      }
    });

    it('answers a missing or malformed slug with 400 naming query.slug', async () => {
      for (const query of ['', '?slug=faq', '?slug=faq-sg-fr', '?slug=FAQ-sg-en']) {
        const res = await request(server.url, 'GET', `/api/cms/pages/${query}`);
        expect(res.status).toBe(400);
        expectToMatchContract('GET', '/api/cms/pages/', 400, res.body);
        expect(res.body).toMatchObject({ errors: [{ field: 'query.slug' }] });
      }
    });
  });

  describe('GET /api/cms/draft-pages/', () => {
    const preview = { 'x-preview-token': TEST_PREVIEW_TOKEN };

    it('answers the draft to editors with the preview token, uncached', async () => {
      const res = await request<CmsPage>(
        server.url,
        'GET',
        '/api/cms/draft-pages/?slug=test-shipping-info-sg-en',
        {
          headers: preview,
        },
      );
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/cms/draft-pages/', 200, res.body);
      expect(res.body).toMatchObject({ title: 'Shipping information (new rates)', is_draft: true });
      expect(res.headers.get('cache-control')).toBe('private, no-store');

      const draftOnly = await request<CmsPage>(
        server.url,
        'GET',
        '/api/cms/draft-pages/?slug=test-secret-launch-sg-en',
        {
          headers: preview,
        },
      );
      expect(draftOnly.body.title).toBe('Coming soon');

      // A page without a draft previews as published.
      const published = await request<CmsPage>(
        server.url,
        'GET',
        '/api/cms/draft-pages/?slug=test-shipping-info-vn-vi',
        {
          headers: preview,
        },
      );
      expect(published.body).toMatchObject({ title: 'Thông tin giao hàng', is_draft: false });
    });

    it('answers 401 without the right preview token (missing, wrong or malformed)', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { 'x-preview-token': 'wrong-token-but-long-enough' },
        { 'x-preview-token': 'x' },
      ];
      for (const headers of attempts) {
        const res = await request(server.url, 'GET', '/api/cms/draft-pages/?slug=test-secret-launch-sg-en', {
          headers,
        });
        expect(res.status).toBe(401);
        expectToMatchContract('GET', '/api/cms/draft-pages/', 401, res.body);
      }
    });

    it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
      const unknown = await request(server.url, 'GET', '/api/cms/draft-pages/?slug=nothing-sg-en', {
        headers: preview,
      });
      expect(unknown.status).toBe(404);
      expectToMatchContract('GET', '/api/cms/draft-pages/', 404, unknown.body);
      const bad = await request(server.url, 'GET', '/api/cms/draft-pages/?slug=nothing', {
        headers: preview,
      });
      expect(bad.status).toBe(400);
      expectToMatchContract('GET', '/api/cms/draft-pages/', 400, bad.body);
    });
  });
});
