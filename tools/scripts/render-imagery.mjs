/* global window -- inside page.evaluate and waitForFunction, which run in the browser */
// Renders the demo imagery: every seeded product's views (set, detail, scale), the workshops, the
// business area and the home page's hero, as three.js scenes in headless Chromium (SwiftShader
// WebGL), written as compressed JPEG source files under apps/api/assets. The server makes every
// size and format from these on first request (apps/api/src/media); nothing here runs in CI.
//
//   flock /tmp/build.lock npx tsx tools/scripts/render-imagery.mjs            # everything
//   npx tsx tools/scripts/render-imagery.mjs --only amber-oud,PCA,lobby,hero  # some pictures
//   npx tsx tools/scripts/render-imagery.mjs --missing                        # files not there yet
//
// tsx because it reads the seed data (TypeScript) for names and paths. Looks: imagery/looks.mjs.
// Output is deterministic for a given Chromium (seeded randomness, no time input).
import { Buffer } from 'node:buffer';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { BUSINESS, HERO, PRODUCTS, WORKSHOPS } from './imagery/looks.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The seed data is the API's (TypeScript, hence tsx), read by path: a tool is no dependant of the app.
const { seedData } = await import(pathToFileURL(join(ROOT, 'apps/api/src/seed/data/index.ts')).href);
const ASSETS = join(ROOT, 'apps/api/assets');
const PAGE_DIR = join(ROOT, 'tools/scripts/imagery');
const MAX_BYTES = 300 * 1024;
const PRODUCT_SIZE = { width: 1200, height: 1500 };
const WIDE_SIZE = { width: 1600, height: 1067 };
const HERO_SIZE = { width: 1920, height: 1080 };

const args = process.argv.slice(2);
const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1].split(',')) : null;
const missingOnly = args.includes('--missing');

const fileOf = (mediaPath) => join(ASSETS, mediaPath.replace(/^\/media\//, ''));

/** Every picture to make: the seed data names the files, looks.mjs how they look. */
function jobs() {
  const list = [];
  for (const product of seedData.products) {
    const look = PRODUCTS[product.slug];
    if (!look) throw new Error(`tools/scripts/imagery/looks.mjs has no look for product ${product.slug}`);
    for (const image of product.images) {
      const view = image.path.match(/\/(set|detail|scale)\.jpg$/)?.[1];
      if (!view) throw new Error(`${product.slug}: ${image.path} is not <slug>/{set,detail,scale}.jpg`);
      list.push({
        key: product.slug,
        file: fileOf(image.path),
        job: {
          scene: 'product',
          view,
          seed: `${product.slug}/${view}`,
          // The label says the scent; what the object is, the object shows.
          name: product.name.en.replace(
            / (Perfume Oil|Dual Candles|Candles?|Reed Diffuser|Car Diffuser|Home Scent Oil|Bespoke Perfume|Dual Perfume Crayon|Crayon & Spray Duo)$/,
            '',
          ),
          sub: look.sub ?? (look.family === 'bottle' ? 'Eau de Parfum' : ''),
          ...look,
          ...PRODUCT_SIZE,
        },
      });
    }
  }
  for (const service of seedData.workshopServices) {
    const look = WORKSHOPS[service.code];
    if (!look || !service.image) continue;
    list.push({
      key: service.code,
      file: fileOf(service.image),
      job: { scene: 'workshop', seed: service.code, name: service.name.en, sub: '', ...look, ...WIDE_SIZE },
    });
  }
  for (const [name, look] of Object.entries(BUSINESS)) {
    list.push({
      key: name,
      file: join(ASSETS, 'business', `${name}.jpg`),
      job: { scene: 'business', seed: name, sub: '', ...WIDE_SIZE, ...look },
    });
  }
  list.push({
    key: 'hero',
    file: join(ASSETS, 'home', 'hero.jpg'),
    job: { scene: 'hero', seed: 'hero', ...HERO, ...HERO_SIZE },
  });
  return list;
}

/** Serves the page, three (node_modules) and the label fonts (@fontsource) to the browser. */
function startServer() {
  const routes = [
    ['/three/', join(ROOT, 'node_modules/three/')],
    ['/fonts/', join(ROOT, 'node_modules/@fontsource/')],
    ['/', PAGE_DIR + '/'],
  ];
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.woff2': 'font/woff2' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const [prefix, dir] = routes.find(([p]) => path.startsWith(p));
    const file = normalize(join(dir, path.slice(prefix.length) || 'render-page.html'));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** JPEG (mozjpeg) at the highest quality that stays under MAX_BYTES. */
async function encode(png) {
  for (let quality = 82; quality >= 50; quality -= 4) {
    const jpeg = await sharp(png).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length <= MAX_BYTES) return jpeg;
  }
  throw new Error('could not get the picture under 300 KB');
}

const all = jobs().filter(({ key, file }) => (!only || only.has(key)) && (!missingOnly || !existsSync(file)));
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
  await page.goto(`http://127.0.0.1:${server.address().port}/render-page.html`);
  await page.waitForFunction(() => window.rendererReady === true, null, { timeout: 60_000 });
  let total = 0;
  for (const [i, { file, job }] of all.entries()) {
    const started = Date.now();
    const dataUrl = await page.evaluate((j) => window.renderImage(j), job);
    const jpeg = await encode(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, jpeg);
    total += jpeg.length;
    console.log(
      `${i + 1}/${all.length} ${file.slice(ASSETS.length + 1)} ${(jpeg.length / 1024).toFixed(0)} KB ${Date.now() - started} ms`,
    );
  }
  console.log(`${all.length} pictures, ${(total / 1024 / 1024).toFixed(1)} MB`);
  if (!only && !missingOnly) {
    // Files no seed record or look names any more.
    const keep = new Set(jobs().map(({ file }) => file));
    for (const folder of ['products', 'workshops', 'business', 'home']) {
      const dir = join(ASSETS, folder);
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir, { recursive: true })) {
        const path = join(dir, entry);
        if (entry.endsWith('.jpg') && !keep.has(path)) rmSync(path);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
