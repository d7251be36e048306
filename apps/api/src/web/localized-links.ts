import {
  alternateLinks,
  type AlternateLink,
  type LinkConfig,
  type PageLocation,
} from '@atelier/commerce/paths';
import type { PageLocale } from './cms-pages';

/**
 * Alternate-language links of a page that exists only in some countries and languages (a CMS page):
 * the same URLs as every other page (same rule for country bases and the sg prefix), limited to the
 * versions that exist, and x-default only when the x-default country's own version exists, so no
 * link points at a page that is not there.
 */
export function existingAlternates(
  links: LinkConfig,
  page: PageLocation,
  locales: readonly PageLocale[],
): AlternateLink[] {
  const has = (country: string, language: string) =>
    locales.some((l) => l.country === country && l.language === language);
  const countries = (links.countries ?? [])
    .map((c) => ({ ...c, languages: (c.languages ?? []).filter((language) => has(c.code, language)) }))
    .filter((c) => c.languages.length > 0);
  const all = alternateLinks({ ...links, countries }, page);
  const xDefault = countries.find((c) => c.code === (links.xDefaultCountry ?? 'sg'));
  const keepXDefault = xDefault !== undefined && has(xDefault.code, xDefault.defaultLanguage);
  return all.filter((link) => link.hreflang !== 'x-default' || keepXDefault);
}
