import { describe, expect, it } from 'vitest';
import { businessPathForSlug, cmsSlugForPath } from './cms-pages';
import { businessTestHeads, storeTestHeads } from '../../test/support/page-heads-fixture';
import { renderPage, type PageCountry } from './render-page';
import { buildSitemap } from './sitemap';

const template =
  '<!doctype html><html lang="en"><head><title>Atelier Scents</title></head><body></body></html>';
const currency = { code: 'SGD', name: 'SGD', symbol: 'S$', is_left: true };
const countries: PageCountry[] = [
  { code: 'sg', name: 'Singapore', defaultLanguage: 'en', languages: ['en', 'zh-hans'], currency },
  { code: 'vn', name: 'Vietnam', defaultLanguage: 'vi', languages: ['vi', 'en'], currency },
  { code: 'ae', name: 'UAE', defaultLanguage: 'ar', languages: ['ar', 'en'], currency },
];
const render = (pathname: string, extra = {}) =>
  renderPage(template, {
    pathname,
    countries,
    publicOrigin: 'https://shop.example',
    heads: pathname.includes('/business-scenting') ? businessTestHeads : storeTestHeads,
    ...extra,
  }).html;
const alternatesOf = (html: string) =>
  [...html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe('which CMS page a path shows', () => {
  it.each([
    [['business-scenting'], 'business-scenting'],
    [['business-scenting', 'success-stories', 'marina-hotel'], 'success-story-marina-hotel'],
    [['business-scenting', 'press-releases', 'launch-2026'], 'press-release-launch-2026'],
    [['business-scenting', 'product', 'aroma-pro'], 'business-product-aroma-pro'],
    [['business-scenting', 'custom-page', 'sustainability'], 'business-sustainability'],
    [['faq'], 'faq'],
    [['terms-conditions'], 'terms-conditions'],
    [['shipping-information'], 'shipping-information'],
    [['perfume-best-creations'], 'perfume-best-creations'],
  ])('%j → %s', (rest, slug) => {
    expect(cmsSlugForPath(rest)).toBe(slug);
    if (rest[0] === 'business-scenting') expect(businessPathForSlug(slug)).toEqual(rest);
  });

  it.each([
    [[]],
    [['all-perfumes']],
    [['faq', 'x']],
    [['business-scenting', 'contact']],
    [['business-scenting', 'success-stories']],
    [['business-scenting', 'success-stories', 'Bad Key']],
    [['business-scenting', 'product', 'a', 'b']],
  ])('%j has none', (rest) => {
    expect(cmsSlugForPath(rest)).toBeNull();
  });
});

describe('renderPage with a CMS page', () => {
  const cms = {
    title: 'Marina Hotel <scented> | Atelier Scents',
    description: 'How a "lobby" scent lifted guest reviews',
    locales: [
      { country: 'sg', language: 'en' },
      { country: 'vn', language: 'vi' },
    ],
  };

  it('writes the page SEO title and description, escaped', () => {
    const html = render('/sg/business-scenting/success-stories/marina-hotel', { cms });
    expect(html).toContain('<title>Marina Hotel &lt;scented&gt; | Atelier Scents</title>');
    expect(html).toContain(
      '<meta name="description" content="How a &quot;lobby&quot; scent lifted guest reviews">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example/sg/business-scenting/success-stories/marina-hotel">',
    );
  });

  it('links only the language versions that exist (same URL rule as every page)', () => {
    const html = render('/sg/business-scenting/success-stories/marina-hotel', {
      cms,
      countryBases: { vn: 'https://atelier.vn' },
    });
    expect(alternatesOf(html)).toEqual([
      'en-SG https://shop.example/sg/business-scenting/success-stories/marina-hotel',
      'vi-VN https://atelier.vn/business-scenting/success-stories/marina-hotel',
      'x-default https://shop.example/sg/business-scenting/success-stories/marina-hotel',
    ]);
    // Without a sg version there is no x-default to point at.
    const vnOnly = render('/vn/business-scenting/success-stories/marina-hotel', {
      cms: { ...cms, locales: [{ country: 'vn', language: 'vi' }] },
    });
    expect(alternatesOf(vnOnly)).toEqual([
      'vi-VN https://shop.example/vn/business-scenting/success-stories/marina-hotel',
    ]);
  });

  it('keeps the route title and every alternate without a CMS page, and ignores it on draft paths', () => {
    const plain = render('/sg/zh-hans/faq');
    expect(plain).toContain('<title>FAQ | Brand (zh-hans)</title>');
    // The route's own description stands in for the CMS page's.
    expect(plain).toContain('<meta name="description" content="About FAQ (zh-hans)">');
    expect(alternatesOf(plain)).toHaveLength(7);
    const draft = render('/sg/draft/faq', { cms });
    expect(draft).not.toContain('Marina Hotel');
  });
});

describe('Organization JSON-LD', () => {
  const jsonLd = (html: string) => {
    const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    return match ? JSON.parse(match[1]!) : null;
  };

  it('is on the store home and the business landing, with the sales contact', () => {
    for (const path of ['/sg', '/ae/ar/', '/vn/business-scenting']) {
      expect(jsonLd(render(path, { salesEmail: 'sales@atelier.example' })), path).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Atelier Scents',
        url: 'https://shop.example/',
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email: 'sales@atelier.example' }],
      });
    }
  });

  it('is left out elsewhere, and has no contact point without a sales address', () => {
    expect(jsonLd(render('/sg/faq', { salesEmail: 'sales@atelier.example' }))).toBeNull();
    expect(
      jsonLd(render('/sg/business-scenting/contact', { salesEmail: 'sales@atelier.example' })),
    ).toBeNull();
    expect(jsonLd(render('/xx9/'))).toBeNull();
    expect(jsonLd(render('/sg'))).not.toHaveProperty('contactPoint');
  });
});

