// `npm run content:export -- <dir>` / `npm run content:import -- <dir> [--dry-run]` (dist/content.js):
// CMS pages as files. Opens the database exactly as the server and the seed do: DATABASE_URL when
// set, else the embedded PGlite in DATA_DIR (default <repo>/.data, the one `npm start` uses).
import { resolve } from 'node:path';
import { ConfigError, parseConfig } from '../config';
import { createDatabase, DatabaseInUseError } from '../db/create-database';
import { exportContent } from './export-content';
import { ContentFilesError, importContent, type ImportSummary } from './import-content';

const USAGE = `Usage:
  node dist/content.js export <folder>              write every CMS page as <folder>/<slug>/<country>-<language>[.draft].json
  node dist/content.js import <folder> [--dry-run]  check the files, then create/update those pages in one transaction`;

function printSummary(summary: ImportSummary): void {
  const verb = summary.dryRun ? 'Would import' : 'Imported';
  console.log(
    `${verb}: ${summary.created.length} created, ${summary.updated.length} updated, ${summary.unchanged.length} unchanged.`,
  );
  for (const path of summary.created) console.log(`  created    ${path}`);
  for (const path of summary.updated) console.log(`  updated    ${path}`);
  if (summary.dryRun) console.log('Dry run: nothing was written.');
}

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const [command, folder, ...extra] = args.filter((arg) => arg !== '--dry-run');
if (
  (command !== 'export' && command !== 'import') ||
  !folder ||
  extra.length > 0 ||
  (dryRun && command !== 'import')
) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = parseConfig();
  const handle = await createDatabase(config);
  try {
    await handle.migrate();
    const dir = resolve(folder);
    const where =
      handle.driver === 'pglite' ? `the embedded database in ${config.dataDir}` : 'the PostgreSQL database';
    if (command === 'export') {
      const { files } = await exportContent(handle.db, dir);
      console.log(`Exported ${files.length} page file(s) from ${where} to ${dir}.`);
    } else {
      printSummary(await importContent(handle.db, dir, { dryRun }));
      console.log(`Database: ${where}.`);
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof ContentFilesError || error instanceof DatabaseInUseError
      ? error.message
      : error,
  );
  process.exit(1);
}
