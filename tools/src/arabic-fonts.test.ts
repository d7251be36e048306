// tools/scripts/arabic-fonts.mjs: the committed Arabic cuts (libs/ui/src/tokens/fonts/) are what
// the script makes from the installed @fontsource files, and fonts.css gives them and the whole
// files the script's ranges.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_FACES,
  CORE_RANGE,
  FONTS_DIR,
  REST_RANGE,
  coreSubset,
  formatRange,
  parseRange,
  subtractRanges,
} from '../scripts/arabic-fonts.mjs';

describe('arabic-fonts', () => {
  it('subtracts one set of ranges from another, merging what is left', () => {
    expect(subtractRanges(parseRange('U+0600-06FF, U+0750-077F'), [[0x0610, 0x06fe]])).toEqual([
      [0x0600, 0x060f],
      [0x06ff, 0x06ff],
      [0x0750, 0x077f],
    ]);
    expect(formatRange([[0x0600, 0x060f], [0x06ff, 0x06ff]])).toBe('U+0600-060F, U+06FF');
  });

  it.each(ARABIC_FACES)('$file is the cut of $source the script makes', async (face) => {
    const committed = readFileSync(join(FONTS_DIR, face.file));
    const made = await coreSubset(face);
    // A smaller file than the whole one, and byte for byte what `node tools/scripts/arabic-fonts.mjs` writes.
    expect(committed.length).toBeLessThan(20_000);
    expect(Buffer.compare(committed, Buffer.from(made))).toBe(0);
  });

  it("gives fonts.css's Arabic faces the script's ranges", () => {
    const css = readFileSync(join(FONTS_DIR, '../fonts.css'), 'utf8').replace(/\s+/g, ' ');
    for (const face of ARABIC_FACES) {
      expect(css).toContain(`src: url('./fonts/${face.file}') format('woff2'); unicode-range: ${CORE_RANGE};`);
      expect(css).toContain(`src: url('${face.source}') format('woff2'); unicode-range: ${REST_RANGE};`);
    }
  });
});
