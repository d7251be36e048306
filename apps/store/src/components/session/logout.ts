import { storageKeysToRemoveOnLogout, type LogoutVariant } from '@atelier/commerce/enums';
import { storedKeys, type KeyValueStorage } from '../../app/storage/storage';

/**
 * SPEC §4 logout, both variants, on localStorage:
 * - 'all' clears everything (ours or not);
 * - 'keep' keeps the basket id, language, country header, discount code, currency, checkout store,
 *   country and outcome id (commerce LOGOUT_KEEP_KEYS), so a shopper who logs out keeps their cart
 *   and locale. Returns the removed keys.
 */
export function logout(variant: LogoutVariant, storage: KeyValueStorage): string[] {
  const remove = storageKeysToRemoveOnLogout(storedKeys(storage), variant);
  for (const key of remove) {
    try {
      storage.removeItem(key);
    } catch {
      // A storage that cannot remove cannot be helped; the tokens are also dropped from the client.
    }
  }
  return remove;
}
