// An app's first-load budgets checked against its Vite manifest: the entry with its static imports
// plus one page's lazy chunk with its static imports, plus what that page awaits before rendering
// (its language's texts) — what a visitor landing on that page fetches before the page can render.
import { chunkKey, entryKey, everyChunkFile, firstLoad } from './first-load.mjs';
import { formatSize } from './table.mjs';

const KINDS = [
  { kind: 'js', label: 'JavaScript' },
  { kind: 'css', label: 'CSS' },
];

/**
 * Rows for every JavaScript and CSS file of the build (the first-load ones first) and one total per
 * kind; `problems` names every budget missed, with the heaviest files of that load, and every file
 * or chunk that is missing.
 *
 * @param manifest the app's `.vite/manifest.json`
 * @param spec `{ app, page, pageModule, pageInEntry?, alsoLoads?, budgets: { js?, css? } }` (budgets in gzip bytes)
 * @param sizeOf `(file) => ({ raw, gzip }) | null` (null when the file is not in the build)
 */
export function checkAppBudgets(manifest, spec, sizeOf) {
  const rows = [];
  const problems = [];
  const entry = entryKey(manifest);
  if (!entry) problems.push(`${spec.app}: the manifest has no index.html entry`);
  const page = chunkKey(manifest, spec.pageModule);
  if (spec.pageInEntry) {
    // Measured through the entry; split off again, it would have to be counted as a chunk.
    if (page) problems.push(`${spec.app}: ${spec.pageModule} (the ${spec.page}) is a chunk, not part of the entry`);
  } else if (!page) {
    // A page merged into the entry would still be measured through the entry, but it must stay lazy.
    problems.push(`${spec.app}: ${spec.pageModule} (the ${spec.page}) is not a chunk of its own`);
  }
  // What the page awaits before rendering counts too, though it is imported dynamically.
  const also = (spec.alsoLoads ?? []).map((module) => {
    const key = chunkKey(manifest, module);
    if (!key) problems.push(`${spec.app}: ${module} (loaded before the ${spec.page} renders) is not a chunk`);
    return key;
  });
  const load = firstLoad(manifest, [entry, spec.pageInEntry ? null : page, ...also].filter(Boolean));
  for (const key of load.missing)
    problems.push(`${spec.app}: the manifest names ${key} but has no such chunk`);

  const sizes = new Map();
  const firstLoadFiles = [...load.js, ...load.css];
  const others = everyChunkFile(manifest)
    .filter((file) => !firstLoadFiles.includes(file))
    .sort();
  for (const file of [...firstLoadFiles, ...others]) {
    const size = sizeOf(file);
    if (!size) {
      problems.push(`${spec.app}: ${file} is in the manifest but not in the build`);
      continue;
    }
    sizes.set(file, size);
    rows.push({
      what: `${spec.app} ${firstLoadFiles.includes(file) ? 'first load' : 'later'}`,
      file,
      ...size,
    });
  }

  for (const { kind, label } of KINDS) {
    const files = load[kind].filter((file) => sizes.has(file));
    const raw = files.reduce((sum, file) => sum + sizes.get(file).raw, 0);
    const gzip = files.reduce((sum, file) => sum + sizes.get(file).gzip, 0);
    const budget = spec.budgets[kind];
    const ok = budget === undefined ? undefined : gzip <= budget;
    rows.push({
      what: `${spec.app} ${spec.page} first load`,
      file: `${label}: ${files.length} ${files.length === 1 ? 'file' : 'files'}`,
      raw,
      gzip,
      budget,
      ok,
    });
    if (ok === false) {
      const heaviest = [...files]
        .sort((a, b) => sizes.get(b).gzip - sizes.get(a).gzip)
        .slice(0, 3)
        .map((file) => `${file} ${formatSize(sizes.get(file).gzip)}`);
      problems.push(
        `${spec.app}: the ${spec.page}'s first load is ${formatSize(gzip)} of ${label} gzipped, ` +
          `over its ${formatSize(budget)} (heaviest: ${heaviest.join(', ')})`,
      );
    }
  }
  return { rows, problems };
}
