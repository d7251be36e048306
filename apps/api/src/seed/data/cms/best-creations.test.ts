import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CmsPage } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../../package-root';
import { expectToMatchContract } from '../../../../test/support/contract-matcher';
import { databases } from '../../../../test/support/databases';
import { request } from '../../../../test/support/http-client';
import { useTestServer } from '../../../../test/support/test-server';
import { countries } from '../countries';
import { cmsPages } from '.';

const SLUG = 'perfume-best-creations';
const pages = cmsPages.filter((p) => p.slug === SLUG);

describe('the perfume-best-creations seed page', () => {
  it('exists, published, for every country and language the CMS seed covers', () => {
    const pairs = countries.flatMap((c) => c.languages.map((l) => `${c.code}-${l}`));
    expect(pages.map((p) => `${p.country}-${p.language}`)).toEqual(pairs);
    expect(pages.every((p) => p.status === 'published')).toBe(true);
  });

  it('shows five creations between two links to the workshops, with images that exist', () => {
    for (const page of pages) {
      const creations = page.blocks.filter((b) => b.type === 'text');
      expect(creations, `${page.country}-${page.language}`).toHaveLength(5);
      const heroes = page.blocks.filter((b) => b.type === 'hero');
      expect(heroes.map((h) => h.data.cta?.href)).toEqual(['/perfume-workshop', '/perfume-workshop']);
      for (const hero of heroes) {
        const image = hero.data.image!;
        expect(existsSync(join(packageRoot, 'assets', image.replace(/^\/media\//, ''))), image).toBe(true);
      }
    }
  });

  it('is written in each language, not copied from English', () => {
    const byLanguage = ['sg-en', 'ae-ar', 'sg-zh-hans', 'vn-vi'].map((pair) =>
      pages.find((p) => `${p.country}-${p.language}` === pair)!,
    );
    const titles = byLanguage.map((p) => p.title);
    expect(new Set(titles).size).toBe(4);
    const stories = byLanguage.map((p) => JSON.stringify(p.blocks.filter((b) => b.type === 'text')));
    expect(new Set(stories).size).toBe(4);
    expect(stories[1]).toMatch(/[\u0600-\u06FF]/); // Arabic script
    expect(stories[2]).toMatch(/[\u4E00-\u9FFF]/); // Chinese characters
    expect(stories[3]).toContain('Hương đầu');
  });

  it("names the country's own studio in the closing block", () => {
    const vn = pages.find((p) => p.country === 'vn' && p.language === 'vi')!;
    expect(JSON.stringify(vn.blocks.at(-1))).toContain('xưởng Quận 1');
  });
});

describe.each(databases())('GET /api/cms/pages/ for perfume-best-creations on %s', (target) => {
  const server = useTestServer(target);

  it('answers the seeded page in the requested country and language', async () => {
    const res = await request<CmsPage>(server.url, 'GET', `/api/cms/pages/?slug=${SLUG}-ae-ar`);
    expect(res.status).toBe(200);
    expectToMatchContract('GET', '/api/cms/pages/', 200, res.body);
    expect(res.body.title).toBe('أجمل إبداعات ورشنا');
    expect(JSON.stringify(res.body)).toContain('Desert Rain');
  });
});
