import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { asc } from 'drizzle-orm';
import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../db/database';
import { cmsPages } from '../db/schema';
import { formatPageFile, pageFilePath } from './page-file';

export interface ExportSummary {
  /** Files written, relative to the folder, in slug/country/language order. */
  files: string[];
}

/**
 * Writes every CMS page, published and draft, as `{dir}/{slug}/{country}-{language}[.draft].json`.
 * Existing files of the same pages are overwritten; other files in the folder are left alone, so an
 * export into a Git checkout of the content shows exactly what changed in the database.
 */
export async function exportContent(db: Database, dir: string): Promise<ExportSummary> {
  const rows = await db
    .select()
    .from(cmsPages)
    .orderBy(asc(cmsPages.slug), asc(cmsPages.country), asc(cmsPages.language), asc(cmsPages.status));
  const files: string[] = [];
  for (const row of rows) {
    const relative = pageFilePath({
      slug: row.slug,
      country: row.country,
      language: row.language as Language,
      status: row.status === 'draft' ? 'draft' : 'published',
    });
    const target = join(dir, relative);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, formatPageFile(row), 'utf8');
    files.push(relative);
  }
  return { files };
}
