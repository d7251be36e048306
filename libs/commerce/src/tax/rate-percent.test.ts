import { describe, expect, it } from 'vitest';
import { ratePercent } from './rate-percent';

describe('ratePercent', () => {
  it('writes basis points as a percentage without trailing zeros', () => {
    expect([0, 500, 900, 1_000, 725, 50, 5, 10_000].map(ratePercent)).toEqual([
      '0',
      '5',
      '9',
      '10',
      '7.25',
      '0.5',
      '0.05',
      '100',
    ]);
  });
});
