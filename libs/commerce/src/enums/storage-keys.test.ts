import { describe, expect, it } from 'vitest';
import {
  LOGOUT_KEEP_KEYS,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  storageKeysToRemoveOnLogout,
} from './storage-keys';

describe('client-side stored values (SPEC §3)', () => {
  it('use the stored names of the spec', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'token',
      'refreshToken',
      'login',
      'language',
      'currency',
      'country',
      'countryHeader',
      'basketId',
      'outComeId',
      'email',
      'discountCode',
      'redeemCode',
      'checkoutStore',
    ]);
    expect(SESSION_STORAGE_KEYS.rewardCode).toBe('rewardCode');
    expect(Object.values(STORAGE_KEYS)).not.toContain('rewardCode');
  });
});

describe('logout (SPEC §4)', () => {
  const present = [...Object.values(STORAGE_KEYS), 'i18nextLng', 'someone-elses-key'];

  it('the keep variant preserves basket id, language, country header, discount code, currency, checkout store, country and outcome id', () => {
    expect([...LOGOUT_KEEP_KEYS].sort()).toEqual(
      [
        'basketId',
        'language',
        'countryHeader',
        'discountCode',
        'currency',
        'checkoutStore',
        'country',
        'outComeId',
      ].sort(),
    );
    expect(storageKeysToRemoveOnLogout(present, 'keep').sort()).toEqual(
      ['token', 'refreshToken', 'login', 'email', 'redeemCode', 'i18nextLng', 'someone-elses-key'].sort(),
    );
  });

  it('the plain variant removes everything, ours or not', () => {
    expect(storageKeysToRemoveOnLogout(present, 'all')).toEqual(present);
  });

  it('never keeps a credential', () => {
    const kept: readonly string[] = LOGOUT_KEEP_KEYS;
    for (const secret of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.refreshToken,
      STORAGE_KEYS.login,
      STORAGE_KEYS.email,
    ]) {
      expect(kept).not.toContain(secret);
    }
  });
});
