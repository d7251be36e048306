import { describe, expect, it } from 'vitest';
import { lineTotal } from './cart-line';

describe('lineTotal', () => {
  it('is price × quantity in minor units', () => {
    expect(lineTotal(12800, 2)).toBe(25600);
    expect(lineTotal(1_320_000, 3)).toBe(3_960_000);
    expect(lineTotal(0, 5)).toBe(0);
  });

  it('is 0 for a free gift whatever the price', () => {
    expect(lineTotal(1600, 1, true)).toBe(0);
  });

  it('refuses quantities below 1 and fractions', () => {
    expect(() => lineTotal(100, 0)).toThrow(RangeError);
    expect(() => lineTotal(100, 1.5)).toThrow(RangeError);
    expect(() => lineTotal(10.5, 1)).toThrow(TypeError);
  });

  it('refuses totals a double cannot hold exactly', () => {
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});