describe('sitemap business pages', () => {
  const xml = buildSitemap({
    publicOrigin: 'https://shop.example',
    countries,
    pages: [
      ['business-scenting'],
      ['business-scenting', 'success-stories'],
      ['business-scenting', 'press-releases'],
      ['business-scenting', 'product'],
      ['business-scenting', 'contact'],
    ],
    localizedPages: [
      {
        rest: ['business-scenting', 'press-releases', 'launch-2026'],
        locales: [
          { country: 'sg', language: 'en' },
          { country: 'ae', language: 'ar' },
          // A version in a country we do not sell in is not listed.
          { country: 'us', language: 'en' },
        ],
      },
    ],
  });
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists the landing, the lists and the contact page in every country and language', () => {
    for (const rest of ['', '/success-stories', '/press-releases', '/product', '/contact']) {
      expect(locs).toContain(`https://shop.example/sg/business-scenting${rest}`);
      expect(locs).toContain(`https://shop.example/sg/zh-hans/business-scenting${rest}`);
      expect(locs).toContain(`https://shop.example/ae/en/business-scenting${rest}`);
    }
  });

  it('lists a collection page only where it is published, alternates included', () => {
    const release = locs.filter((loc) => loc?.includes('launch-2026'));
    expect(release).toEqual([
      'https://shop.example/sg/business-scenting/press-releases/launch-2026',
      'https://shop.example/ae/business-scenting/press-releases/launch-2026',
    ]);
    const entry = xml
      .split('<url>')
      .find((u) =>
        u.includes('<loc>https://shop.example/ae/business-scenting/press-releases/launch-2026</loc>'),
      )!;
    expect(entry.match(/xhtml:link/g)).toHaveLength(3);
    expect(entry).toContain(
      'hreflang="en-SG" href="https://shop.example/sg/business-scenting/press-releases/launch-2026"',
    );
    expect(entry).toContain('hreflang="x-default"');
  });
});
