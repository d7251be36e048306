/* global localStorage, document, innerWidth -- used inside page.evaluate, which runs in the browser. */
// `npm run screenshots` (issue 23): a gallery of every page kind at 320, 390, 768 and 1440 px in
// each language, for designers, written to the git-ignored `.reports/screenshots/` with an
// `index.html` that lays them out by page. Not part of `npm test`: the checks live in the journeys
// (apps/e2e/src/phone-layout.e2e.ts); this is for looking.
//
//   npm run screenshots                        builds the apps, starts the built server, shoots
//   npm run screenshots -- --no-build          shoots the builds already in dist/
//   npm run screenshots -- --widths 390,1440   only those widths
//   npm run screenshots -- --langs en,ar       only those languages (en, ar, zh-hans, vi)
//   npm run screenshots -- --pages home,cart   only those page kinds (names as below)
//   npm run screenshots -- --full              whole pages, not the first screen
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cartWithItem, repoRoot, snapshotBuild, startServer } from './lighthouse/stack.mjs';

const { chromium } = createRequire(join(repoRoot, 'apps/e2e/package.json'))('playwright-core');

const option = (name) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

/** Each language in a country that speaks it, with the market the API is told for its cart. */
const LOCALES = [
  { lang: 'en', prefix: '/sg/en', market: { country: 'sg', language: 'en', currency: 'sgd' } },
  { lang: 'ar', prefix: '/ae/ar', market: { country: 'ae', language: 'ar', currency: 'aed' } },
  { lang: 'zh-hans', prefix: '/sg/zh-hans', market: { country: 'sg', language: 'zh-hans', currency: 'sgd' } },
  { lang: 'vi', prefix: '/vn/vi', market: { country: 'vn', language: 'vi', currency: 'vnd' } },
];
const PRODUCT = { type: 'single-candle', slug: 'kaya-toast-candle' };
/** Page kinds by path after the locale; every page is shot with one item in the shopper's bag. */
const PAGES = [
  { page: 'home', path: '' },
  { page: 'listing', path: 'all-perfumes' },
  { page: 'product', path: `product/${PRODUCT.type}/${PRODUCT.slug}` },
  { page: 'search', path: 'search?q=candle' },
  { page: 'quiz', path: 'scent-quiz' },
  { page: 'bespoke', path: 'bespoke-perfume' },
  { page: 'workshops', path: 'perfume-workshop' },
  { page: 'gift-cards', path: 'gift-cards' },
  { page: 'cms', path: 'faq' },
  { page: 'login', path: 'login' },
  { page: 'register', path: 'register' },
  { page: 'cart', path: 'cart' },
  { page: 'checkout', path: 'checkout' },
  { page: 'not-found', path: 'no-such-page' },
  { page: 'business', path: 'business-scenting' },
  { page: 'business-contact', path: 'business-scenting/contact' },
];
const HEIGHTS = { 320: 640, 390: 844, 768: 1024, 1440: 900 };

const widths = (option('--widths') ?? '320,390,768,1440').split(',').map(Number);
const langs = option('--langs')?.split(',');
const only = option('--pages')?.split(',');
const locales = LOCALES.filter((locale) => !langs || langs.includes(locale.lang));
const pages = PAGES.filter((page) => !only || only.includes(page.page));

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--exclude', '@atelier/e2e', '--outputStyle=static'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const outDir = join(repoRoot, '.reports/screenshots');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const build = snapshotBuild();
const server = await startServer(build.root);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const shots = [];
try {
  for (const locale of locales) {
    const basketId = await cartWithItem(server.baseUrl, locale.market, PRODUCT);
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: HEIGHTS[width] ?? 900 } });
      // The consent question answered, so the banner does not cover what the page looks like.
      await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: server.baseUrl }]);
      const page = await context.newPage();
      // One item in the bag on every page (SPEC §3's basketId), as a shopper on their way to pay.
      await context.addInitScript((id) => localStorage.setItem('basketId', id), basketId);
      for (const { page: kind, path } of pages) {
        await page.goto(`${server.baseUrl}${locale.prefix}/${path}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const file = `${kind}-${locale.lang}-${width}.png`;
        await page.screenshot({ path: join(outDir, file), fullPage: process.argv.includes('--full') });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
        shots.push({ kind, lang: locale.lang, width, file, wide });
        console.log(`${file}${wide ? '  (wider than the screen!)' : ''}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  build.dispose();
}

const rows = pages
  .map(({ page: kind }) => {
    const cells = shots
      .filter((shot) => shot.kind === kind)
      .map(
        (shot) =>
          `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" width="${Math.min(shot.width, 360)}"></a><figcaption>${shot.lang} · ${shot.width}px${shot.wide ? ' · <b>wider than the screen</b>' : ''}</figcaption></figure>`,
      )
      .join('');
    return `<section><h2>${kind}</h2><div class="row">${cells}</div></section>`;
  })
  .join('\n');
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Atelier Scents, every page kind</title>
<style>body{font:14px system-ui;margin:24px;background:#f4f1ec}.row{display:flex;gap:16px;overflow-x:auto;align-items:flex-start}figure{margin:0}img{display:block;border:1px solid #ccc;background:#fff}</style>
<h1>Every page kind × ${widths.join(' / ')} px × ${locales.map((l) => l.lang).join(', ')}</h1>\n${rows}\n`,
);
console.log(`\n${shots.length} screenshots: ${join(outDir, 'index.html')}`);
if (shots.some((shot) => shot.wide)) process.exitCode = 1;
