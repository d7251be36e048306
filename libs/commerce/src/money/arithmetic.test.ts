import { describe, expect, it } from 'vitest';
import { multiplyMinor, sumMinor } from './arithmetic';

describe('sumMinor', () => {
  it.each([
    [[], 0],
    [[1], 1],
    [[1999, 2999, -500], 4498],
    [[10, 20], 30],
  ])('sum of %j is %i', (amounts, total) => {
    expect(sumMinor(amounts)).toBe(total);
  });

  it('is exact where float sums of major units are not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMinor([10, 20])).toBe(30);
  });

  it('tolerates an intermediate total beyond 2^53 when the final one is safe', () => {
    expect(sumMinor([Number.MAX_SAFE_INTEGER, 2, -2])).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('names the bad element', () => {
    expect(() => sumMinor([1, 2.5])).toThrow(/sumMinor\[1\]: 2\.5 is not an integer/);
  });

  it.each([[[NaN]], [[Infinity]], [['5' as unknown as number]], [[2 ** 53]]])('rejects %j', (amounts) => {
    expect(() => sumMinor(amounts)).toThrow(/sumMinor/);
  });

  it('rejects a total beyond the safe range', () => {
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(/outside the safe integer range/);
  });
});

describe('multiplyMinor', () => {
  it.each([
    [1999, 3, 5997],
    [1999, 0, 0],
    [-500, 2, -1000],
    [250000, 4, 1000000],
  ])('%i × %i = %i', (unit, qty, total) => {
    expect(multiplyMinor(unit, qty)).toBe(total);
  });

  it.each([
    [19.99, 3, /not an integer/],
    [1999, 1.5, /quantity 1.5 is not a safe integer/],
    [1999, NaN, /quantity NaN/],
    [2 ** 53, 1, /outside the safe integer range/],
    [Number.MAX_SAFE_INTEGER, 2, /outside the safe integer range/],
  ])('rejects %s × %s', (unit, qty, message) => {
    expect(() => multiplyMinor(unit, qty)).toThrow(message);
  });
});
