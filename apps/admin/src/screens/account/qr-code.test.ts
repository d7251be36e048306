import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code';

const URI =
  'otpauth://totp/Atelier%20Scents:merchandiser%40atelier.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Atelier%20Scents&algorithm=SHA1&digits=6&period=30';

/** The dark cells of the drawing, read back from its path. */
function darkCells(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
}

describe('the authenticator QR code', () => {
  it('is a QR code a camera finds: three finder patterns in their corners, a blank margin of 4', () => {
    const { path, size } = qrPath(URI);
    const modules = size - 8;
    // A QR symbol is 17 + 4 × version modules wide.
    expect((modules - 17) % 4).toBe(0);
    const dark = darkCells(path);
    const isDark = (x: number, y: number) => dark.has(`${x + 4},${y + 4}`);
    const finderAt = (left: number, top: number) => {
      for (let y = 0; y < 7; y += 1)
        for (let x = 0; x < 7; x += 1) {
          const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
          if (isDark(left + x, top + y) !== (ring !== 2)) return false;
        }
      return true;
    };
    expect(finderAt(0, 0)).toBe(true);
    expect(finderAt(modules - 7, 0)).toBe(true);
    expect(finderAt(0, modules - 7)).toBe(true);
    expect(finderAt(modules - 7, modules - 7)).toBe(false);
    // Nothing in the quiet zone.
    for (const cell of dark) {
      const [x, y] = cell.split(',').map(Number) as [number, number];
      expect(x >= 4 && y >= 4 && x < size - 4 && y < size - 4, cell).toBe(true);
    }
  });

  it('changes with what it encodes', () => {
    expect(qrPath(URI).path).not.toBe(qrPath(URI.replace('JBSW', 'KBSW')).path);
  });
});
