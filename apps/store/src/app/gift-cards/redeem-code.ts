import { STORAGE_KEYS } from '@atelier/commerce/enums';
import { readStored } from '@atelier/commerce/validation';
import { safeSet, type KeyValueStorage } from '../storage/storage';
import { normaliseGiftCardCode } from './gift-card-code';
import { readRewardCode } from './reward-code';

const KEY = STORAGE_KEYS.redeemCode;

/** SPEC §3 `redeemCode` (localStorage): the gift card the shopper applied at checkout. */
export function readRedeemCode(storage: KeyValueStorage): string | null {
  const stored = readStored(storage.getItem(KEY));
  return stored ? normaliseGiftCardCode(stored) : null;
}

export function storeRedeemCode(storage: KeyValueStorage, code: string): void {
  safeSet(storage, KEY, code);
}

export function clearRedeemCode(storage: KeyValueStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // A storage that cannot remove cannot be helped; the checkout forgets it in memory.
  }
}

/**
 * What the checkout's gift card field starts with: the applied `redeemCode`, else this tab's
 * `rewardCode` (from the gift card e-mail's link), which is only a suggestion until applied.
 */
export function initialGiftCardCode(
  storage: KeyValueStorage,
  sessionStorage: KeyValueStorage,
): { code: string; applied: boolean } | null {
  const redeem = readRedeemCode(storage);
  if (redeem) return { code: redeem, applied: true };
  const reward = readRewardCode(sessionStorage);
  return reward ? { code: reward, applied: false } : null;
}
