import { alternateLinks, canonicalLink, type Language, type LinkConfig } from '@atelier/commerce/paths';
import type { LocalizedSitemapPage } from './cms-pages';
import { existingAlternates } from './localized-links';
import type { PageCountry } from './render-page';
import escapeHtml from 'escape-html';

export interface SitemapInput {
  publicOrigin: string;
  countryBases?: Record<string, string>;
  countries: PageCountry[];
  /**
   * Pages every country has, as path segments after the locale, e.g. ['product', 'reed_diffuser',
   * 'x']: the areas' own (the `sitemap` of their page heads, from the pages' manifests) and the
   * catalogue's products.
   */
  pages: readonly (readonly string[])[];
  /**
   * Pages published only in some countries and languages (business stories, press releases,
   * products, custom pages): listed, and linked as alternates, only where they exist.
   */
  localizedPages?: readonly LocalizedSitemapPage[];
}

/**
 * sitemap.xml with one <url> per page, country and language, each listing every language version as
 * an `xhtml:link` alternate (Google's hreflang-in-sitemap form), so the alternates a crawler reads
 * here match the `<link rel="alternate">` tags of the page itself.
 */
export function buildSitemap(input: SitemapInput): string {
  const links: LinkConfig = {
    origin: input.publicOrigin,
    countryBases: input.countryBases,
    countries: input.countries.map((c) => ({
      code: c.code,
      defaultLanguage: c.defaultLanguage,
      languages: c.languages,
    })),
    xDefaultCountry: 'sg',
  };
  const urls: string[] = [];
  for (const rest of input.pages) {
    for (const country of input.countries) {
      const alternates = alternateLinks(links, { country: country.code, language: null, rest });
      const alternateTags = alternates
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`)
        .join('\n');
      for (const language of country.languages as Language[]) {
        const loc = canonicalLink(links, { country: country.code, language, rest });
        urls.push(`  <url>\n    <loc>${escapeHtml(loc)}</loc>\n${alternateTags}\n  </url>`);
      }
    }
  }
  for (const page of input.localizedPages ?? []) {
    for (const country of input.countries) {
      for (const language of country.languages as Language[]) {
        if (!page.locales.some((l) => l.country === country.code && l.language === language)) continue;
        const location = { country: country.code, language, rest: page.rest };
        const alternateTags = existingAlternates(links, location, page.locales)
          .map(
            (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`,
          )
          .join('\n');
        urls.push(
          `  <url>\n    <loc>${escapeHtml(canonicalLink(links, location))}</loc>\n${alternateTags}\n  </url>`,
        );
      }
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/**
 * robots.txt: everything public is crawlable; the API, drafts and the shopper's own pages (the
 * first segments of the pages whose manifests say `private`, page-heads.ts) are not.
 */
export function buildRobots(publicOrigin: string, privateSegments: readonly string[]): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /*/draft',
    ...privateSegments.map((segment) => `Disallow: /*/${segment}`),
    'Allow: /',
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
