// The Arabic faces' "core" subsets (libs/ui/src/tokens/fonts/): the letters, marks, digits and
// punctuation of the Arabic language, cut from @fontsource's Arabic files with HarfBuzz (subset-font;
// every glyph the shaping of those characters reaches is kept). @fontsource's Arabic subset also
// covers Persian, Urdu, African and Quranic letters and the presentation forms: 52 KB for Noto Naskh
// Arabic 400, 16 KB as the core (`node tools/scripts/arabic-fonts.mjs --sizes`). Every Arabic page
// downloads its faces before its first paint, so that was most of an Arabic page's LCP in
// Lighthouse's slow 4G (docs/performance.md, "Arabic faces"). The rest of the script stays
// available: fonts.css declares @fontsource's file for the other characters, fetched only by a page
// that shows one.
//
// `node tools/scripts/arabic-fonts.mjs` writes the files; tools/src/arabic-fonts.test.ts checks that
// the committed files are what this makes from the installed packages.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(repoRoot, 'package.json'));

export const FONTS_DIR = join(repoRoot, 'libs/ui/src/tokens/fonts');

/** The faces, as fonts.css names them: source in @fontsource, subset written to FONTS_DIR. */
export const ARABIC_FACES = [
  {
    source: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2',
    file: 'noto-naskh-arabic-core-400-normal.woff2',
  },
  {
    source: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2',
    file: 'noto-naskh-arabic-core-700-normal.woff2',
  },
  {
    source: '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2',
    file: 'noto-kufi-arabic-core-700-normal.woff2',
  },
];

/**
 * The Arabic language's code points: the space and the no-break space (Arabic pages set the Arabic
 * face first, so the spaces between Arabic words come from it and a heading of Arabic words needs
 * no Latin file), U+0600–0671 (letters, harakat, Arabic-Indic digits, the comma,
 * semicolon and question mark, tatweel, the superscript and wasla alefs), the six Persian letters
 * Arabic text borrows for foreign names (پ چ ژ ک گ ی), the full stop ۔, the joiners and
 * direction marks (U+200C–200F) and the hyphens (U+2010–2011; left to @fontsource's file, they
 * would fetch all of it for a hyphen).
 */
export const CORE_RANGES = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x0600, 0x0671],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x06d4, 0x06d4],
  [0x200c, 0x2011],
];

/** @fontsource's unicode-range of its Arabic files (the same for all three). */
export const FONTSOURCE_ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, ' +
  'U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, ' +
  'U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, ' +
  'U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, ' +
  'U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, ' +
  'U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, ' +
  'U+1EEA5-1EEA9, U+1EEAB-1EEBB, U+1EEF0-1EEF1';

/** Parses a CSS unicode-range into [from, to] pairs. */
export function parseRange(range) {
  return range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** Writes [from, to] pairs as a CSS unicode-range. */
export function formatRange(pairs) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return pairs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The code points of `pairs` that are not in `minus`, as merged pairs. */
export function subtractRanges(pairs, minus) {
  const out = [];
  for (const [from, to] of pairs) {
    let start = null;
    for (let cp = from; cp <= to + 1; cp++) {
      const kept = cp <= to && !minus.some(([a, b]) => cp >= a && cp <= b);
      if (kept && start === null) start = cp;
      if (!kept && start !== null) {
        out.push([start, cp - 1]);
        start = null;
      }
    }
  }
  return out;
}

/** The unicode-range of @fontsource's file once the core has its own face. */
export const REST_RANGE = formatRange(subtractRanges(parseRange(FONTSOURCE_ARABIC_RANGE), CORE_RANGES));
export const CORE_RANGE = formatRange(CORE_RANGES);

/** One face's core subset, as woff2 bytes. */
export async function coreSubset(face) {
  const text = CORE_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('');
  return subsetFont(readFileSync(require.resolve(face.source)), text, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const face of ARABIC_FACES) {
    const bytes = await coreSubset(face);
    if (!process.argv.includes('--sizes')) writeFileSync(join(FONTS_DIR, face.file), bytes);
    const before = readFileSync(require.resolve(face.source)).length;
    console.log(
      `${face.file}: ${(bytes.length / 1024).toFixed(1)} KB (from ${(before / 1024).toFixed(1)} KB)`,
    );
  }
  console.log(`core unicode-range: ${CORE_RANGE}\nrest unicode-range: ${REST_RANGE}`);
}
