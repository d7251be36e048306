import type { CmsPage } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { mediaUrl } from '../../http/media-url';
import { formatCmsSlug, parseCmsSlug } from './cms-slug';
import { findPage, selectAlternates, type CmsPageRow } from './queries';

type Lang = CmsPage['language'];

async function pageView(db: Database, row: CmsPageRow, publicOrigin: string): Promise<CmsPage> {
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
      image: mediaUrl(publicOrigin, row.seo.image),
    },
    blocks: row.blocks.map((block) => ({ id: block.id, type: block.type, data: block.data })),
    alternates: alternates.map((alt) => ({
      country: alt.country,
      language: alt.language as Lang,
      slug: formatCmsSlug(alt),
    })),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function publishedPage(db: Database, fullSlug: string, publicOrigin: string): Promise<CmsPage> {
  const key = parseCmsSlug(fullSlug);
  const row = key ? await findPage(db, key, 'published') : undefined;
  if (!row) throw notFound('Page not found');
  return pageView(db, row, publicOrigin);
}

/** The draft when there is one; otherwise the published page, so every page can be previewed. */
export async function draftPage(db: Database, fullSlug: string, publicOrigin: string): Promise<CmsPage> {
  const key = parseCmsSlug(fullSlug);
  const row = key
    ? ((await findPage(db, key, 'draft')) ?? (await findPage(db, key, 'published')))
    : undefined;
  if (!row) throw notFound('Page not found');
  return pageView(db, row, publicOrigin);
}
