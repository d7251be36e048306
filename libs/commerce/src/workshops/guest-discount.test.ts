import { describe, expect, it } from 'vitest';
import { guestDiscountCodeForTier } from './guest-discount';

describe('guestDiscountCodeForTier (SPEC §6)', () => {
  it.each([
    ['silver', 'ATELIERGUEST'],
    ['gold', 'ATELIERGUEST'],
    ['black', 'VIPATELIERGUEST'],
  ])('%s → %s', (tier, code) => {
    expect(guestDiscountCodeForTier(tier)).toBe(code);
  });

  it.each([null, undefined, '', 'platinum', 'Gold', 'BLACK'])('%j → no code', (tier) => {
    expect(guestDiscountCodeForTier(tier)).toBeNull();
  });
});
