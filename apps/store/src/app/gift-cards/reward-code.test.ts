import { describe, expect, it } from 'vitest';
import { logout } from '../../components/session/logout';
import { createMemoryStorage } from '../storage/storage';
import { initialGiftCardCode, storeRedeemCode } from './redeem-code';
import { readRewardCode, storeRewardCode } from './reward-code';

describe('storeRewardCode', () => {
  it('keeps ?reward_code= in sessionStorage as rewardCode, normalised', () => {
    const session = createMemoryStorage();
    expect(storeRewardCode('?utm_source=mail&reward_code=atlr-gift-demo-0001', session)).toBe(
      'ATLR-GIFT-DEMO-0001',
    );
    expect(session.getItem('rewardCode')).toBe('ATLR-GIFT-DEMO-0001');
    expect(readRewardCode(session)).toBe('ATLR-GIFT-DEMO-0001');
  });

  it('leaves a stored code alone for a missing, empty, malformed or absurd parameter', () => {
    const session = createMemoryStorage();
    session.setItem('rewardCode', 'ATLR-GIFT-DEMO-0001');
    for (const search of ['', '?reward_code=', '?reward_code=NOPE', `?reward_code=${'A'.repeat(80)}`]) {
      expect(storeRewardCode(search, session)).toBeNull();
    }
    expect(session.getItem('rewardCode')).toBe('ATLR-GIFT-DEMO-0001');
  });

  it('reads "undefined" or "null" as no code (SPEC §5)', () => {
    const session = createMemoryStorage();
    session.setItem('rewardCode', 'undefined');
    expect(readRewardCode(session)).toBeNull();
  });
});

describe('initialGiftCardCode', () => {
  it('offers the applied redeemCode first, else the reward code as a suggestion', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    expect(initialGiftCardCode(local, session)).toBeNull();
    storeRewardCode('?reward_code=AAAA-BBBB-CCCC-DDDD', session);
    expect(initialGiftCardCode(local, session)).toEqual({ code: 'AAAA-BBBB-CCCC-DDDD', applied: false });
    storeRedeemCode(local, 'EEEE-FFFF-GGGG-HHHH');
    expect(initialGiftCardCode(local, session)).toEqual({ code: 'EEEE-FFFF-GGGG-HHHH', applied: true });
  });
});

describe('logout and the gift card codes', () => {
  it.each(['all', 'keep'] as const)(
    "'%s' drops redeemCode from localStorage; the tab's rewardCode (sessionStorage) stays with the tab",
    (variant) => {
      const local = createMemoryStorage();
      const session = createMemoryStorage();
      storeRedeemCode(local, 'EEEE-FFFF-GGGG-HHHH');
      storeRewardCode('?reward_code=AAAA-BBBB-CCCC-DDDD', session);
      logout(variant, local);
      expect(local.getItem('redeemCode')).toBeNull();
      expect(session.getItem('rewardCode')).toBe('AAAA-BBBB-CCCC-DDDD');
    },
  );
});
