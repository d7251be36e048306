// Draws the bespoke builder's bottles served at /media/bottles/: one flat SVG per bottle colour ×
// cap × size (bottles/<bottle>-<cap>-<size>.svg). The builder composites its label over them, so
// they stay simple vector art; every other picture (products, workshops, business, home) is rendered
// by tools/scripts/render-imagery.mjs. The file list comes from the seed data, so run it with tsx:
//
//   npx tsx apps/api/assets/generate-bottle-images.mjs
//
// Output is deterministic; re-running rewrites identical files. Each SVG is 400×400, under 2 KB.
import { Buffer } from 'node:buffer';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedData } from '../src/seed/data/index.ts';

const ASSETS = dirname(fileURLToPath(import.meta.url));
const MAX_BYTES = 2048;

const bottle = (x, y, w, h, m, a) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${m}" stroke="${a}" stroke-width="3"/><rect x="${x + w / 2 - 14}" y="${y - 24}" width="28" height="26" fill="${m}" stroke="${a}" stroke-width="3"/><rect x="${x + w / 2 - 22}" y="${y - 62}" width="44" height="40" rx="6" fill="${a}" stroke="#0003" stroke-width="2"/><rect x="${x + 16}" y="${y + h / 2 - 22}" width="${w - 32}" height="44" rx="4" fill="#fff" opacity=".85"/>`;

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

const CAPS = { black: '#1d1d1d', gold: '#c9a227', white: '#f7f7f7' };
const GLASS = { black: '#2b2b2b', clear: '#e3eef2' };
const bottleFiles = new Map();
for (const image of seedData.bottleImages) {
  const large = image.size === '100ml';
  const [w, h] = large ? [140, 190] : [100, 130];
  const body = (m, a) => bottle(200 - w / 2, large ? 140 : 190, w, h, m, a);
  const title = `${image.bottleColour} bottle, ${image.capColour} cap, ${image.size}`;
  bottleFiles.set(
    fileName(image.path, 'bottles'),
    svg(title, ['#f4f1ec', GLASS[image.bottleColour], CAPS[image.capColour]], body),
  );
}
writeAll('bottles', bottleFiles);
