import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CmsPage, CmsPageSummary } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../modules/cms/sanitize';
import { packageRoot } from '../../../package-root';
import { expectToMatchContract } from '../../../../test/support/contract-matcher';
import { databases } from '../../../../test/support/databases';
import { request } from '../../../../test/support/http-client';
import { TEST_PREVIEW_TOKEN } from '../../../../test/support/test-config';
import { useTestServer } from '../../../../test/support/test-server';
import { countries } from '../countries';
import type { BusinessCmsBlock, BusinessCmsPage } from './business-blocks';
import { BUSINESS_COLLECTION_PREFIXES, businessPages } from './business';
import { cmsPages } from '.';

const PAIRS = countries.flatMap((c) => c.languages.map((l) => `${c.code}-${l}`));
const pairOf = (p: { country: string; language: string }) => `${p.country}-${p.language}`;
const published = businessPages.filter((p) => p.status === 'published');
const inPair = (pair: string) => published.filter((p) => pairOf(p) === pair);
const find = (slug: string, pair: string, pages: readonly BusinessCmsPage[] = published) =>
  pages.find((p) => p.slug === slug && pairOf(p) === pair)!;
const blocksOf = <T extends BusinessCmsBlock['type']>(page: BusinessCmsPage, type: T) =>
  page.blocks.filter((b): b is Extract<BusinessCmsBlock, { type: T }> => b.type === type);

const EXPECTED_SLUGS = [
  'business-product-compact-diffuser',
  'business-product-oil-refill-500ml',
  'business-product-scent-machine-500',
  'business-scenting',
  'business-sustainability',
  'press-release-business-scenting-launch',
  'press-release-dubai-showroom',
  'press-release-refill-programme',
  'success-story-hive-commons-seoul',
  'success-story-maison-linh-flagship',
  'success-story-orchid-house-hotel',
];

/** The block types the contract's CmsBlock lists as rendered. */
const CONTRACT_TYPES = [
  'hero',
  'heading',
  'rich_text',
  'image',
  'image_text',
  'quote',
  'product_grid',
  'cta',
  'faq',
  'table',
];

function htmlOf(block: BusinessCmsBlock): string[] {
  if (block.type === 'rich_text' || block.type === 'image_text') return [block.data.html];
  return [];
}

function imagesOf(page: BusinessCmsPage): string[] {
  const images = page.blocks.flatMap((b) => {
    if (b.type === 'hero') return b.data.image ? [b.data.image] : [];
    if (b.type === 'image') return [b.data.src];
    if (b.type === 'image_text') return [b.data.image];
    return [];
  });
  return page.seo.image ? [...images, page.seo.image] : images;
}

