import { and, asc, desc, eq, like, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cmsPages } from '../../db/schema';

export type CmsPageRow = typeof cmsPages.$inferSelect;

export async function findPage(
  db: Database,
  key: { slug: string; country: string; language: string },
  status: 'published' | 'draft',
): Promise<CmsPageRow | undefined> {
  const [row] = await db
    .select()
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.slug, key.slug),
        eq(cmsPages.country, key.country),
        eq(cmsPages.language, key.language),
        eq(cmsPages.status, status),
      ),
    )
    .limit(1);
  return row;
}

/** Published versions of the same page in other countries or languages. */
export function selectAlternates(db: Database, page: CmsPageRow) {
  return db
    .select({ country: cmsPages.country, language: cmsPages.language, slug: cmsPages.slug })
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.slug, page.slug),
        eq(cmsPages.status, 'published'),
        or(ne(cmsPages.country, page.country), ne(cmsPages.language, page.language)),
      ),
    )
    .orderBy(asc(cmsPages.country), asc(cmsPages.language))
    .limit(50);
}

/** The contract's `maxItems` of a collection list. */
export const MAX_COLLECTION_PAGES = 200;

/**
 * Published pages of one country and language whose base slug starts with `prefix` (a fixed
 * collection prefix of `[a-z-]` only, so it needs no LIKE escaping), newest first; the slug
 * breaks ties so the order is stable.
 */
export function selectCollectionPages(
  db: Database,
  prefix: string,
  locale: { country: string; language: string },
) {
  return db
    .select({
      slug: cmsPages.slug,
      country: cmsPages.country,
      language: cmsPages.language,
      title: cmsPages.title,
      seo: cmsPages.seo,
      createdAt: cmsPages.createdAt,
    })
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.status, 'published'),
        eq(cmsPages.country, locale.country),
        eq(cmsPages.language, locale.language),
        like(cmsPages.slug, `${prefix}%`),
      ),
    )
    .orderBy(desc(cmsPages.createdAt), asc(cmsPages.slug))
    .limit(MAX_COLLECTION_PAGES);
}
