import { describe, expect, it } from 'vitest';
import { divideRoundHalfAwayFromZero } from './rounding';

describe('divideRoundHalfAwayFromZero', () => {
  it.each([
    [10n, 4n, 3n], // 2.5 → 3
    [-10n, 4n, -3n], // -2.5 → -3
    [10n, -4n, -3n],
    [-10n, -4n, 3n],
    [9n, 4n, 2n], // 2.25 → 2
    [11n, 4n, 3n], // 2.75 → 3
    [-9n, 4n, -2n],
    [-11n, 4n, -3n],
    [1n, 2n, 1n], // 0.5 → 1
    [-1n, 2n, -1n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [0n, 7n, 0n],
    [12n, 4n, 3n], // exact
    [15n, 10n, 2n], // 1.5 → 2 (not banker's 2, but 25/10 below checks that)
    [25n, 10n, 3n], // 2.5 → 3, banker's rounding would give 2
  ])('%s / %s = %s', (n, d, expected) => {
    expect(divideRoundHalfAwayFromZero(n, d)).toBe(expected);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRoundHalfAwayFromZero(1n, 0n)).toThrow(/Division by zero/);
  });
});
