import { SESSION_STORAGE_KEYS } from '@atelier/commerce/enums';
import { readStored } from '@atelier/commerce/validation';
import { safeSet, type KeyValueStorage } from '../storage/storage';
import { normaliseGiftCardCode } from './gift-card-code';

/** The query parameter of the gift card e-mail's link (`…/sg/checkout?reward_code=ABCD-…`). */
export const REWARD_CODE_QUERY_PARAM = 'reward_code';

const KEY = SESSION_STORAGE_KEYS.rewardCode;

/**
 * SPEC §3 session-only `rewardCode`: a `reward_code` parameter on arrival is kept in
 * sessionStorage (never localStorage), so the checkout's gift card field starts with it in this
 * tab only: a gift card code is money, and a shared computer should not offer it to the next
 * visitor. Anything that cannot be a code leaves a stored one alone. Returns the stored code.
 */
export function storeRewardCode(search: string, sessionStorage: KeyValueStorage): string | null {
  const raw = new URLSearchParams(search).get(REWARD_CODE_QUERY_PARAM) ?? '';
  const code = raw.length <= 64 ? normaliseGiftCardCode(raw) : null;
  if (!code) return null;
  safeSet(sessionStorage, KEY, code);
  return code;
}

/** The reward code of this tab, if a valid one is stored. */
export function readRewardCode(sessionStorage: KeyValueStorage): string | null {
  const stored = readStored(sessionStorage.getItem(KEY));
  return stored ? normaliseGiftCardCode(stored) : null;
}
