import type {
  AdminCmsPage,
  AdminCmsPageDraft,
  AdminCmsPageList,
  AdminCmsPageNew,
  AdminVersionOnly,
} from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import { readPageFile, SLUG_PATTERN, type PageFile } from '../../content-files/page-file';
import type { Database } from '../../db/database';
import { cmsPages, countries } from '../../db/schema';
import { badRequest, conflict, notFound, unprocessable, versionConflict } from '../../http/errors';
import type { FieldError } from '../../http/validation';
import { recordAudit, type AuditActor } from '../audit';
import {
  BUSINESS_PREFIXES,
  lockPageRows,
  selectAdminPages,
  selectPageRows,
  type AdminPageFilter,
  type PageLocaleKey,
} from './admin-queries';
import type { CmsPageRow } from './queries';
import { sanitizeBlocks } from './sanitize';

type Lang = AdminCmsPage['language'];

export interface AdminPagesOptions {
  /** The editors' preview token (config), put into the preview link the console frames. */
  previewToken: string;
}

/** Store paths of the store's CMS pages (apps/store cms manifests), by base slug. */
const STORE_PATHS: Readonly<Record<string, string>> = {
  home: '',
  faq: 'faq',
  'terms-conditions': 'terms-conditions',
  'shipping-information': 'shipping-information',
  'perfume-best-creations': 'perfume-best-creations',
};

const areaOf = (slug: string): AdminCmsPage['area'] =>
  BUSINESS_PREFIXES.some((prefix) => slug.startsWith(prefix)) ? 'business' : 'store';

/**
 * Business-area paths by base-slug prefix (apps/business content-slugs.ts and its page
 * manifests), most specific first: every key after the prefix has a route there.
 */
const BUSINESS_PATHS: readonly (readonly [prefix: string, path: string])[] = [
  ['business-product-', 'business-scenting/product/'],
  ['success-story-', 'business-scenting/success-stories/'],
  ['press-release-', 'business-scenting/press-releases/'],
  ['business-', 'business-scenting/custom-page/'],
];

/** Where shoppers read a page of this base slug, below `/{country}/{language}/`; null when no route shows it. */
function shopPathOf(slug: string): string | null {
  const storePath = STORE_PATHS[slug];
  if (storePath !== undefined) return storePath;
  if (slug === 'business-scenting') return 'business-scenting';
  for (const [prefix, path] of BUSINESS_PATHS)
    if (slug.startsWith(prefix) && slug.length > prefix.length) return `${path}${slug.slice(prefix.length)}`;
  return null;
}

function pageView(
  options: AdminPagesOptions,
  shown: CmsPageRow,
  published: CmsPageRow | undefined,
): AdminCmsPage {
  const base = `/${shown.country}/${shown.language}`;
  const shopPath = shopPathOf(shown.slug);
  return {
    slug: shown.slug,
    country: shown.country,
    language: shown.language as Lang,
    area: areaOf(shown.slug),
    title: shown.title,
    seo: { title: shown.seo.title, description: shown.seo.description, image: shown.seo.image },
    blocks: shown.blocks.map((block) => ({ id: block.id, type: block.type, data: block.data })),
    published: published !== undefined,
    has_draft: shown.status === 'draft',
    version: shown.version,
    updated_at: shown.updatedAt.toISOString(),
    // The store's draft view by slug (apps/store `draft/:slug`), which reads the draft with the token.
    preview_url: `${base}/draft/${shown.slug}?preview_token=${encodeURIComponent(options.previewToken)}`,
    store_url: published && shopPath !== null ? `${base}/${shopPath}` : null,
  };
}

const DEFAULT_PAGE_SIZE = 25;

