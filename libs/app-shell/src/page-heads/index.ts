import { LANGUAGES, type Language } from '@atelier/commerce/paths';
import { flattenCatalogue } from '../i18n/flatten-catalogue';

/**
 * The head of every page of an area (title, meta description) in every language, and the area's
 * sitemap entries: plain data, built on the server from the pages' manifests and the area's
 * catalogues, and exported by the area's SSR build (`pageHeads` of dist/server/entry-server.js).
 * The API server reads it from there (apps/api/src/web/page-heads.ts, which declares the same
 * shape: it imports no app); no browser bundle carries it. Canonical and alternate links need no
 * data: the server derives them from the path (SPEC §2) for every page alike.
 */
export interface PageHeadsData {
  /** One entry per path pattern (react-router syntax, after `/{cc}/{lang?}/`; '' is the index). */
  pages: PageHeadEntry[];
  /** The title of the not-found page (a bad country or language, an unknown path). */
  notFound: Record<Language, string>;
  /** What a path matching no pattern gets: the brand, and the area's own description. */
  fallback: { title: Record<Language, string>; description: Record<Language, string> };
  /** Pages every country has, as path segments after the locale ([] is the area's index). */
  sitemap: string[][];
}

export interface PageHeadEntry {
  /** The route name of the page (its manifest's). */
  name: string;
  path: string;
  title: Record<Language, string>;
  description: Record<Language, string>;
  /** A shopper's own page (PageHeadSource.private). */
  private?: true;
}

/** Catalogue keys (dotted, as i18next reads them) of a page's title and description. */
export interface HeadKeys {
  title: string;
  description: string;
}

/** What a page's manifest says about its head: its keys, per-path exceptions, its sitemap entries. */
export interface PageHeadSource {
  name: string;
  /** The page's path patterns, after `/{cc}/{lang?}/` (the area's base segment included). */
  paths: readonly string[];
  head: HeadKeys & {
    /** Another title or description for some of the paths (`account/bookings` of the account page). */
    paths?: Readonly<Record<string, HeadKeys>>;
  };
  /**
   * The page's entries in sitemap.xml: `true` lists its paths without parameters (drafts never),
   * a function gives them as segments (a function, so that a browser build which leaves the
   * manifest's server half out drops what it reads too); none leaves the page out (a shopper's
   * own page, a product).
   */
  sitemap?: true | (() => readonly (readonly string[])[]);
  /**
   * A shopper's own page (cart, checkout, account, log-in…): the server marks it noindex, never
   * caches it, and robots.txt asks crawlers to skip it.
   */
  private?: true;
}

export interface PageHeadsInput {
  pages: readonly PageHeadSource[];
  /** Every text of each language the keys may name (the area's catalogues, head texts included). */
  catalogues: Record<Language, readonly object[]>;
  /** Keys of the brand (ends every title), the not-found title and the area's own description. */
  brand: string;
  notFound: string;
  description: string;
}

/** A path pattern's segments, without the parameters: null when the path takes one (or is a draft). */
function fixedSegments(path: string): string[] | null {
  const segments = path.split('/').filter(Boolean);
  return segments.some((segment) => segment.startsWith(':') || segment === '*' || segment === 'draft')
    ? null
    : segments;
}

/** Keys a page names that some language lacks, as `language: key (page)`; none is the goal. */
export function pageHeadProblems(input: PageHeadsInput): string[] {
  const texts = flatTexts(input.catalogues);
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const keys = [
      ...[input.brand, input.notFound, input.description].map((key) => ({ key, page: 'area' })),
      ...input.pages.flatMap((page) =>
        [page.head, ...Object.values(page.head.paths ?? {})].flatMap((head) => [
          { key: head.title, page: page.name },
          { key: head.description, page: page.name },
        ]),
      ),
    ];
    for (const { key, page } of keys) {
      if (!texts[language].get(key)) problems.push(`${language}: ${key} (${page})`);
    }
    for (const page of input.pages) {
      for (const path of Object.keys(page.head.paths ?? {})) {
        if (!page.paths.includes(path)) problems.push(`${page.name}: no path ${path}`);
      }
    }
  }
  return [...new Set(problems)];
}

function flatTexts(catalogues: Record<Language, readonly object[]>): Record<Language, Map<string, string>> {
  const flat = (language: Language) =>
    new Map(catalogues[language].flatMap((catalogue) => [...flattenCatalogue(catalogue)]));
  return Object.fromEntries(LANGUAGES.map((language) => [language, flat(language)])) as Record<
    Language,
    Map<string, string>
  >;
}

/**
 * The area's heads in every language: `{title} | {brand}` per path, the not-found title, the
 * fallback and the sitemap entries. A key a language lacks (pageHeadProblems, which the areas'
 * tests check) leaves the brand alone as the title and the area's description.
 */
export function buildPageHeads(input: PageHeadsInput): PageHeadsData {
  const texts = flatTexts(input.catalogues);
  const inEvery = (pick: (language: Language, text: (key: string) => string | undefined) => string) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, pick(language, (key) => texts[language].get(key) || undefined)]),
    ) as Record<Language, string>;
  const brand = inEvery((_, text) => text(input.brand) ?? 'Atelier Scents');
  const areaDescription = inEvery((_, text) => text(input.description) ?? '');
  // A page whose title is known only once it renders (a product) names the brand: the brand alone.
  const titled = (key: string) =>
    inEvery((language, text) => {
      const title = key === input.brand ? undefined : text(key);
      return title ? `${title} | ${brand[language]}` : brand[language];
    });
  const described = (key: string) => inEvery((language, text) => text(key) ?? areaDescription[language]);

  const pages = input.pages.flatMap((page) =>
    page.paths.map((path): PageHeadEntry => {
      const head = page.head.paths?.[path] ?? page.head;
      const entry: PageHeadEntry = {
        name: page.name,
        path,
        title: titled(head.title),
        description: described(head.description),
      };
      return page.private ? { ...entry, private: true } : entry;
    }),
  );
  const sitemap = input.pages.flatMap((page) =>
    page.sitemap === true
      ? page.paths.flatMap((path) => {
          const segments = fixedSegments(path);
          return segments ? [segments] : [];
        })
      : (page.sitemap?.() ?? []).map((segments) => [...segments]),
  );
  return {
    pages,
    notFound: titled(input.notFound),
    fallback: { title: brand, description: areaDescription },
    sitemap,
  };
}
