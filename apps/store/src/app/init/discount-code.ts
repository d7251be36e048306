import { DISCOUNT_CODE_QUERY_PARAM, STORAGE_KEYS } from '@atelier/commerce/enums';
import { safeSet, type KeyValueStorage } from '../storage/storage';

/** Longer than any code we issue; a longer value is a broken or hostile link, not a code. */
const MAX_CODE_LENGTH = 64;

/**
 * SPEC §2: a `discount_code` query parameter is stored (key `discountCode`) when the visitor
 * arrives, so checkout can apply it later. An empty or absurd value leaves a stored code alone.
 */
export function storeDiscountCode(search: string, storage: KeyValueStorage): string | null {
  const code = new URLSearchParams(search).get(DISCOUNT_CODE_QUERY_PARAM)?.trim() ?? '';
  if (code === '' || code.length > MAX_CODE_LENGTH) return null;
  safeSet(storage, STORAGE_KEYS.discountCode, code);
  return code;
}
