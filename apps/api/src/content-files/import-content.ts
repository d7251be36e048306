import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cmsPages, countries } from '../db/schema';
import { sanitizeBlocks } from '../modules/cms';
import type { PageFile } from './page-file';
import { readContentFolder, type FoundPage } from './read-content-folder';

export interface ImportOptions {
  /** Check the files and report what would change, writing nothing. */
  dryRun?: boolean;
}

export interface ImportSummary {
  dryRun: boolean;
  /** Paths of the files (relative to the folder) by what importing them did or would do. */
  created: string[];
  updated: string[];
  unchanged: string[];
}

/** The folder has bad files: nothing was written. `problems` has one line per problem, path first. */
export class ContentFilesError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content files have ${problems.length} problem(s); nothing was imported:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentFilesError';
  }
}

// jsonb does not keep key order, so "unchanged" compares with keys sorted.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
const sameContent = (a: PageFile, b: PageFile) =>
  canonical({ title: a.title, seo: a.seo, blocks: a.blocks }) ===
  canonical({ title: b.title, seo: b.seo, blocks: b.blocks });

const keyOf = (k: { slug: string; country: string; language: string; status: string }) =>
  `${k.slug}|${k.country}|${k.language}|${k.status}`;

/**
 * Imports a content folder written by exportContent (and edited by hand). Every file is checked
 * first; one bad file and nothing is written. Then every page is inserted or updated in one
 * transaction, so shoppers never see half an import. Block HTML is sanitised exactly as the CMS
 * does it. Pages without a file are left alone: an import never deletes.
 */
export async function importContent(
  db: Database,
  dir: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const reading = await readContentFolder(dir);
  const problems = [...reading.problems];
  const known = new Set((await db.select({ code: countries.code }).from(countries)).map((c) => c.code));
  for (const found of reading.pages) {
    if (!known.has(found.key.country)) {
      problems.push(
        `${found.path}: country "${found.key.country}" is not one of the shop's countries (${[...known].sort().join(', ') || 'none yet: run npm run seed'})`,
      );
    }
  }
  if (problems.length > 0) throw new ContentFilesError(problems);

  const pages = reading.pages.map((found): FoundPage => ({
    ...found,
    page: { ...found.page, blocks: sanitizeBlocks(found.page.blocks) },
  }));

  const plan = async (tx: Database) => {
    const existing = new Map((await tx.select().from(cmsPages)).map((row) => [keyOf(row), row]));
    const summary: ImportSummary = {
      dryRun: options.dryRun === true,
      created: [],
      updated: [],
      unchanged: [],
    };
    const writes: FoundPage[] = [];
    for (const found of pages) {
      const row = existing.get(keyOf(found.key));
      if (!row) summary.created.push(found.path);
      else if (sameContent(row, found.page)) summary.unchanged.push(found.path);
      else summary.updated.push(found.path);
      if (!row || !sameContent(row, found.page)) writes.push(found);
    }
    return { summary, writes };
  };

  if (options.dryRun) return (await plan(db)).summary;

  return db.transaction(async (tx) => {
    const { summary, writes } = await plan(tx as unknown as Database);
    const now = new Date();
    for (let i = 0; i < writes.length; i += 100) {
      await tx
        .insert(cmsPages)
        .values(
          writes.slice(i, i + 100).map(({ key, page }) => ({
            slug: key.slug,
            country: key.country,
            language: key.language,
            status: key.status,
            title: page.title,
            seo: page.seo,
            blocks: page.blocks,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [cmsPages.slug, cmsPages.country, cmsPages.language, cmsPages.status],
          set: {
            title: sql`excluded.title`,
            seo: sql`excluded.seo`,
            blocks: sql`excluded.blocks`,
            updatedAt: sql`excluded.updated_at`,
            // An import is a change like a console save: an editor's page opened before it is stale (409).
            version: sql`${cmsPages.version} + 1`,
          },
        });
    }
    return summary;
  });
}
