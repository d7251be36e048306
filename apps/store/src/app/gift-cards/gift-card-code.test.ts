import { describe, expect, it } from 'vitest';
import { normaliseGiftCardCode } from './gift-card-code';

describe('normaliseGiftCardCode', () => {
  it.each([
    ['ABCD-EFGH-JKLM-NPQR', 'ABCD-EFGH-JKLM-NPQR'],
    ['abcd efgh jklm npqr', 'ABCD-EFGH-JKLM-NPQR'],
    [' abcdefghjklmnpqr\n', 'ABCD-EFGH-JKLM-NPQR'],
    ['atlr-gift demo-0001', 'ATLR-GIFT-DEMO-0001'],
  ])('writes %j as %s', (input, code) => {
    expect(normaliseGiftCardCode(input)).toBe(code);
  });

  it.each(['', 'ABCD-EFGH', 'ABCD-EFGH-JKLM-NPQR-STUV', 'ABCD-EFGH-JKLM-NPQ!', 'ÄBCD-EFGH-JKLM-NPQR'])(
    'refuses %j',
    (input) => {
      expect(normaliseGiftCardCode(input)).toBeNull();
    },
  );
});
