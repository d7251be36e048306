import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cmsPages } from '../../db/schema';
import type { CmsPageRow } from './queries';

export interface PageLocaleKey {
  slug: string;
  country: string;
  language: string;
}

/** Base-slug prefixes of the business area's pages (the rest are the store's). */
export const BUSINESS_PREFIXES = ['business-', 'success-story-', 'press-release-'] as const;

const businessCondition = () =>
  or(...BUSINESS_PREFIXES.map((prefix) => sql`${cmsPages.slug} like ${`${prefix}%`}`)) as SQL;

export interface AdminPageFilter {
  q?: string;
  country?: string;
  language?: string;
  area?: 'store' | 'business';
}

/** `%` and `_` match themselves in a search, not everything. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One row per page and locale (a draft and a published row are one page): the draft's row when
 * there is one, with whether a published row exists. By slug, country and language.
 */
export async function selectAdminPages(
  db: Database,
  filter: AdminPageFilter,
  window: { offset: number; limit: number },
): Promise<{ count: number; rows: (CmsPageRow & { published: boolean; hasDraft: boolean })[] }> {
  const conditions: SQL[] = [];
  if (filter.country) conditions.push(eq(cmsPages.country, filter.country));
  if (filter.language) conditions.push(eq(cmsPages.language, filter.language));
  if (filter.area === 'business') conditions.push(businessCondition());
  if (filter.area === 'store') conditions.push(sql`not (${businessCondition()})`);
  if (filter.q) {
    const pattern = `%${likeEscaped(filter.q.trim())}%`;
    conditions.push(or(ilike(cmsPages.slug, pattern), ilike(cmsPages.title, pattern)) as SQL);
  }
  // The row shown: the draft when there is one (drafts sort first within a page).
  const shown = sql`not exists (select 1 from cms_pages d where d.slug = ${cmsPages.slug} and d.country = ${cmsPages.country} and d.language = ${cmsPages.language} and d.status = 'draft' and ${cmsPages.status} = 'published')`;
  const where = and(shown, ...conditions);
  const [countRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cmsPages)
    .where(where);
  const rows = await db
    .select({
      page: cmsPages,
      published: sql<boolean>`exists (select 1 from cms_pages p where p.slug = ${cmsPages.slug} and p.country = ${cmsPages.country} and p.language = ${cmsPages.language} and p.status = 'published')`,
    })
    .from(cmsPages)
    .where(where)
    .orderBy(asc(cmsPages.slug), asc(cmsPages.country), asc(cmsPages.language))
    .offset(window.offset)
    .limit(window.limit);
  return {
    count: Number(countRow?.count ?? 0),
    rows: rows.map((r) => ({
      ...r.page,
      published: Boolean(r.published),
      hasDraft: r.page.status === 'draft',
    })),
  };
}

interface PageRows {
  draft: CmsPageRow | undefined;
  published: CmsPageRow | undefined;
}

async function pageRows(db: Database, key: PageLocaleKey, lock: boolean): Promise<PageRows> {
  const query = db
    .select()
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.slug, key.slug),
        eq(cmsPages.country, key.country),
        eq(cmsPages.language, key.language),
      ),
    );
  const rows = lock ? await query.for('update') : await query;
  return {
    draft: rows.find((row) => row.status === 'draft'),
    published: rows.find((row) => row.status === 'published'),
  };
}

/** The draft and published rows of one page and locale, locked for the change (FOR UPDATE). */
export const lockPageRows = (tx: Database, key: PageLocaleKey): Promise<PageRows> => pageRows(tx, key, true);

/** The same rows, unlocked (reads). */
export const selectPageRows = (db: Database, key: PageLocaleKey): Promise<PageRows> =>
  pageRows(db, key, false);
