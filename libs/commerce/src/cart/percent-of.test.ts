import { describe, expect, it } from 'vitest';
import { percentOf } from './percent-of';

describe('percentOf', () => {
  it('takes a whole percentage of minor units exactly', () => {
    expect(percentOf(25600, 10)).toBe(2560);
    expect(percentOf(0, 15)).toBe(0);
    expect(percentOf(12345, 100)).toBe(12345);
    expect(percentOf(12345, 0)).toBe(0);
  });

  it('rounds once, half away from zero', () => {
    expect(percentOf(1285, 10)).toBe(129); // 128.5
    expect(percentOf(1284, 10)).toBe(128); // 128.4
    expect(percentOf(5, 10)).toBe(1); // 0.5
    expect(percentOf(4, 10)).toBe(0); // 0.4
    expect(percentOf(-1285, 10)).toBe(-129);
  });

  it('is exact where floats are not', () => {
    // 0.07 * 100 style errors cannot happen: 1005 × 15 / 100 = 150.75 → 151.
    expect(percentOf(1005, 15)).toBe(151);
    expect(percentOf(9_007_199_254_740_991, 100)).toBe(9_007_199_254_740_991);
  });

  it('refuses non-integer amounts and percentages outside 0-100', () => {
    expect(() => percentOf(10.5, 10)).toThrow(TypeError);
    expect(() => percentOf(100, 10.5)).toThrow(RangeError);
    expect(() => percentOf(100, 101)).toThrow(RangeError);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
  });
});
