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
  it('serves every face from an installed @fontsource package, never from another origin', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
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
    expect(arabic.map((face) => `${face.family} ${face.weight}`).sort()).toEqual([
      'Noto Kufi Arabic 700',
      'Noto Naskh Arabic 400',
      'Noto Naskh Arabic 700',
    ]);
    // Their Latin subsets are left out: Latin words on an Arabic page stay in the brand's faces.
    for (const face of arabic) expect(face.range).toMatch(/^\s*U\+0600-06FF/);
  });
});
