import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The brand's faces as the browser gets them (fonts.css): what a page downloads, and from where.
const css = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => ({
  family: /font-family: '([^']+)'/.exec(body)?.[1],
  weight: Number(/font-weight: (\d+)/.exec(body)?.[1]),
  display: /font-display: (\w+)/.exec(body)?.[1],
  src: /src: url\('([^']+)'\) format\('woff2'\);/.exec(body)?.[1],
  range: /unicode-range:([^;]+);/.exec(body)?.[1],
}));
const resolve = createRequire(join(process.cwd(), 'package.json')).resolve;

describe('fonts.css', () => {
  it('serves every face from an installed @fontsource package or our cut of one, never from another origin', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      if (face.src?.startsWith('./fonts/')) {
        // The Arabic language's cut of @fontsource's Arabic files (tools/scripts/arabic-fonts.mjs).
        expect(face.src).toMatch(/^\.\/fonts\/noto-[a-z]+-arabic-core-\d00-normal\.woff2$/);
        expect(existsSync(join(import.meta.dirname, face.src))).toBe(true);
        continue;
      }
      expect(face.src).toMatch(/^@fontsource\/[a-z-]+\/files\/[a-z0-9-]+\.woff2$/);
      expect(existsSync(resolve(face.src!))).toBe(true);
    }
    expect(css).not.toMatch(/https?:/);
  });

  it('splits every face by unicode-range and shows text at once while it loads', () => {
    for (const face of faces) {
      expect(face.range, `${face.family} ${face.weight}`).toBeTruthy();
      expect(face.display).toBe('swap');
    }
  });

  it('has the Vietnamese subset of the faces that have one, and the Arabic pair for Arabic only', () => {
    const files = faces.map((face) => face.src);
    expect(files).toContain(
      '@fontsource/playfair-display/files/playfair-display-vietnamese-700-normal.woff2',
    );
    expect(files).toContain('@fontsource/open-sans/files/open-sans-vietnamese-400-normal.woff2');
    const arabic = faces.filter((face) => /Arabic/.test(face.family ?? ''));
    expect([...new Set(arabic.map((face) => `${face.family} ${face.weight}`))].sort()).toEqual([
      'Noto Kufi Arabic 700',
      'Noto Naskh Arabic 400',
      'Noto Naskh Arabic 700',
    ]);
    // Their Latin subsets are left out: Latin words and digits on an Arabic page stay in the
    // brand's faces. Of the first 256 code points they have the space and no-break space only.
    for (const face of arabic)
      expect(face.range?.match(/U\+00[0-9A-F]{2}\b(-[0-9A-F]+)?/g) ?? []).toEqual(
        face.src?.startsWith('./fonts/') ? ['U+0020', 'U+00A0'] : [],
      );
  });

  it("sets the Arabic language's characters in the small cut and nothing twice", () => {
    const arabic = faces.filter((face) => /Arabic/.test(face.family ?? ''));
    const codePoints = (range: string) =>
      range.split(',').flatMap((part) => {
        const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-');
        return Array.from(
          { length: parseInt(to, 16) - parseInt(from, 16) + 1 },
          (_, i) => parseInt(from, 16) + i,
        );
      });
    for (const weight of ['Noto Naskh Arabic 400', 'Noto Naskh Arabic 700', 'Noto Kufi Arabic 700']) {
      const [whole, cut] = ['@fontsource', './fonts/'].map((prefix) =>
        arabic.find((face) => `${face.family} ${face.weight}` === weight && face.src?.startsWith(prefix)),
      );
      const inCut = new Set(codePoints(cut!.range!));
      // Every letter of the Arabic alphabet, the Arabic-Indic digits, the Arabic comma and
      // question mark and the spaces (Arabic pages set these faces first, so a line of Arabic words
      // asks for no Latin file) come from the cut; Persian-only and presentation forms from the
      // whole file.
      for (const char of 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإةى٠١٢٣٤٥٦٧٨٩،؟ \u00a0') {
        expect(inCut.has(char.codePointAt(0)!), `${weight} ${char}`).toBe(true);
      }
      const inWhole = codePoints(whole!.range!);
      expect(inWhole.filter((cp) => inCut.has(cp))).toEqual([]);
      expect(inWhole).toContain(0xfb50);
    }
  });
});
