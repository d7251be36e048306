import { describe, expect, it } from 'vitest';
import type { PageCountry } from './render-page';
import { businessTestHeads, storeTestHeads } from '../../test/support/page-heads-fixture';
import { privateSegments } from './page-heads';
import { buildRobots, buildSitemap } from './sitemap';

const currency = { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', is_left: true };
const countries: PageCountry[] = [
  { code: 'sg', name: 'Singapore', defaultLanguage: 'en', languages: ['en', 'zh-hans'], currency },
  { code: 'vn', name: 'Vietnam', defaultLanguage: 'vi', languages: ['vi', 'en'], currency },
];

describe('buildSitemap', () => {
  // The areas' own pages (their page heads' sitemap entries, from the pages' manifests) and a product.
  const pages = [
    [],
    ['faq'],
    ['perfume-workshop'],
    ['perfume-best-creations'],
    ['gift-cards'],
    ...['pca', 'la', 'fa', 'aa', 'ba', 'tba', 'ha'].map((code) => ['perfume-workshop-detail', code]),
    ['product', 'reed_diffuser', 'white-tea-reed-diffuser'],
  ];
  const xml = buildSitemap({ publicOrigin: 'https://shop.example', countries, pages });

  it('lists every page once per country and language', () => {
    expect(xml.match(/<url>/g)).toHaveLength(pages.length * 4);
    expect(xml).toContain('<loc>https://shop.example/sg</loc>');
    expect(xml).toContain('<loc>https://shop.example/sg/zh-hans/faq</loc>');
    expect(xml).toContain(
      '<loc>https://shop.example/vn/en/product/reed_diffuser/white-tea-reed-diffuser</loc>',
    );
  });

  it('lists the pages it is given: the workshop pages, best creations and gift cards', () => {
    for (const code of ['pca', 'la', 'fa', 'aa', 'ba', 'tba', 'ha']) {
      expect(xml).toContain(`<loc>https://shop.example/sg/perfume-workshop-detail/${code}</loc>`);
      expect(xml).toContain(`<loc>https://shop.example/vn/en/perfume-workshop-detail/${code}</loc>`);
    }
    expect(xml).toContain('<loc>https://shop.example/sg/perfume-workshop</loc>');
    expect(xml).toContain('<loc>https://shop.example/sg/zh-hans/perfume-best-creations</loc>');
    expect(xml).toContain('<loc>https://shop.example/vn/gift-cards</loc>');
    // The booking page is per visitor: not in the sitemap.
    expect(xml).not.toMatch(/\/workshop</);
  });

  it('gives each url its hreflang alternates, x-default included', () => {
    const entry = xml.split('<url>').find((u) => u.includes('<loc>https://shop.example/vn/faq</loc>'))!;
    expect(entry).toContain('hreflang="en-SG" href="https://shop.example/sg/faq"');
    expect(entry).toContain('hreflang="zh-Hans-SG" href="https://shop.example/sg/zh-hans/faq"');
    expect(entry).toContain('hreflang="en-VN" href="https://shop.example/vn/en/faq"');
    expect(entry).toContain('hreflang="x-default" href="https://shop.example/sg/faq"');
  });

  it('is well-formed XML with escaped URLs', () => {
    const odd = buildSitemap({
      publicOrigin: 'https://shop.example',
      countries,
      pages: [['product', 'gift', 'a&b']],
    });
    expect(odd).toContain('/product/gift/a%26b');
    expect(odd).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });
});

describe('buildRobots', () => {
  it('keeps the API, drafts and the shopper’s own pages out and points at the sitemap', () => {
    const robots = buildRobots('https://shop.example', privateSegments(storeTestHeads, businessTestHeads));
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /*/draft');
    for (const page of ['account', 'cart', 'checkout', 'login', 'pay', 'register', 'workshop']) {
      expect(robots).toContain(`Disallow: /*/${page}\n`);
    }
    expect(robots).not.toContain('Disallow: /*/faq');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
