import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language } from '@atelier/commerce/paths';

/**
 * The titles, meta descriptions and sitemap entries of an area's pages: the `pageHeads` export of
 * its SSR build (dist/server/entry-server.js), which builds them from the pages' manifests and the
 * area's catalogues (libs/app-shell page-heads, docs/architecture.md "Adding a page"). The server
 * imports no app: it reads this plain data from the module it loads by path anyway, and declares
 * the shape here (kept in step by the API tests and the areas' own).
 */
export interface PageHeads {
  /** One entry per route path pattern after `/{cc}/{lang?}/` ('' is the index). */
  pages: {
    name: string;
    path: string;
    title: Record<Language, string>;
    description: Record<Language, string>;
    /** A shopper's own page (its manifest says so): noindex, never cached, out of robots' reach. */
    private?: boolean;
  }[];
  notFound: Record<Language, string>;
  fallback: { title: Record<Language, string>; description: Record<Language, string> };
  /** Pages every country has, as path segments after the locale. */
  sitemap: string[][];
}

/** The title the server sends when an area's build (and so its heads) is missing. */
export const BRAND_TITLE = 'Atelier Scents';

const isPageHeads = (value: unknown): value is PageHeads => {
  const heads = value as Partial<PageHeads> | null;
  return (
    !!heads &&
    Array.isArray(heads.pages) &&
    Array.isArray(heads.sitemap) &&
    typeof heads.notFound === 'object' &&
    typeof heads.fallback === 'object'
  );
};

/**
 * The `pageHeads` of an area's SSR module; null (with a warning) when it is not built or exports
 * none: its pages then get the brand as their title and no description.
 */
export async function loadPageHeads(file: string, log: FastifyBaseLogger): Promise<PageHeads | null> {
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { pageHeads?: unknown };
    if (!isPageHeads(module.pageHeads)) throw new Error('no pageHeads export');
    return module.pageHeads;
  } catch (error) {
    log.warn({ err: error, file }, 'page heads failed to load: pages get the brand as their title');
    return null;
  }
}

/**
 * How well a route pattern matches the path's segments (react-router's ranking, simplified): null
 * when it does not, else higher for more fixed segments. `:name?` may be absent, `*` takes the rest.
 */
function matchScore(pattern: string, rest: readonly string[]): number | null {
  const segments = pattern.split('/').filter(Boolean);
  let score = 0;
  let at = 0;
  for (const segment of segments) {
    if (segment === '*') return score + 1;
    const value = rest[at];
    if (segment.startsWith(':')) {
      if (value === undefined) {
        if (segment.endsWith('?')) continue;
        return null;
      }
      score += 3;
    } else {
      if (value !== segment) return null;
      score += 10;
    }
    at += 1;
  }
  return at === rest.length ? score + 2 : null;
}

/** The most specific page of `heads` whose path pattern matches `rest`; null when none does. */
function matchPage(heads: PageHeads, rest: readonly string[]): PageHeads['pages'][number] | null {
  let best: PageHeads['pages'][number] | null = null;
  let bestScore = -1;
  for (const page of heads.pages) {
    const score = matchScore(page.path, rest);
    if (score !== null && score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  return best;
}

/** The head of the page at `rest` (the path's segments after the locale), in `language`. */
export function pageHead(
  heads: PageHeads | null,
  rest: readonly string[],
  language: Language,
): { title: string; description: string | null } {
  if (!heads) return { title: BRAND_TITLE, description: null };
  const head = matchPage(heads, rest) ?? heads.fallback;
  return { title: head.title[language], description: head.description[language] };
}

/** Whether the page at `rest` is a shopper's own (cart, checkout, account…): its manifest says so. */
export function isPrivatePage(heads: PageHeads | null, rest: readonly string[]): boolean {
  return heads ? matchPage(heads, rest)?.private === true : false;
}

/**
 * The first path segment of every shopper's own page of the areas (`cart`, `account`…): robots.txt
 * asks crawlers to skip them and the page cache never keeps a path that has one.
 */
export function privateSegments(...areas: readonly (PageHeads | null)[]): string[] {
  const segments = areas.flatMap((heads) =>
    (heads?.pages ?? []).flatMap((page) => {
      const first = page.path.split('/').find(Boolean);
      return page.private && first && !first.startsWith(':') ? [first] : [];
    }),
  );
  return [...new Set(segments)].sort();
}

export function notFoundTitle(heads: PageHeads | null, language: Language): string {
  return heads?.notFound[language] ?? BRAND_TITLE;
}
