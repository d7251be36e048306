/**
 * Keys of the values the browser keeps in localStorage (SPEC §3). The key strings are the stored names,
 * so they must not change without a migration: a renamed key silently logs every shopper out and
 * empties their basket.
 */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  login: 'login',
  language: 'language',
  currency: 'currency',
  country: 'country',
  countryHeader: 'countryHeader',
  basketId: 'basketId',
  outComeId: 'outComeId',
  email: 'email',
  discountCode: 'discountCode',
  redeemCode: 'redeemCode',
  /** Persisted checkout form state (SPEC §4 "checkout store"); the spec names no key, this is ours. */
  checkoutStore: 'checkoutStore',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys kept in sessionStorage: they must die with the tab. */
export const SESSION_STORAGE_KEYS = {
  rewardCode: 'rewardCode',
  /** The per-session "already reloaded once after a failed load" flag of SPEC §4; name is ours. */
  loadRetried: 'loadRetried',
} as const;

export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];

/**
 * What the "keep" logout variant of SPEC §4 preserves: the visitor's basket, locale and checkout
 * progress survive, while every credential and personal value goes.
 */
// Literals checked against StorageKey, not reads of STORAGE_KEYS: the bundler keeps property reads
// of a shared object in every build that imports this module, used or not.
export const LOGOUT_KEEP_KEYS = [
  'basketId',
  'language',
  'countryHeader',
  'discountCode',
  'currency',
  'checkoutStore',
  'country',
  'outComeId',
] as const satisfies readonly StorageKey[];

export type LogoutVariant = 'all' | 'keep';

/**
 * Keys to remove from localStorage on logout, given the keys currently present. 'all' removes every
 * key, ours or not, because SPEC §4 says logout clears all local storage; 'keep' removes all but
 * LOGOUT_KEEP_KEYS. Pure so the rule is testable without a browser.
 */
export function storageKeysToRemoveOnLogout(
  presentKeys: readonly string[],
  variant: LogoutVariant,
): string[] {
  if (variant === 'all') return [...presentKeys];
  const keep: readonly string[] = LOGOUT_KEEP_KEYS;
  return presentKeys.filter((key) => !keep.includes(key));
}
