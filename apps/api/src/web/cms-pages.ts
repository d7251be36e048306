import { and, asc, eq, like, or } from 'drizzle-orm';
import { BUSINESS_BASE_SEGMENT } from '@atelier/commerce/paths';
import type { Database } from '../db/database';
import { cmsPages } from '../db/schema';

// Which CMS page (base slug, SPEC §7) a browser path shows, so the server can write that page's own
// title and description into the HTML. The browser apps fetch the same slugs.
const STORE_CMS_PAGES: ReadonlySet<string> = new Set([
  'terms-conditions',
  'shipping-information',
  'faq',
  'perfume-best-creations',
]);

/** Business sub-routes whose second segment names a CMS page, and the slug prefix of those pages. */
const BUSINESS_COLLECTIONS = [
  { route: 'success-stories', prefix: 'success-story-' },
  { route: 'press-releases', prefix: 'press-release-' },
  { route: 'product', prefix: 'business-product-' },
  // Custom pages last: their `business-` prefix also matches product pages.
  { route: 'custom-page', prefix: 'business-' },
] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The base slug of the CMS page at `rest` (segments after the locale), or null when it has none. */
export function cmsSlugForPath(rest: readonly string[]): string | null {
  if (rest[0] === BUSINESS_BASE_SEGMENT) {
    if (rest.length === 1) return BUSINESS_BASE_SEGMENT;
    const collection = BUSINESS_COLLECTIONS.find((c) => c.route === rest[1]);
    const key = rest[2];
    if (!collection || rest.length !== 3 || !key || !SLUG.test(key)) return null;
    return `${collection.prefix}${key}`;
  }
  return rest.length === 1 && STORE_CMS_PAGES.has(rest[0] ?? '') ? (rest[0] as string) : null;
}

/** The business path of a collection page's base slug (inverse of cmsSlugForPath), or null. */
export function businessPathForSlug(slug: string): string[] | null {
  if (slug === BUSINESS_BASE_SEGMENT) return [BUSINESS_BASE_SEGMENT];
  for (const collection of BUSINESS_COLLECTIONS) {
    if (slug.startsWith(collection.prefix) && slug.length > collection.prefix.length) {
      return [BUSINESS_BASE_SEGMENT, collection.route, slug.slice(collection.prefix.length)];
    }
  }
  return null;
}

export interface PageLocale {
  country: string;
  language: string;
}

export interface CmsPageSeo {
  title: string;
  description: string | null;
  /** Every published version of the page: its alternate-language links. */
  locales: PageLocale[];
}

/** The SEO of the published page `slug` in one country and language; null when there is none. */
export async function loadCmsPageSeo(db: Database, key: { slug: string; country: string; language: string }) {
  const rows = await db
    .select({
      country: cmsPages.country,
      language: cmsPages.language,
      seo: cmsPages.seo,
      title: cmsPages.title,
    })
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, key.slug), eq(cmsPages.status, 'published')))
    .orderBy(asc(cmsPages.country), asc(cmsPages.language));
  const own = rows.find((row) => row.country === key.country && row.language === key.language);
  if (!own) return null;
  return {
    title: own.seo.title || own.title,
    description: own.seo.description,
    locales: rows.map(({ country, language }) => ({ country, language })),
  } satisfies CmsPageSeo;
}

export interface LocalizedSitemapPage {
  rest: string[];
  /** The countries and languages the page is published in; drafts never count. */
  locales: PageLocale[];
}

/** Every published page of the business collections (stories, press releases, products, custom pages). */
export async function listBusinessSitemapPages(db: Database): Promise<LocalizedSitemapPage[]> {
  const rows = await db
    .select({ slug: cmsPages.slug, country: cmsPages.country, language: cmsPages.language })
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.status, 'published'),
        or(...BUSINESS_COLLECTIONS.map((c) => like(cmsPages.slug, `${c.prefix}%`))),
      ),
    )
    .orderBy(asc(cmsPages.slug), asc(cmsPages.country), asc(cmsPages.language));
  const pages = new Map<string, LocalizedSitemapPage>();
  for (const row of rows) {
    const rest = businessPathForSlug(row.slug);
    // The landing is a fixed sitemap page already.
    if (!rest || rest.length === 1) continue;
    const page = pages.get(row.slug) ?? { rest, locales: [] };
    page.locales.push({ country: row.country, language: row.language });
    pages.set(row.slug, page);
  }
  return [...pages.values()];
}
