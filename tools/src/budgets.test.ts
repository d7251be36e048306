// The page-weight budgets' pure parts (tools/scripts/budgets/): which files a page loads first, as
// read from a Vite manifest, the verdicts against the budgets, and the table the command prints.
import { describe, expect, it } from 'vitest';
import { checkAppBudgets } from '../scripts/budgets/check-app.mjs';
import {
  chunkKey,
  entryKey,
  everyChunkFile,
  firstLoad,
  type Manifest,
} from '../scripts/budgets/first-load.mjs';
import { formatTable } from '../scripts/budgets/table.mjs';

const KB = 1024;

/** A store-like build: a shared vendor chunk, a lazy product page with its own import, another lazy page. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/pages/product/product-page.tsx',
      'src/pages/cart/cart-page.tsx',
      'src/i18n/locales/en.json',
      'src/i18n/locales/ar.json',
    ],
    css: ['assets/index.css'],
  },
  'src/i18n/locales/en.json': { file: 'assets/en.js', isDynamicEntry: true },
  'src/i18n/locales/ar.json': { file: 'assets/ar.js', isDynamicEntry: true },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/pages/product/product-page.tsx': {
    file: 'assets/product-page.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_gallery.js'],
    dynamicImports: ['src/pages/product/reviews.tsx'],
    css: ['assets/product-page.css'],
  },
  '_gallery.js': { file: 'assets/gallery.js', imports: ['_vendor.js'], css: ['assets/gallery.css'] },
  'src/pages/product/reviews.tsx': { file: 'assets/reviews.js', isDynamicEntry: true },
  'src/pages/cart/cart-page.tsx': {
    file: 'assets/cart-page.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/cart-page.css'],
  },
  'src/fonts/jost.woff2': { file: 'assets/jost.woff2' },
};

/** Sizes made up per file: gzip is a quarter of raw. */
const sizes = (gzipKb: Record<string, number>) => (file: string) =>
  file in gzipKb ? { raw: gzipKb[file]! * 4 * KB, gzip: gzipKb[file]! * KB } : null;

const build = {
  'assets/index.js': 10,
  'assets/vendor.js': 50,
  'assets/product-page.js': 8,
  'assets/gallery.js': 4,
  'assets/reviews.js': 30,
  'assets/cart-page.js': 40,
  'assets/index.css': 6,
  'assets/product-page.css': 2,
  'assets/gallery.css': 1,
  'assets/cart-page.css': 9,
  'assets/en.js': 3,
  'assets/ar.js': 4,
};

const store = {
  app: 'store',
  page: 'product page',
  pageModule: 'src/pages/product/product-page',
  budgets: { js: 90 * KB, css: 20 * KB },
};

describe('first load from a Vite manifest', () => {
  it('finds the entry and a page chunk named as its route imports it', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(chunkKey(manifest, 'src/pages/product/product-page')).toBe('src/pages/product/product-page.tsx');
    expect(chunkKey(manifest, 'src/pages/product/product')).toBeUndefined();
  });

  it('takes the entry and the page with their static imports, transitively and once, and their CSS', () => {
    const load = firstLoad(manifest, ['index.html', 'src/pages/product/product-page.tsx']);
    expect(load.js).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/product-page.js',
      'assets/gallery.js',
    ]);
    expect(load.css).toEqual(['assets/index.css', 'assets/product-page.css', 'assets/gallery.css']);
    expect(load.missing).toEqual([]);
  });

  it('leaves out what is imported dynamically (other pages, the reviews fetched later)', () => {
    const load = firstLoad(manifest, ['index.html']);
    expect(load.js).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(load.css).toEqual(['assets/index.css']);
  });

  it('names an import the manifest lacks', () => {
    const broken: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] },
    };
    expect(firstLoad(broken, ['index.html']).missing).toEqual(['_gone.js']);
  });

  it('lists every JavaScript and CSS file of the build once, not fonts', () => {
    const files = everyChunkFile(manifest);
    expect(files).toHaveLength(12);
    expect(new Set(files).size).toBe(12);
    expect(files).not.toContain('assets/jost.woff2');
  });
});

