import { ACCEPTED_LANGUAGES, FALLBACK_LANGUAGE, type Language } from '../enums/languages';
import { encodeRest } from './build-path';
import { hreflangFor } from './language-tags';

export interface LinkCountry {
  readonly code: string;
  /** The language of the country's URLs without a language segment (Country.language.code). */
  readonly defaultLanguage: Language;
  /** Languages to list for the country; default all accepted languages. */
  readonly languages?: readonly Language[];
}

/**
 * Where pages live, for canonical and alternate links (SPEC §2).
 *
 * - A country's base is `countryBases[cc]` when configured (an absolute URL that already implies the
 *   country, e.g. 'https://atelier.vn', so no '/vn' prefix follows), else `${origin}/${cc}`.
 *   SPEC §2's "only sg uses a path prefix in alternate links" is the production configuration where
 *   every country except sg has a base; a single-origin deployment simply configures none.
 * - `countries` lists the countries whose versions are alternates of each other, with their default
 *   language; a country not listed defaults to 'en'. Default: only the page's own country.
 * - `xDefaultCountry` (default 'sg', the base-currency shop) gives the x-default alternate.
 */
export interface LinkConfig {
  /** Absolute origin, e.g. 'https://www.atelier.example'; a trailing slash is ignored. */
  readonly origin: string;
  readonly countryBases?: Readonly<Partial<Record<string, string>>>;
  readonly countries?: readonly LinkCountry[];
  readonly xDefaultCountry?: string;
}

export interface PageLocation {
  readonly country: string;
  readonly language: Language | null;
  /** Unencoded segments after country and language, as parsePath returns them. */
  readonly rest: readonly string[];
}

export interface AlternateLink {
  readonly rel: 'alternate';
  readonly hreflang: string;
  readonly href: string;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function defaultLanguageOf(config: LinkConfig, country: string): Language {
  return config.countries?.find((c) => c.code === country)?.defaultLanguage ?? FALLBACK_LANGUAGE;
}

// The language segment is left out when it equals the country default, so each page has exactly one
// URL per language: '/sg/en/cart' and '/sg/cart' are the same page and the latter is the one linked.
function pageUrl(config: LinkConfig, country: string, language: Language, rest: readonly string[]): string {
  const base = config.countryBases?.[country] ?? `${withoutTrailingSlash(config.origin)}/${country}`;
  const languagePart = language === defaultLanguageOf(config, country) ? '' : `/${language}`;
  return `${withoutTrailingSlash(base)}${languagePart}${encodeRest(rest)}`;
}

/**
 * The canonical URL of a page: its own country and language, default language unprefixed, no query
 * string and no trailing slash. `https://x/sg/en/cart?step=cart` → `https://x/sg/cart` when en is sg's default.
 */
export function canonicalLink(config: LinkConfig, page: PageLocation): string {
  return pageUrl(config, page.country, page.language ?? defaultLanguageOf(config, page.country), page.rest);
}

/**
 * Alternate links for a page: for each configured country (the page's own country first if it is not
 * listed), one link per language in ACCEPTED_LANGUAGES order ('en', 'ar', 'zh-hans', 'vi') filtered by
 * the country's `languages`, with hreflang `<language tag>-<COUNTRY>` ('zh-Hans-SG'); then one
 * 'x-default' link to the x-default country's default-language URL. The list includes the page itself,
 * as search engines require.
 */
export function alternateLinks(config: LinkConfig, page: PageLocation): AlternateLink[] {
  const configured = config.countries ?? [];
  const countries: readonly LinkCountry[] = configured.some((c) => c.code === page.country)
    ? configured
    : [{ code: page.country, defaultLanguage: FALLBACK_LANGUAGE }, ...configured];
  const links: AlternateLink[] = [];
  for (const country of countries) {
    const languages = country.languages ?? ACCEPTED_LANGUAGES;
    for (const language of ACCEPTED_LANGUAGES) {
      if (!languages.includes(language)) continue;
      links.push({
        rel: 'alternate',
        hreflang: hreflangFor(language, country.code),
        href: pageUrl(config, country.code, language, page.rest),
      });
    }
  }
  const xDefault = config.xDefaultCountry ?? 'sg';
  links.push({
    rel: 'alternate',
    hreflang: 'x-default',
    href: pageUrl(config, xDefault, defaultLanguageOf(config, xDefault), page.rest),
  });
  return links;
}
