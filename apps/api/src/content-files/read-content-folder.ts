import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ACCEPTED_LANGUAGES } from '@atelier/commerce/enums';
import {
  displayPath,
  parseFileName,
  readPageFile,
  SLUG_PATTERN,
  type PageFile,
  type PageKey,
} from './page-file';

export interface FoundPage {
  key: PageKey;
  /** Relative to the content folder, forward slashes: what messages name. */
  path: string;
  page: PageFile;
}

export interface FolderReading {
  pages: FoundPage[];
  /** One readable line per problem, each starting with the file's path. */
  problems: string[];
}

// Files an editor's tools leave next to the content (`.DS_Store`, `.git`, a README at the top) are
// not pages; anything else that does not follow the layout is reported rather than skipped, so a
// misnamed file cannot silently fail to publish.
const ignored = (name: string) => name.startsWith('.');

/** Reads and checks every page file under `dir` (see pageFilePath for the layout). */
export async function readContentFolder(dir: string): Promise<FolderReading> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) return { pages: [], problems: [`${dir}: no such folder`] };

  const pages: FoundPage[] = [];
  const problems: string[] = [];
  const top = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const folder of top) {
    if (ignored(folder.name) || !folder.isDirectory()) continue;
    if (!SLUG_PATTERN.test(folder.name)) {
      problems.push(
        `${folder.name}/: the folder name is the page slug and must be lower-case letters and digits separated by single dashes (e.g. "shipping-information")`,
      );
      continue;
    }
    const entries = (await readdir(join(dir, folder.name), { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      if (ignored(entry.name)) continue;
      const path = displayPath(join(folder.name, entry.name));
      const key = entry.isFile() ? parseFileName(folder.name, entry.name) : null;
      if (!key) {
        problems.push(
          `${path}: not a page file; name it {country}-{language}.json or {country}-{language}.draft.json with language one of ${ACCEPTED_LANGUAGES.join(', ')} (e.g. sg-en.json)`,
        );
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(await readFile(join(dir, folder.name, entry.name), 'utf8'));
      } catch (error) {
        problems.push(`${path}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      const result = readPageFile(json);
      if ('problems' in result) problems.push(...result.problems.map((problem) => `${path}: ${problem}`));
      else pages.push({ key, path, page: result.page });
    }
  }
  return { pages, problems };
}