describe('an app’s first-load budgets', () => {
  it('passes a load within its budgets and sums only the first-load files', () => {
    const { rows, problems } = checkAppBudgets(manifest, store, sizes(build));
    expect(problems).toEqual([]);
    const totals = rows.filter((row) => row.budget !== undefined);
    expect(totals).toEqual([
      expect.objectContaining({ file: 'JavaScript: 4 files', gzip: 72 * KB, raw: 288 * KB, ok: true }),
      expect.objectContaining({ file: 'CSS: 3 files', gzip: 9 * KB, ok: true }),
    ]);
  });

  it('has a row for every file of the build, the first-load ones first', () => {
    const { rows } = checkAppBudgets(manifest, store, sizes(build));
    const files = rows.filter((row) => row.budget === undefined).map((row) => `${row.what}: ${row.file}`);
    expect(files).toEqual([
      'store first load: assets/index.js',
      'store first load: assets/vendor.js',
      'store first load: assets/product-page.js',
      'store first load: assets/gallery.js',
      'store first load: assets/index.css',
      'store first load: assets/product-page.css',
      'store first load: assets/gallery.css',
      'store later: assets/ar.js',
      'store later: assets/cart-page.css',
      'store later: assets/cart-page.js',
      'store later: assets/en.js',
      'store later: assets/reviews.js',
    ]);
  });

  it('counts what the page awaits before rendering (its texts), and names such a module that is not a chunk', () => {
    const withTexts = { ...store, alsoLoads: ['src/i18n/locales/en.json'] };
    const { rows, problems } = checkAppBudgets(manifest, withTexts, sizes(build));
    expect(problems).toEqual([]);
    expect(rows.find((row) => row.file === 'assets/en.js')?.what).toBe('store first load');
    expect(rows.find((row) => row.file === 'assets/ar.js')?.what).toBe('store later');
    expect(rows.find((row) => row.budget !== undefined)).toMatchObject({
      file: 'JavaScript: 5 files',
      gzip: 75 * KB,
    });

    const missing = { ...store, alsoLoads: ['src/i18n/locales/fr.json'] };
    expect(checkAppBudgets(manifest, missing, sizes(build)).problems).toEqual([
      'store: src/i18n/locales/fr.json (loaded before the product page renders) is not a chunk',
    ]);
  });

  it('names every budget missed with its heaviest files', () => {
    const heavy = { ...build, 'assets/gallery.js': 40, 'assets/index.css': 25 };
    const { rows, problems } = checkAppBudgets(manifest, store, sizes(heavy));
    expect(problems).toEqual([
      "store: the product page's first load is 108.00 KB of JavaScript gzipped, over its 90.00 KB " +
        '(heaviest: assets/vendor.js 50.00 KB, assets/gallery.js 40.00 KB, assets/index.js 10.00 KB)',
      "store: the product page's first load is 28.00 KB of CSS gzipped, over its 20.00 KB " +
        '(heaviest: assets/index.css 25.00 KB, assets/product-page.css 2.00 KB, assets/gallery.css 1.00 KB)',
    ]);
    expect(rows.filter((row) => row.ok === false)).toHaveLength(2);
  });

  it('measures a kind without a budget but never fails it', () => {
    const business = { ...store, app: 'business', budgets: { js: 90 * KB } };
    const { rows, problems } = checkAppBudgets(
      manifest,
      business,
      sizes({ ...build, 'assets/index.css': 500 }),
    );
    expect(problems).toEqual([]);
    expect(rows.at(-1)).toMatchObject({ file: 'CSS: 3 files', budget: undefined, ok: undefined });
  });

  it('fails when the page is not a lazy chunk of its own or a file is not built', () => {
    const merged = { ...store, pageModule: 'src/pages/product/product-detail' };
    const withoutGallery = Object.fromEntries(
      Object.entries(build).filter(([file]) => file !== 'assets/gallery.js'),
    );
    const { problems } = checkAppBudgets(manifest, merged, sizes(build));
    expect(problems).toEqual([
      'store: src/pages/product/product-detail (the product page) is not a chunk of its own',
    ]);
    expect(checkAppBudgets(manifest, store, sizes(withoutGallery)).problems).toEqual([
      'store: assets/gallery.js is in the manifest but not in the build',
    ]);
  });

  it('measures a page that is part of the entry through the entry, and fails when it is split off', () => {
    const inEntry = { ...store, pageModule: 'src/pages/home/home-page', pageInEntry: true };
    const { rows, problems } = checkAppBudgets(manifest, inEntry, sizes(build));
    expect(problems).toEqual([]);
    expect(rows.find((row) => row.file.startsWith('JavaScript:'))).toMatchObject({
      file: 'JavaScript: 2 files',
      gzip: 60 * KB,
    });
    const split = { ...store, pageInEntry: true };
    expect(checkAppBudgets(manifest, split, sizes(build)).problems).toEqual([
      'store: src/pages/product/product-page (the product page) is a chunk, not part of the entry',
    ]);
  });
});

describe('the budgets table', () => {
  const rows = [
    { what: 'store first load', file: 'assets/index.js', raw: 40 * KB, gzip: 10 * KB },
    {
      what: 'store product page first load',
      file: 'JavaScript: 4 files',
      raw: 400 * KB,
      gzip: 95 * KB,
      budget: 90 * KB,
      ok: false,
    },
    {
      what: 'store product page first load',
      file: 'CSS: 3 files',
      raw: 40 * KB,
      gzip: 9.5 * KB,
      budget: 20 * KB,
      ok: true,
    },
  ];

  it('prints file, raw and gzip sizes, budget and verdict in aligned columns', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^what\s+file\s+raw\s+gzip\s+budget\s+ok$/);
    expect(lines[2]).toMatch(/^store first load\s+assets\/index\.js\s+40\.00 KB\s+10\.00 KB$/);
    expect(lines[3]).toMatch(/JavaScript: 4 files\s+400\.00 KB\s+95\.00 KB\s+90\.00 KB\s+OVER$/);
    expect(lines[4]).toMatch(/CSS: 3 files\s+40\.00 KB\s+9\.50 KB\s+20\.00 KB\s+ok$/);
    expect(new Set(lines.slice(2).map((line) => line.indexOf('KB')))).toEqual(
      new Set([lines[2]!.indexOf('KB')]),
    );
  });

  it('prints Markdown for the docs', () => {
    expect(formatTable(rows, { markdown: true }).split('\n')).toEqual([
      '| what | file | raw | gzip | budget | ok |',
      '| --- | --- | ---: | ---: | ---: | --- |',
      '| store first load | assets/index.js | 40.00 KB | 10.00 KB |  |  |',
      '| store product page first load | JavaScript: 4 files | 400.00 KB | 95.00 KB | 90.00 KB | OVER |',
      '| store product page first load | CSS: 3 files | 40.00 KB | 9.50 KB | 20.00 KB | ok |',
    ]);
  });
});
