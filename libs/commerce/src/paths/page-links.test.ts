import { describe, expect, it } from 'vitest';
import { alternateLinks, canonicalLink, type LinkConfig } from './page-links';

const singleOrigin: LinkConfig = { origin: 'https://shop.example/' };

const production: LinkConfig = {
  origin: 'https://www.atelier.example',
  countryBases: { vn: 'https://atelier.vn', ae: 'https://ae.atelier.example/' },
  countries: [
    { code: 'sg', defaultLanguage: 'en', languages: ['en', 'zh-hans'] },
    { code: 'vn', defaultLanguage: 'vi', languages: ['vi', 'en'] },
    { code: 'ae', defaultLanguage: 'ar', languages: ['ar', 'en'] },
  ],
};

describe('canonicalLink', () => {
  it.each([
    [singleOrigin, 'sg', null, ['cart'], 'https://shop.example/sg/cart'],
    [singleOrigin, 'sg', 'en', ['cart'], 'https://shop.example/sg/cart'],
    [singleOrigin, 'sg', 'zh-hans', ['cart'], 'https://shop.example/sg/zh-hans/cart'],
    [singleOrigin, 'sg', null, [], 'https://shop.example/sg'],
    [singleOrigin, 'us', 'ar', ['gift', 'scent diary'], 'https://shop.example/us/ar/gift/scent%20diary'],
    [production, 'vn', null, ['cart'], 'https://atelier.vn/cart'],
    [production, 'vn', 'vi', ['cart'], 'https://atelier.vn/cart'],
    [production, 'vn', 'en', ['cart'], 'https://atelier.vn/en/cart'],
    [production, 'ae', 'en', [], 'https://ae.atelier.example/en'],
    [production, 'sg', 'en', ['faq'], 'https://www.atelier.example/sg/faq'],
  ] as const)('%#: %s %s %j → %s', (config, country, language, rest, href) => {
    expect(canonicalLink(config, { country, language, rest })).toBe(href);
  });
});

describe('alternateLinks', () => {
  it('lists every language of the page country, default language unprefixed, then x-default', () => {
    expect(alternateLinks(singleOrigin, { country: 'sg', language: 'vi', rest: ['cart'] })).toEqual([
      { rel: 'alternate', hreflang: 'en-SG', href: 'https://shop.example/sg/cart' },
      { rel: 'alternate', hreflang: 'ar-SG', href: 'https://shop.example/sg/ar/cart' },
      { rel: 'alternate', hreflang: 'zh-Hans-SG', href: 'https://shop.example/sg/zh-hans/cart' },
      { rel: 'alternate', hreflang: 'vi-SG', href: 'https://shop.example/sg/vi/cart' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://shop.example/sg/cart' },
    ]);
  });

  it('uses a path prefix for sg and configured bases (no prefix) for other countries', () => {
    expect(alternateLinks(production, { country: 'sg', language: null, rest: ['all-perfumes'] })).toEqual([
      { rel: 'alternate', hreflang: 'en-SG', href: 'https://www.atelier.example/sg/all-perfumes' },
      {
        rel: 'alternate',
        hreflang: 'zh-Hans-SG',
        href: 'https://www.atelier.example/sg/zh-hans/all-perfumes',
      },
      { rel: 'alternate', hreflang: 'en-VN', href: 'https://atelier.vn/en/all-perfumes' },
      { rel: 'alternate', hreflang: 'vi-VN', href: 'https://atelier.vn/all-perfumes' },
      { rel: 'alternate', hreflang: 'en-AE', href: 'https://ae.atelier.example/en/all-perfumes' },
      { rel: 'alternate', hreflang: 'ar-AE', href: 'https://ae.atelier.example/all-perfumes' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://www.atelier.example/sg/all-perfumes' },
    ]);
  });

  it('includes the page itself even when its country is not configured', () => {
    const links = alternateLinks(production, { country: 'us', language: null, rest: [] });
    expect(links.slice(0, 4).map((link) => link.hreflang)).toEqual(['en-US', 'ar-US', 'zh-Hans-US', 'vi-US']);
    expect(links[0]?.href).toBe('https://www.atelier.example/us');
  });

  it('points x-default at the configured country in its default language', () => {
    const links = alternateLinks(
      { ...production, xDefaultCountry: 'vn' },
      { country: 'sg', language: null, rest: ['faq'] },
    );
    expect(links.at(-1)).toEqual({ rel: 'alternate', hreflang: 'x-default', href: 'https://atelier.vn/faq' });
  });

  it('lists the canonical URL of every alternate page', () => {
    for (const link of alternateLinks(production, { country: 'vn', language: 'en', rest: ['cart'] })) {
      expect(link.href.endsWith('/')).toBe(false);
      expect(link.href).not.toMatch(/\/\/.*\/\//);
    }
  });
});
