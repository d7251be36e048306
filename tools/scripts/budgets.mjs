// `npm run budgets` (issue 9): the page-weight budgets, gzip sizes of the built apps.
//
//   npm run budgets                  builds every app, then checks
//   npm run budgets -- --no-build    checks the builds already in dist/
//   npm run budgets -- --markdown    prints the table as Markdown (for docs/performance.md)
//
// Budgets (issue 20, React 19 and i18next): the store's first load on a product page ≤ 150 KB of
// JavaScript and ≤ 20 KB of CSS, the business area's first load on its landing page ≤ 130 KB of
// JavaScript, and the embed widget's budgets (tools/scripts/check-budgets.mjs, which
// libs/quiz-widget's build also runs). An app file weighs what the server sends a gzip browser: its
// `.gz` copy (Zopfli, tools/vite/precompress.ts). Prints every entry and chunk with its sizes, then
// exits 1 listing every budget missed; `npm test` runs it on the builds it made.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkAppBudgets } from './budgets/check-app.mjs';
import { everyChunkFile } from './budgets/first-load.mjs';
import { formatTable } from './budgets/table.mjs';
import { checkBudgets as checkWidgetBudgets, firstLoadOf } from './check-budgets.mjs';

const KB = 1024;
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The first loads that are budgeted: the page a visitor most often lands on in each app. */
export const APP_BUDGETS = [
  {
    dist: 'apps/store/dist',
    spec: {
      app: 'store',
      page: 'product page',
      // The route `product/:type/:id` imports it (apps/store/src/app/router/routes.tsx).
      pageModule: 'src/pages/product/product-page',
      // Its texts travel in the server-rendered page's state block (apps/store/src/entry-server.tsx),
      // not as JavaScript; a page rendered in the browser only loads them as a chunk.
      alsoLoads: [],
      budgets: { js: 150 * KB, css: 20 * KB },
    },
  },
  {
    dist: 'apps/business/dist',
    spec: {
      app: 'business',
      page: 'landing page',
      // The business index route renders the landing CMS page (apps/business/src/app/routes.tsx),
      // which is part of the entry: five of the area's six kinds of page are CMS pages.
      pageModule: 'src/pages/cms-page/cms-page',
      pageInEntry: true,
      // Its texts travel in the server-rendered page's state block, as the store's.
      alsoLoads: [],
      budgets: { js: 130 * KB },
    },
  },
];
const WIDGET_DIST = 'libs/quiz-widget/dist/embed';

/**
 * Raw and gzip sizes of a built file, or null. The gzip size is that of the file's `.gz` copy where
 * the build wrote one (tools/vite/precompress.ts; the server sends exactly those bytes to a gzip
 * browser), else zlib at level 9 (as check-budgets.mjs measures the widget).
 */
function sizeIn(dist) {
  return (file) => {
    const path = join(dist, file);
    if (!existsSync(path)) return null;
    const bytes = readFileSync(path);
    const served = `${path}.gz`;
    const gzip = existsSync(served) ? statSync(served).size : gzipSync(bytes, { level: 9 }).length;
    return { raw: bytes.length, gzip };
  };
}

function checkApp({ dist, spec }) {
  const manifestPath = join(root, dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    return {
      rows: [],
      problems: [`${spec.app}: ${dist}/.vite/manifest.json is missing (build with build.manifest: true)`],
    };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return checkAppBudgets(manifest, spec, sizeIn(join(root, dist)));
}

/** The widget's own check, its rows completed with raw sizes and every chunk of the embed build. */
function checkWidget() {
  const dist = join(root, WIDGET_DIST);
  const { rows, problems } = checkWidgetBudgets(dist);
  const sizeOf = sizeIn(dist);
  const rawOf = (files) =>
    files.reduce(
      (sum, file) => sum + (existsSync(join(dist, file)) ? statSync(join(dist, file)).size : 0),
      0,
    );
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const chunkRows = [];
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const firstLoads = new Set(['quiz.html', 'builder.html'].flatMap((key) => firstLoadOf(manifest, key)));
    for (const file of everyChunkFile(manifest)) {
      const size = sizeOf(file);
      if (size)
        chunkRows.push({ what: `widget ${firstLoads.has(file) ? 'first load' : 'later'}`, file, ...size });
    }
  }
  const budgetRows = rows.map((row) => {
    const files = row.file.split(' ');
    return {
      what: `widget ${row.name}`,
      file: files.length > 1 ? `JavaScript: ${files.length} files` : row.file,
      raw: rawOf(files),
      gzip: row.gzip,
      budget: row.budget,
      ok: row.gzip <= row.budget,
    };
  });
  return { rows: [...chunkRows, ...budgetRows], problems: problems.map((problem) => `widget ${problem}`) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const problems = [];
  if (!args.includes('--no-build')) {
    const build = spawnSync(
      'npx',
      ['nx', 'run-many', '-t', 'build', '--exclude', '@atelier/e2e', '--outputStyle=static'],
      { cwd: root, stdio: 'inherit' },
    );
    // The widget's build fails on its own budgets: measure what was built anyway, so the table shows why.
    if (build.status !== 0)
      problems.push('the build failed (its output is above); sizes are of what was built');
  }
  const results = [...APP_BUDGETS.map(checkApp), checkWidget()];
  const rows = results.flatMap((result) => result.rows);
  problems.push(...results.flatMap((result) => result.problems));
  console.log(formatTable(rows, { markdown: args.includes('--markdown') }));
  if (problems.length > 0) {
    console.error(`\nBudgets missed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nEvery page-weight budget is met.');
}
