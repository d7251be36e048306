import type {
  AdminCmsPage,
  AdminCmsPageDraft,
  AdminCmsPageList,
  AdminCmsPageNew,
  AdminVersionOnly,
} from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
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

const contentOf = (row: CmsPageRow) => ({ title: row.title, seo: row.seo, blocks: row.blocks });
const entityIdOf = (key: PageLocaleKey) => `${key.slug}-${key.country}-${key.language}`;

/**
 * The page's row of `status` holding `content` at `version`: `existing` (that row, locked)
 * updated, or a new row when there is none.
 */
async function putPageRow(
  tx: Database,
  key: PageLocaleKey,
  status: CmsPageRow['status'],
  existing: CmsPageRow | undefined,
  content: Pick<typeof cmsPages.$inferInsert, 'title' | 'seo' | 'blocks'>,
  version: number,
): Promise<CmsPageRow> {
  const now = new Date();
  const [row] = existing
    ? await tx
        .update(cmsPages)
        .set({ ...content, version, updatedAt: now })
        .where(eq(cmsPages.id, existing.id))
        .returning()
    : await tx
        .insert(cmsPages)
        .values({ ...key, status, ...content, version, createdAt: now, updatedAt: now })
        .returning();
  return row as CmsPageRow;
}

/** A page's locked rows: its draft and published rows, and the one editors work on (`shown`). */
interface LockedPage {
  draft: CmsPageRow | undefined;
  published: CmsPageRow | undefined;
  shown: CmsPageRow;
}

/** What a change wrote: its audit entry, and the rows the answer shows. */
interface PageWrite {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  shown: CmsPageRow;
  published: CmsPageRow | undefined;
}

/**
 * One change made on the version the editor read, in one transaction: the page's rows locked, 404
 * when there are none, 409 (with the page as it is) when `version` is not its editing version;
 * then `change` writes, and its audit entry goes in with it.
 */
async function withPageVersion(
  db: Database,
  context: { options: AdminPagesOptions; staff: AuditActor },
  key: PageLocaleKey,
  version: number,
  change: (tx: Database, rows: LockedPage) => Promise<PageWrite>,
): Promise<AdminCmsPage> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const rows = await lockPageRows(tx, key);
    const shown = rows.draft ?? rows.published;
    if (!shown) throw notFound('Page not found');
    if (shown.version !== version)
      throw versionConflict(
        pageView(context.options, shown, rows.published),
        'Someone else changed this page while you were editing it',
      );
    const write = await change(tx, { ...rows, shown });
    await recordAudit(tx, context.staff, {
      action: write.action,
      entity: 'cms_page',
      entityId: entityIdOf(key),
      before: write.before,
      after: write.after,
    });
    return pageView(context.options, write.shown, write.published);
  });
}

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
  return withPageVersion(
    db,
    { options, staff },
    key,
    body.version,
    async (tx, { draft, published, shown }) => {
      // The draft is the row editors work on when there is one (shown): its version goes on by one.
      const saved = await putPageRow(tx, key, 'draft', draft, page, shown.version + 1);
      return {
        action: 'cms_page.save_draft',
        before: contentOf(shown),
        after: contentOf(saved),
        shown: saved,
        published,
      };
    },
  );
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
  return withPageVersion(db, { options, staff }, key, body.version, async (tx, { draft, published }) => {
    if (!draft) throw unprocessable('version', 'no_draft', 'This page has no draft to publish');
    await tx.delete(cmsPages).where(eq(cmsPages.id, draft.id));
    const live = await putPageRow(tx, key, 'published', published, contentOf(draft), draft.version + 1);
    return {
      action: 'cms_page.publish',
      before: published ? contentOf(published) : null,
      after: contentOf(live),
      shown: live,
      published: live,
    };
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
      entityId: entityIdOf(key),
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
  return withPageVersion(db, { options, staff }, key, body.version, async (tx, { draft, published }) => {
    if (!draft) throw unprocessable('version', 'no_draft', 'This page has no draft to discard');
    if (!published)
      throw unprocessable(
        'version',
        'not_published',
        'This page was never published: there is no published version to go back to',
      );
    await tx.delete(cmsPages).where(eq(cmsPages.id, draft.id));
    const live = await putPageRow(tx, key, 'published', published, contentOf(published), draft.version + 1);
    return {
      action: 'cms_page.discard_draft',
      before: contentOf(draft),
      after: contentOf(live),
      shown: live,
      published: live,
    };
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
  return withPageVersion(
    db,
    { options, staff },
    key,
    body.version,
    async (tx, { draft, published, shown }) => {
      if (!published) throw unprocessable('version', 'not_published', 'This page is not published');
      await tx.delete(cmsPages).where(eq(cmsPages.id, published.id));
      // An existing draft keeps its content; otherwise the published content becomes the draft.
      const kept = await putPageRow(
        tx,
        key,
        'draft',
        draft,
        contentOf(draft ?? published),
        shown.version + 1,
      );
      return {
        action: 'cms_page.unpublish',
        before: { published: true, ...contentOf(published) },
        after: { published: false },
        shown: kept,
        published: undefined,
      };
    },
  );
}
