import type { StorageLike } from '@atelier/api/client';
import { STORAGE_KEYS } from '@atelier/commerce/enums';

/**
 * The finished quiz's outcome id under SPEC §3's `outComeId`, so the result comes back on a later
 * visit. Storage may be missing (a partner's cross-site frame blocks it) or throw (Safari private
 * mode, quota): the quiz then just forgets, it never breaks.
 */
export function readOutcomeId(storage: StorageLike | null | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.outComeId) || null;
  } catch {
    return null;
  }
}

export function writeOutcomeId(storage: StorageLike | null | undefined, id: string | null): void {
  try {
    if (id) storage?.setItem(STORAGE_KEYS.outComeId, id);
    else storage?.removeItem(STORAGE_KEYS.outComeId);
  } catch {
    // See above: without storage the result only lasts for this visit.
  }
}
