// The embed's size budgets (issue 6, gzip sizes of the built files in libs/quiz-widget/dist/embed):
// the snippet partners paste, the loader every partner page loads, the JavaScript a widget page
// needs before it can show anything, and the builder's code kept out of the quiz page.
//
//   node tools/scripts/check-budgets.mjs [dist/embed folder]
//
// Exits 1 (listing every budget missed) when one is missed or the build is missing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// Widget pages run React 19 and react-dom (issue 20): ≈ 67 KB of the 100 KB is the framework.
export const BUDGETS = { snippet: 0.5 * KB, loader: 3 * KB, pageFirstLoad: 100 * KB };

/** The builder's module as Vite's manifest names it (relative to the pages' root, src/embed). */
const BUILDER_MODULE = '../perfume-builder/index.ts';

const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The JavaScript files a page loads before it runs: its entry and the static imports, transitively. */
export function firstLoadOf(manifest, key) {
  const files = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Every size and whether it fits; `problems` lists what does not. */
export function checkBudgets(dist) {
  const rows = [];
  const problems = [];
  const measure = (name, file, budget) => {
    const path = join(dist, file);
    if (!existsSync(path)) {
      problems.push(`${name}: ${file} is missing (run npm run build:embed -w @atelier/quiz-widget)`);
      return;
    }
    const size = gzipSize(path);
    rows.push({ name, file, gzip: size, budget });
    if (size > budget) problems.push(`${name}: ${file} is ${size} B gzipped, over its ${budget} B`);
  };
  measure('snippet', 'snippet.js', BUDGETS.snippet);
  measure('loader', 'loader.js', BUDGETS.loader);

  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    problems.push(`pages: ${manifestPath} is missing (the embed build writes it)`);
    return { rows, problems };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const builderFile = manifest[BUILDER_MODULE]?.file;
  if (!builderFile) problems.push(`builder: ${BUILDER_MODULE} is not a chunk of its own`);

  for (const page of ['quiz', 'builder']) {
    const key = `${page}.html`;
    if (!manifest[key]) {
      problems.push(`${page} page: ${key} is not in the manifest`);
      continue;
    }
    const files = firstLoadOf(manifest, key);
    const size = files.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0);
    rows.push({
      name: `${page} page first load`,
      file: files.join(' '),
      gzip: size,
      budget: BUDGETS.pageFirstLoad,
    });
    if (size > BUDGETS.pageFirstLoad) {
      problems.push(
        `${page} page: first load is ${size} B of JavaScript gzipped, over its ${BUDGETS.pageFirstLoad} B`,
      );
    }
    // The builder is fetched when it is shown: never with the quiz, not even with its own page's shell.
    if (builderFile && files.includes(builderFile)) {
      problems.push(`${page} page: the builder (${builderFile}) is in the first load`);
    }
  }
  return { rows, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist =
    process.argv[2] ?? fileURLToPath(new URL('../../libs/quiz-widget/dist/embed', import.meta.url));
  const { rows, problems } = checkBudgets(dist);
  console.table(
    rows.map((row) => ({
      ...row,
      gzip: `${(row.gzip / KB).toFixed(2)} KB`,
      budget: `${row.budget / KB} KB`,
    })),
  );
  if (problems.length > 0) {
    console.error(`Budgets missed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Every embed budget is met.');
}
