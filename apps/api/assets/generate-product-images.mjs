// Generates the placeholder artwork served at /media/: one SVG per seeded product
// (products/<slug>.svg), per bespoke-builder bottle (bottles/<bottle>-<cap>-<size>.svg) and per
// workshop service (workshops/<code>.svg). Titles, shapes and the file list come from the seed data
// itself, so run it with tsx (it imports TypeScript):
//
//   npx tsx apps/api/assets/generate-product-images.mjs
//
// Output is deterministic; re-running rewrites identical files. Each SVG is 400×400, under 2 KB.
import { Buffer } from 'node:buffer';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedData } from '../src/seed/data/index.ts';

const ASSETS = dirname(fileURLToPath(import.meta.url));
const MAX_BYTES = 2048;

// Colour palettes per product: background, main shape, accent (cap, flame, ribbon…).
const PALETTES = {
  'amber-oud': ['#f3e6d3', '#b5651d', '#3b2414'],
  'white-tea-yuzu': ['#f4f7ec', '#e9e7a6', '#8a9a5b'],
  'peony-silk': ['#fbecef', '#f2b5c4', '#b76e79'],
  'midnight-jasmine': ['#1f2340', '#e8e3f5', '#c9a227'],
  'velvet-saffron': ['#2b1518', '#b5302a', '#e0a526'],
  'sea-salt-frangipani': ['#e8f4f6', '#bfe3ea', '#f5c96b'],
  'cedar-rain': ['#e5ebe6', '#6f8f7a', '#2f3e36'],
  'yuzu-rose-dual-crayon': ['#fff4e2', '#f2c94c', '#d77a8f'],
  'oud-vanilla-dual-crayon': ['#efe4d6', '#5a3825', '#f1ddb0'],
  'neroli-crayon-spray': ['#fff6e8', '#f6b26b', '#d9822b'],
  'jasmine-crayon-spray': ['#eceaf6', '#c9bfe6', '#6b5b95'],
  'amber-oud-perfume-oil': ['#f3e6d3', '#c47a2c', '#3b2414'],
  'orchid-perfume-oil': ['#f6ecf6', '#d8a7d6', '#7a4e7c'],
  'citrus-grove': ['#fdf6df', '#f4d35e', '#2d6a4f'],
  'rose-atelier': ['#fbeaea', '#e8a0a0', '#c9a227'],
  'sunlit-neroli-dual-candle': ['#fff5e1', '#fbe3b0', '#f29e4c'],
  'midnight-fig-dual-candle': ['#2a2233', '#6d4c7d', '#f29e4c'],
  'kaya-toast-candle': ['#f4ead5', '#8fbf7f', '#f29e4c'],
  'orchid-garden-candle': ['#f1ecf7', '#c7a6e0', '#f29e4c'],
  'brass-candle-holder': ['#f1ede4', '#c9a227', '#8c6d1f'],
  'terrazzo-candle-holder': ['#f2efea', '#d9d2c5', '#4a7c74'],
  'mini-candle-trio': ['#f7f1e6', '#b9c4c9', '#f29e4c'],
  'mini-candle-orchid': ['#f1ecf7', '#b9c4c9', '#c7a6e0'],
  'botanic-garden-reed-diffuser': ['#eaf3e6', '#9cc5a1', '#6b4f2c'],
  'white-tea-ginger-reed-diffuser': ['#f5f3ec', '#e6dcc3', '#6b4f2c'],
  'sea-breeze-car-diffuser': ['#e6f2f7', '#9ccbe0', '#5e7d8c'],
  'leather-cedar-car-diffuser': ['#efe6dc', '#7b4b2a', '#3a2a1e'],
  'ceramic-oil-burner': ['#e8f1ee', '#8fc1b5', '#f29e4c'],
  'marble-oil-burner': ['#eef0f1', '#d8d4cc', '#c9a227'],
  'lemongrass-home-oil': ['#f1f6e3', '#c5d86d', '#4f6d2f'],
  'white-tea-home-oil': ['#f5f3ec', '#e6dcc3', '#7f6a4a'],
  'self-care-sunday-bundle': ['#f6eef5', '#c7a6e0', '#7a4e7c'],
  'housewarming-bundle': ['#f3ece3', '#6d4c7d', '#c9a227'],
  'signature-gift-box': ['#eef3ef', '#2d6a4f', '#c9a227'],
  'discovery-box': ['#f6f1ea', '#1f2a24', '#c9a227'],
  'gift-wrap': ['#f5efe4', '#c8a27a', '#b5302a'],
  'scent-diary-monsoon': ['#e4ebef', '#4a6478', '#9cc5a1'],
  'scent-diary-mid-autumn': ['#f7ecdc', '#b5302a', '#f2c94c'],
};

const DEFAULT_PALETTE = ['#f4f1ec', '#c8b8a6', '#3b3b3b'];

