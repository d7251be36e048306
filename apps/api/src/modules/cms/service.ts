import type { CmsPage, CmsPageSummary, operations } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { mediaUrl } from '../../http/media-url';
import { formatCmsSlug, parseCmsSlug } from './cms-slug';
import { findPage, selectAlternates, selectCollectionPages, type CmsPageRow } from './queries';
import { sanitizeBlocks } from './sanitize';

type Lang = CmsPage['language'];

async function pageView(db: Database, row: CmsPageRow): Promise<CmsPage> {
  const alternates = await selectAlternates(db, row);
  return {
    id: row.id,
    slug: formatCmsSlug(row),
    title: row.title,
    country: row.country,
    language: row.language as Lang,
    is_draft: row.status === 'draft',
    seo: {
      title: row.seo.title,
      description: row.seo.description,
      image: mediaUrl(row.seo.image),
    },
    // Sanitised on the way out too: rows written before the import sanitised, or by hand in SQL,
    // must not reach a browser that renders `data.html` as HTML.
    blocks: sanitizeBlocks(row.blocks).map((block) => ({ id: block.id, type: block.type, data: block.data })),
    alternates: alternates.map((alt) => ({
      country: alt.country,
      language: alt.language as Lang,
      slug: formatCmsSlug(alt),
    })),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function publishedPage(db: Database, fullSlug: string): Promise<CmsPage> {
  const key = parseCmsSlug(fullSlug);
  const row = key ? await findPage(db, key, 'published') : undefined;
  if (!row) throw notFound('Page not found');
  return pageView(db, row);
}

/** The draft when there is one; otherwise the published page, so every page can be previewed. */
export async function draftPage(db: Database, fullSlug: string): Promise<CmsPage> {
  const key = parseCmsSlug(fullSlug);
  const row = key
    ? ((await findPage(db, key, 'draft')) ?? (await findPage(db, key, 'published')))
    : undefined;
  if (!row) throw notFound('Page not found');
  return pageView(db, row);
}

export type CmsCollection = operations['listCmsCollection']['parameters']['path']['collection'];

/** Base-slug prefix of each business collection's pages (contract `listCmsCollection`). */
export const COLLECTION_PREFIXES: Record<CmsCollection, string> = {
  'success-stories': 'success-story-',
  'press-releases': 'press-release-',
  'business-products': 'business-product-',
};

/**
 * The published pages of a collection in one country and language, newest first, as summaries
 * for the business area's lists: `key` is what the page's path carries
 * (`/success-stories/{key}`), the rest comes from the page's SEO fields.
 */
export async function collectionPages(
  db: Database,
  collection: CmsCollection,
  locale: { country: string; language: string },
): Promise<CmsPageSummary[]> {
  const prefix = COLLECTION_PREFIXES[collection];
  const rows = await selectCollectionPages(db, prefix, locale);
  return rows.map((row) => ({
    slug: formatCmsSlug(row),
    key: row.slug.slice(prefix.length),
    title: row.title,
    description: row.seo.description,
    image: mediaUrl(row.seo.image),
    created_at: row.createdAt.toISOString(),
  }));
}