export async function listAdminPages(
  db: Database,
  query: AdminPageFilter & { page?: number; page_size?: number },
): Promise<AdminCmsPageList> {
  if (query.q !== undefined && query.q.trim() === '')
    throw badRequest([{ field: 'query.q', reason: 'must not be blank' }]);
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { count, rows } = await selectAdminPages(db, query, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return {
    count,
    results: rows.map((row) => ({
      slug: row.slug,
      country: row.country,
      language: row.language as Lang,
      area: areaOf(row.slug),
      title: row.title,
      published: row.published,
      has_draft: row.hasDraft,
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

export async function getAdminPage(
  db: Database,
  options: AdminPagesOptions,
  key: PageLocaleKey,
): Promise<AdminCmsPage> {
  const { draft, published } = await selectPageRows(db, key);
  const shown = draft ?? published;
  if (!shown) throw notFound('Page not found');
  return pageView(options, shown, published);
}

/**
 * The content import's problem sentences (content-files/page-file.ts) as field errors: the part
 * before the first space names the field (`blocks[2].id`, `seo.image`, `title`).
 */
function problemsAsFields(problems: string[]): FieldError[] {
  return problems.map((problem) => {
    const match = /^(title|seo(?:\.[a-z]+)?|blocks(?:\[\d+\](?:\.[a-z]+)?)?)\b[:]?\s*(.*)$/.exec(problem);
    if (!match) return { field: 'body', reason: problem };
    const field = `body.${(match[1] as string).replace(/\[(\d+)\]/g, '.$1')}`;
    return { field, reason: (match[2] as string).replace(/^"[^"]*"\s*/, '') || problem };
  });
}

/** Checked by the content import's own rules, then its sanitising; a bad page is a 400. */
function checkedPage(body: AdminCmsPageDraft): PageFile {
  const read = readPageFile({ title: body.title, seo: body.seo, blocks: body.blocks });
  if ('problems' in read) throw badRequest(problemsAsFields(read.problems));
  return { ...read.page, blocks: sanitizeBlocks(read.page.blocks) };
}

/** The locked rows, when `version` is the page's editing version; 404 or 409 otherwise. */
async function rowsAtVersion(tx: Database, options: AdminPagesOptions, key: PageLocaleKey, version: number) {
  const rows = await lockPageRows(tx, key);
  const shown = rows.draft ?? rows.published;
  if (!shown) throw notFound('Page not found');
  if (shown.version !== version)
    throw versionConflict(
      pageView(options, shown, rows.published),
      'Someone else changed this page while you were editing it',
    );
  return { ...rows, shown };
}

const contentOf = (row: CmsPageRow) => ({ title: row.title, seo: row.seo, blocks: row.blocks });

/**
 * Saves the draft on the version the editor worked on: the first save makes the draft from the
 * published page, later ones replace it. Shoppers keep the published page.
 */
export async function saveAdminPageDraft(
  db: Database,
  options: AdminPagesOptions,
  staff: AuditActor,
  key: PageLocaleKey,
  body: AdminCmsPageDraft,
): Promise<AdminCmsPage> {
  const page = checkedPage(body);
  return db.transaction(async (tx) => {
    const { draft, published, shown } = await rowsAtVersion(
      tx as unknown as Database,
      options,
      key,
      body.version,
    );
    const now = new Date();
    let saved: CmsPageRow;
    if (draft) {
      [saved] = (await tx
        .update(cmsPages)
        .set({ ...page, version: sql`${cmsPages.version} + 1`, updatedAt: now })
        .where(eq(cmsPages.id, draft.id))
        .returning()) as [CmsPageRow];
    } else {
      [saved] = (await tx
        .insert(cmsPages)
        .values({
          ...key,
          status: 'draft',
          ...page,
          version: shown.version + 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning()) as [CmsPageRow];
    }
    await recordAudit(tx as unknown as Database, staff, {
      action: 'cms_page.save_draft',
      entity: 'cms_page',
      entityId: `${key.slug}-${key.country}-${key.language}`,
      before: contentOf(shown),
      after: contentOf(saved),
    });
    return pageView(options, saved, published);
  });
}

/**
 * The draft becomes the published page in one transaction (the draft row is gone). The database's
 * catalogue-version trigger counts this commit, so every process's page cache and response cache
 * drop what they kept on the next request.
 */
export async function publishAdminPage(
  db: Database,
  options: AdminPagesOptions,
  staff: AuditActor,
  key: PageLocaleKey,
  body: AdminVersionOnly,
): Promise<AdminCmsPage> {
  return db.transaction(async (tx) => {
    const { draft, published } = await rowsAtVersion(tx as unknown as Database, options, key, body.version);
    if (!draft) throw unprocessable('version', 'no_draft', 'This page has no draft to publish');
    const now = new Date();
    let live: CmsPageRow;
    await tx.delete(cmsPages).where(eq(cmsPages.id, draft.id));
    if (published) {
      [live] = (await tx
        .update(cmsPages)
        .set({ ...contentOf(draft), version: draft.version + 1, updatedAt: now })
        .where(eq(cmsPages.id, published.id))
        .returning()) as [CmsPageRow];
    } else {
      [live] = (await tx
        .insert(cmsPages)
        .values({
          ...key,
          status: 'published',
          ...contentOf(draft),
          version: draft.version + 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning()) as [CmsPageRow];
    }
    await recordAudit(tx as unknown as Database, staff, {
      action: 'cms_page.publish',
      entity: 'cms_page',
      entityId: `${key.slug}-${key.country}-${key.language}`,
      before: published ? contentOf(published) : null,
      after: contentOf(live),
    });
    return pageView(options, live, live);
  });
}

const STORE_SLUGS = Object.keys(STORE_PATHS);

/**
 * Why the shop could not show a page of this base slug (null when it can): the store has a route
 * for its own pages alone (apps/store cms manifests), the business area one per slug prefix.
 */
function unshowableSlug(slug: string): string | null {
  if (slug.length > 150) return 'must be at most 150 characters';
  if (!SLUG_PATTERN.test(slug))
    return 'must be lower-case letters and digits separated by single dashes (e.g. "shipping-information")';
  if (shopPathOf(slug) !== null) return null;
  return `the shop has no address for this page: a store page is one of ${STORE_SLUGS.join(', ')}; a business page starts with business-, business-product-, success-story- or press-release-`;
}

/**
 * Starts a page in one country and language as a draft (version 1): the title alone, or the SEO
 * fields and blocks of the same slug in `copy_from` (a translation to work from).
 */
export async function createAdminPage(
  db: Database,
  options: AdminPagesOptions,
  staff: AuditActor,
  body: AdminCmsPageNew,
): Promise<AdminCmsPage> {
  const errors: FieldError[] = [];
  const slugProblem = unshowableSlug(body.slug);
  if (slugProblem) errors.push({ field: 'body.slug', reason: slugProblem });
  const title = body.title.trim();
  if (title === '') errors.push({ field: 'body.title', reason: 'must not be blank' });
  const [country] = await db
    .select({ languages: countries.languages })
    .from(countries)
    .where(eq(countries.code, body.country));
  if (!country) errors.push({ field: 'body.country', reason: 'is not a country of the shop' });
  else if (!country.languages.includes(body.language))
    errors.push({
      field: 'body.language',
      reason: `is not offered in this country (${country.languages.join(', ')})`,
    });
  if (errors.length > 0) throw badRequest(errors);
  const key: PageLocaleKey = { slug: body.slug, country: body.country, language: body.language };
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    let content: PageFile = { title, seo: { title, description: null, image: null }, blocks: [] };
    if (body.copy_from) {
      const source = await selectPageRows(txDb, { slug: body.slug, ...body.copy_from });
      const from = source.draft ?? source.published;
      if (!from)
        throw badRequest([
          { field: 'body.copy_from', reason: 'no page of this slug in that country and language' },
        ]);
      content = { title, seo: from.seo, blocks: from.blocks };
    }
    // The unique index (slug, country, language, status) settles two creations at once: the
    // second insert does nothing and is the 409, like a page found here.
    const existing = await lockPageRows(txDb, key);
    const now = new Date();
    const [created] =
      existing.draft || existing.published
        ? []
        : ((await tx
            .insert(cmsPages)
            .values({ ...key, status: 'draft', ...content, version: 1, createdAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning()) as CmsPageRow[]);
    if (!created)
      throw conflict('This page already exists in that country and language', {
        errors: [{ field: 'body.slug', reason: 'already exists in this country and language' }],
      });
    await recordAudit(txDb, staff, {
      action: 'cms_page.create',
      entity: 'cms_page',
      entityId: `${key.slug}-${key.country}-${key.language}`,
      before: null,
      after: contentOf(created),
    });
    return pageView(options, created, undefined);
  });
}

/**
 * Throws the draft away: the published page is what editors work on again, under a version above
 * the draft's, so nobody's save on the discarded draft's version can land.
 */
export async function discardAdminPageDraft(
  db: Database,
  options: AdminPagesOptions,
  staff: AuditActor,
  key: PageLocaleKey,
  body: AdminVersionOnly,
): Promise<AdminCmsPage> {
  return db.transaction(async (tx) => {
    const { draft, published } = await rowsAtVersion(tx as unknown as Database, options, key, body.version);
    if (!draft) throw unprocessable('version', 'no_draft', 'This page has no draft to discard');
    if (!published)
      throw unprocessable(
        'version',
        'not_published',
        'This page was never published: there is no published version to go back to',
      );
    await tx.delete(cmsPages).where(eq(cmsPages.id, draft.id));
    const [live] = (await tx
      .update(cmsPages)
      .set({ version: draft.version + 1, updatedAt: new Date() })
      .where(eq(cmsPages.id, published.id))
      .returning()) as [CmsPageRow];
    await recordAudit(tx as unknown as Database, staff, {
      action: 'cms_page.discard_draft',
      entity: 'cms_page',
      entityId: `${key.slug}-${key.country}-${key.language}`,
      before: contentOf(draft),
      after: contentOf(live),
    });
    return pageView(options, live, live);
  });
}

/**
 * Takes the page off the shop: the published row goes, its content stays as the draft (an
 * existing draft is kept as it is), under a new version. The commit raises the catalogue version,
 * so the store's caches stop serving it on the next request.
 */
export async function unpublishAdminPage(
  db: Database,
  options: AdminPagesOptions,
  staff: AuditActor,
  key: PageLocaleKey,
  body: AdminVersionOnly,
): Promise<AdminCmsPage> {
  return db.transaction(async (tx) => {
    const { draft, published, shown } = await rowsAtVersion(
      tx as unknown as Database,
      options,
      key,
      body.version,
    );
    if (!published) throw unprocessable('version', 'not_published', 'This page is not published');
    const now = new Date();
    await tx.delete(cmsPages).where(eq(cmsPages.id, published.id));
    const [kept] = draft
      ? ((await tx
          .update(cmsPages)
          .set({ version: shown.version + 1, updatedAt: now })
          .where(eq(cmsPages.id, draft.id))
          .returning()) as [CmsPageRow])
      : ((await tx
          .insert(cmsPages)
          .values({
            ...key,
            status: 'draft',
            ...contentOf(published),
            version: published.version + 1,
            createdAt: now,
            updatedAt: now,
          })
          .returning()) as [CmsPageRow]);
    await recordAudit(tx as unknown as Database, staff, {
      action: 'cms_page.unpublish',
      entity: 'cms_page',
      entityId: `${key.slug}-${key.country}-${key.language}`,
      before: { published: true, ...contentOf(published) },
      after: { published: false },
    });
    return pageView(options, kept, undefined);
  });
}