const flame = (x, y, c) => `<path d="M${x} ${y}c-9 -14 0 -26 0 -34c0 8 9 20 0 34z" fill="${c}"/>`;
const jar = (x, y, w, h, m, a) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${m}"/><ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="10" fill="#fff" opacity=".6"/><rect x="${x + w / 2 - 2}" y="${y - 18}" width="4" height="16" fill="#333"/>${flame(x + w / 2, y - 16, a)}`;
const bottle = (x, y, w, h, m, a) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${m}" stroke="${a}" stroke-width="3"/><rect x="${x + w / 2 - 14}" y="${y - 24}" width="28" height="26" fill="${m}" stroke="${a}" stroke-width="3"/><rect x="${x + w / 2 - 22}" y="${y - 62}" width="44" height="40" rx="6" fill="${a}" stroke="#0003" stroke-width="2"/><rect x="${x + 16}" y="${y + h / 2 - 22}" width="${w - 32}" height="44" rx="4" fill="#fff" opacity=".85"/>`;

// Shape per route type / product type.
const SHAPES = {
  bottle: (m, a) => bottle(140, 150, 120, 170, m, a),
  candle: (m, a) => jar(135, 170, 130, 150, m, a),
  dualCandle: (m, a) => jar(85, 180, 105, 140, m, a) + jar(210, 180, 105, 140, m, a),
  holder: (m, a) => `<ellipse cx="200" cy="300" rx="130" ry="34" fill="${m}" stroke="${a}" stroke-width="4"/>` + jar(160, 200, 80, 95, '#f7f3ea', '#f29e4c'),
  miniCandle: (m, a) => `<rect x="140" y="210" width="120" height="70" rx="10" fill="${m}"/><ellipse cx="200" cy="210" rx="60" ry="14" fill="${a}"/>`,
  miniTrio: (m, a) => [70, 160, 250].map((x) => `<rect x="${x}" y="220" width="80" height="56" rx="8" fill="${m}"/><ellipse cx="${x + 40}" cy="220" rx="40" ry="11" fill="${a}"/>`).join(''),
  reed: (m, a) => `<path d="M165 150l-40-110M190 150l-5-120M210 150l25-115M230 150l55-100" stroke="${a}" stroke-width="4"/><rect x="140" y="150" width="120" height="170" rx="30" fill="${m}"/>`,
  car: (m, a) => `<rect x="130" y="130" width="140" height="140" rx="30" fill="${m}"/><circle cx="200" cy="200" r="38" fill="${a}"/><rect x="188" y="270" width="24" height="50" fill="${a}"/>`,
  burner: (m, a) => `<path d="M110 170h180l-20 50h-140z" fill="${m}"/><rect x="130" y="220" width="140" height="100" rx="12" fill="${m}" opacity=".8"/><circle cx="200" cy="270" r="24" fill="#fff"/>${flame(200, 282, a)}`,
  oil: (m, a) => `<rect x="150" y="180" width="100" height="140" rx="14" fill="${m}"/><rect x="178" y="130" width="44" height="52" rx="6" fill="${a}"/><ellipse cx="200" cy="118" rx="18" ry="22" fill="${a}"/>`,
  roller: (m, a) => `<rect x="170" y="150" width="60" height="170" rx="12" fill="${m}"/><rect x="176" y="100" width="48" height="56" rx="8" fill="${a}"/><circle cx="200" cy="150" r="10" fill="#fff"/>`,
  crayon: (m, a) => `<g transform="rotate(-35 200 200)"><rect x="90" y="170" width="220" height="60" rx="10" fill="${m}"/><path d="M90 170l-40 30l40 30z" fill="${m}"/><path d="M310 170l40 30l-40 30z" fill="${a}"/><rect x="170" y="170" width="60" height="60" fill="#fff" opacity=".6"/></g>`,
  crayonSpray: (m, a) => `<g transform="rotate(-35 150 220)"><rect x="70" y="200" width="160" height="44" rx="8" fill="${m}"/><path d="M230 200l30 22l-30 22z" fill="${m}"/></g>` + bottle(240, 200, 80, 110, '#fff', a),
  bundle: (m, a) => `<rect x="90" y="170" width="220" height="150" rx="8" fill="${m}"/><rect x="80" y="140" width="240" height="40" rx="6" fill="${m}" opacity=".85"/><rect x="188" y="140" width="24" height="180" fill="${a}"/><path d="M200 140c-40-50-80-10-40 0m40 0c40-50 80-10 40 0" stroke="${a}" stroke-width="10" fill="none"/>`,
  discovery: (m, a) => `<rect x="80" y="150" width="240" height="150" rx="8" fill="${m}"/>` + [0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${100 + i * 30}" y="180" width="18" height="90" rx="9" fill="${a}"/>`).join(''),
  wrap: (m, a) => `<rect x="90" y="160" width="220" height="150" rx="6" fill="${m}"/><path d="M90 235h220M200 160v150" stroke="${a}" stroke-width="12"/><path d="M200 160c-50-60-90-10-40 0m40 0c50-60 90-10 40 0" stroke="${a}" stroke-width="10" fill="none"/>`,
  diary: (m, a) => `<rect x="100" y="110" width="170" height="220" rx="8" fill="${m}"/><rect x="100" y="110" width="20" height="220" fill="#000" opacity=".2"/><circle cx="185" cy="190" r="34" fill="${a}"/>` + [0, 1, 2, 3].map((i) => `<rect x="${285 + (i % 2) * 24}" y="${200 + Math.floor(i / 2) * 70}" width="16" height="60" rx="8" fill="${a}"/>`).join(''),
  workshop: (m, a) => `<path d="M170 110h60v70l60 120a20 20 0 0 1-18 30h-144a20 20 0 0 1-18-30l60-120z" fill="${m}"/><path d="M132 260h136l22 40a20 20 0 0 1-18 30h-144a20 20 0 0 1-18-30z" fill="${a}"/>`,
};

const SHAPE_BY_ROUTE = {
  'dual-candles': 'dualCandle',
  'single-candle': 'candle',
  holder: 'holder',
  'gift-bundle': 'bundle',
  dual_crayons: 'crayon',
  dual_crayon_spray: 'crayonSpray',
  reed_diffuser: 'reed',
  perfume_diy: 'bottle',
  car_diffuser: 'car',
  mini_candles: 'miniCandle',
  oil_burner: 'burner',
  perfume_oil: 'roller',
  home_scent_oil: 'oil',
  scent_diary: 'diary',
};
const SHAPE_BY_TYPE = { gift_box: 'bundle', discovery_box: 'discovery', gift_wrap: 'wrap' };

function shapeOf(product) {
  if (product.slug === 'mini-candle-trio') return 'miniTrio';
  if (product.routeType) return SHAPE_BY_ROUTE[product.routeType];
  return SHAPE_BY_TYPE[product.type] ?? 'bottle';
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg(title, [bg, main, accent], body) {
  const out = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img"><title>${escapeXml(title)}</title><rect width="400" height="400" rx="24" fill="${bg}"/>${body(main, accent)}</svg>\n`;
  if (Buffer.byteLength(out) > MAX_BYTES) throw new Error(`${title}: SVG is ${Buffer.byteLength(out)} bytes`);
  return out;
}

function writeAll(folder, files) {
  const dir = join(ASSETS, folder);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.svg') && !files.has(name)) rmSync(join(dir, name));
  for (const [name, content] of files) writeFileSync(join(dir, name), content);
  console.log(`${folder}: ${files.size} SVG files`);
}

const fileName = (mediaPath, folder) => {
  const prefix = `/media/${folder}/`;
  if (!mediaPath.startsWith(prefix)) throw new Error(`${mediaPath} is not under ${prefix}`);
  return mediaPath.slice(prefix.length);
};

const productFiles = new Map();
for (const product of seedData.products) {
  const palette = PALETTES[product.slug] ?? DEFAULT_PALETTE;
  for (const image of product.images) {
    productFiles.set(fileName(image.path, 'products'), svg(product.name.en, palette, SHAPES[shapeOf(product)]));
  }
}
writeAll('products', productFiles);

const CAPS = { black: '#1d1d1d', gold: '#c9a227', white: '#f7f7f7' };
const GLASS = { black: '#2b2b2b', clear: '#e3eef2' };
const bottleFiles = new Map();
for (const image of seedData.bottleImages) {
  const large = image.size === '100ml';
  const [w, h] = large ? [140, 190] : [100, 130];
  const body = (m, a) => bottle(200 - w / 2, large ? 140 : 190, w, h, m, a);
  const title = `${image.bottleColour} bottle, ${image.capColour} cap, ${image.size}`;
  bottleFiles.set(fileName(image.path, 'bottles'), svg(title, ['#f4f1ec', GLASS[image.bottleColour], CAPS[image.capColour]], body));
}
writeAll('bottles', bottleFiles);

const WORKSHOP_PALETTES = {
  PCA: ['#fdf6df', '#f4d35e', '#2d6a4f'],
  LA: ['#fbeaea', '#e8a0a0', '#6b5b95'],
  FA: ['#e6f2f7', '#9ccbe0', '#f29e4c'],
  AA: ['#eaf3e6', '#9cc5a1', '#4f6d2f'],
  BA: ['#fbecef', '#f7f3ea', '#c9a227'],
  TBA: ['#eceaf6', '#b9c4c9', '#1f2340'],
  HA: ['#f3ece3', '#e6dcc3', '#b5651d'],
};
const workshopFiles = new Map();
for (const service of seedData.workshopServices) {
  if (!service.image) continue;
  workshopFiles.set(fileName(service.image, 'workshops'), svg(service.name.en, WORKSHOP_PALETTES[service.code] ?? DEFAULT_PALETTE, SHAPES.workshop));
}
writeAll('workshops', workshopFiles);