describe('the business-scenting seed pages', () => {
  it('are published in every country and language the CMS seed covers, each slug once', () => {
    for (const pair of PAIRS) {
      expect(
        inPair(pair)
          .map((p) => p.slug)
          .sort(),
        pair,
      ).toEqual(EXPECTED_SLUGS);
    }
    expect(published).toHaveLength(PAIRS.length * EXPECTED_SLUGS.length);
  });

  it('are all part of the seeded CMS pages', () => {
    const seeded = new Set(cmsPages.map((p) => `${p.slug}-${pairOf(p)}-${p.status}`));
    for (const page of businessPages) expect(seeded).toContain(`${page.slug}-${pairOf(page)}-${page.status}`);
  });

  it('fill each business collection with three pages whose keys are unique', () => {
    for (const prefix of Object.values(BUSINESS_COLLECTION_PREFIXES)) {
      const keys = inPair('sg-en')
        .filter((p) => p.slug.startsWith(prefix))
        .map((p) => p.slug.slice(prefix.length));
      expect(keys, prefix).toHaveLength(3);
      expect(new Set(keys).size).toBe(3);
      expect(keys.every((key) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(key))).toBe(true);
    }
  });

  it('have unique block ids, contract block types, a title and an SEO title and description', () => {
    for (const page of businessPages) {
      const where = `${page.slug}-${pairOf(page)}`;
      const ids = page.blocks.map((b) => b.id);
      expect(new Set(ids).size, where).toBe(ids.length);
      expect(
        page.blocks.every((b) => CONTRACT_TYPES.includes(b.type)),
        where,
      ).toBe(true);
      expect(page.title.length, where).toBeGreaterThan(0);
      expect(page.seo.title, where).toBe(`${page.title} | Atelier Scents`);
      expect(page.seo.description?.length ?? 0, where).toBeGreaterThan(20);
      expect(page.seo.description!.length, where).toBeLessThanOrEqual(500);
    }
  });

  it('use every block type the business area renders', () => {
    const used = new Set(published.flatMap((p) => p.blocks.map((b) => b.type)));
    expect([...used].sort()).toEqual([...CONTRACT_TYPES].sort());
  });

  it('write HTML with simple tags only and images that exist under assets/', () => {
    for (const page of businessPages) {
      for (const html of page.blocks.flatMap(htmlOf)) {
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]);
        expect(
          tags.every((tag) => ['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em', 'a'].includes(tag!)),
          html,
        ).toBe(true);
        // Already in the form the server's sanitiser gives, so an export/import of the content
        // files sees no change and what is sent is what was written.
        expect(sanitizeHtml(html)).toBe(html);
      }
      for (const image of imagesOf(page)) {
        expect(existsSync(join(packageRoot, 'assets', image.replace(/^\/media\//, ''))), image).toBe(true);
      }
    }
  });

  it('lead to the contact form from the landing page, the stories and the products', () => {
    for (const pair of PAIRS) {
      const landing = find('business-scenting', pair);
      expect(landing.blocks.find((b) => b.type === 'hero')?.data).toMatchObject({
        cta: { href: '/business-scenting/contact' },
      });
      expect(blocksOf(landing, 'cta').map((c) => c.data.href)).toEqual([
        '/business-scenting/success-stories',
        '/business-scenting/product',
        '/business-scenting/contact',
      ]);
      expect(blocksOf(landing, 'quote')).toHaveLength(1);
      for (const key of ['scent-machine-500', 'compact-diffuser', 'oil-refill-500ml']) {
        const product = find(`business-product-${key}`, pair);
        expect(blocksOf(product, 'cta').map((c) => c.data.href)).toEqual([
          `/business-scenting/contact?product=${key}`,
        ]);
      }
    }
  });

  it('tell a story as challenge, solution and results with a quote and a picture', () => {
    for (const page of published.filter((p) => p.slug.startsWith('success-story-'))) {
      const texts = blocksOf(page, 'rich_text').map((b) => b.data.html);
      expect(texts).toHaveLength(3);
      expect(texts.every((html) => html.startsWith('<h2>'))).toBe(true);
      expect(texts[2]).toContain('<ul><li>');
      expect(blocksOf(page, 'quote')[0]?.data.author.length).toBeGreaterThan(0);
      expect(blocksOf(page, 'image')).toHaveLength(1);
    }
  });

  it('give every product a table of specifications with a value per row', () => {
    const machine = find('business-product-scent-machine-500', 'sg-en');
    expect(blocksOf(machine, 'table')[0]?.data.rows).toContainEqual(['Coverage', 'Up to 500 m²']);
    for (const page of published.filter((p) => p.slug.startsWith('business-product-'))) {
      const [table] = blocksOf(page, 'table');
      expect(table!.data.columns).toHaveLength(2);
      expect(table!.data.rows.length).toBeGreaterThanOrEqual(6);
      expect(table!.data.rows.every((row) => row.length === 2 && row.every((cell) => cell !== ''))).toBe(
        true,
      );
    }
  });

  it('date each press release in its text', () => {
    const en = published.filter((p) => p.slug.startsWith('press-release-') && pairOf(p) === 'us-en');
    expect(
      en.map((p) => blocksOf(p, 'rich_text')[0]!.data.html.match(/<strong>([^<]+)<\/strong>/)?.[1]),
    ).toEqual(['SINGAPORE, 15 September 2025', 'DUBAI, 10 February 2026', 'HO CHI MINH CITY, 3 June 2026']);
  });

  it('are written in each language, not copied from English', () => {
    for (const slug of EXPECTED_SLUGS) {
      const pages = ['sg-en', 'ae-ar', 'sg-zh-hans', 'vn-vi'].map((pair) => find(slug, pair));
      expect(new Set(pages.map((p) => p.title)).size, slug).toBe(4);
      const bodies = pages.map((p) => JSON.stringify(p.blocks));
      expect(new Set(bodies).size, slug).toBe(4);
      expect(bodies[1], slug).toMatch(/[\u0600-\u06FF]{3}/); // Arabic script
      expect(bodies[2], slug).toMatch(/[\u4E00-\u9FFF]{3}/); // Chinese characters
      expect(bodies[3], slug).toMatch(/[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/);
    }
    expect(find('business-scenting', 'ae-en').title).toBe(find('business-scenting', 'sg-en').title);
  });

  it('has one draft of business-sustainability that differs from the published page', () => {
    const drafts = businessPages.filter((p) => p.status === 'draft');
    expect(drafts.map((p) => `${p.slug}-${pairOf(p)}`)).toEqual(['business-sustainability-sg-en']);
    const draft = drafts[0]!;
    const live = find('business-sustainability', 'sg-en');
    expect(draft.title).not.toBe(live.title);
    expect(JSON.stringify(draft.blocks)).toContain('2027');
    expect(JSON.stringify(live.blocks)).not.toContain('2027');
    expect(Date.parse(draft.updatedAt)).toBeGreaterThan(Date.parse(live.updatedAt));
  });
});

describe.each(databases())('the business seed pages through the CMS API on %s', (target) => {
  const server = useTestServer(target);

  it('answers the Arabic landing page with its blocks', async () => {
    const res = await request<CmsPage>(server.url, 'GET', '/api/cms/pages/?slug=business-scenting-ae-ar');
    expect(res.status).toBe(200);
    expectToMatchContract('GET', '/api/cms/pages/', 200, res.body);
    expect(res.body.title).toBe('التسويق بالروائح لأعمالك');
    expect(res.body.blocks.map((b) => b.type)).toContain('image_text');
    expect(res.body.alternates).toContainEqual({
      country: 'ae',
      language: 'en',
      slug: 'business-scenting-ae-en',
    });
  });

  it('lists the press releases of a locale, newest first', async () => {
    const res = await request<CmsPageSummary[]>(server.url, 'GET', '/api/cms/collections/press-releases/', {
      headers: { 'accept-country': 'vn', 'accept-language': 'vi' },
    });
    expect(res.status).toBe(200);
    const seeded = res.body.filter((p) => !p.key.startsWith('zt-'));
    expect(seeded.map((p) => p.key)).toEqual([
      'refill-programme',
      'dubai-showroom',
      'business-scenting-launch',
    ]);
    expect(seeded[0]!.title).toContain('chương trình châm lại');
  });

  it('shows the published sustainability page, and the draft only with the preview token', async () => {
    const slug = 'business-sustainability-sg-en';
    const live = await request<CmsPage>(server.url, 'GET', `/api/cms/pages/?slug=${slug}`);
    expect(live.status).toBe(200);
    expect(live.body.title).toBe('Scenting responsibly');
    const refused = await request(server.url, 'GET', `/api/cms/draft-pages/?slug=${slug}`);
    expect(refused.status).toBe(401);
    const draft = await request<CmsPage>(server.url, 'GET', `/api/cms/draft-pages/?slug=${slug}`, {
      headers: { 'x-preview-token': TEST_PREVIEW_TOKEN },
    });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ title: 'Scenting responsibly: our 2027 commitments', is_draft: true });
  });
});
