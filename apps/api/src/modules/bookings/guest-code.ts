import { tierRefusal } from '@atelier/commerce/cart';
import type { Language } from '@atelier/commerce/enums';
import {
  GUEST_DISCOUNT_CODES,
  GUEST_DISCOUNT_PERCENT,
  type GuestDiscountCode,
} from '@atelier/commerce/workshops';
import type { Database } from '../../db/database';
import { cartMessages } from '../carts';
import { findPromoByCode } from '../promos';
import { memberTier } from './queries';

/** Why a booking cannot take a code: not a workshop guest code, or the cart's tier reasons. */
export type GuestCodeRefusal = 'not_applicable' | 'members_only' | 'tier';

export type GuestCodeCheck = { code: GuestDiscountCode } | { refusal: GuestCodeRefusal };

const isGuestCode = (code: string): code is GuestDiscountCode =>
  Object.prototype.hasOwnProperty.call(GUEST_DISCOUNT_PERCENT, code);

/** The tiers SPEC §6 gives a guest code, for a promo row that lists none. */
function specTiersOf(code: GuestDiscountCode): string[] {
  return Object.entries(GUEST_DISCOUNT_CODES)
    .filter(([, guestCode]) => guestCode === code)
    .map(([tier]) => tier);
}

/**
 * Whether a booking by `userId` (null: a guest) may take `code` now. Only the workshop guest codes
 * (promos with applies_to `workshop`) apply to bookings; who may use one is the promo's `tiers`
 * (the console edits them), under the same rule as carts and checkout (libs/commerce
 * tierRefusal): a guest must sign in (`members_only`), a member of another tier or none cannot
 * (`tier`). A guest code whose row lists no tiers keeps SPEC §6's (never everyone's). Outside
 * the promo's dates it is `not_applicable`. The percentage stays SPEC's (GUEST_DISCOUNT_PERCENT,
 * which the store's booking form and tier benefits show), not the row's.
 */
export async function checkGuestCode(
  db: Database,
  code: string,
  userId: number | null,
  now: Date = new Date(),
): Promise<GuestCodeCheck> {
  const upper = code.trim().toUpperCase();
  if (!isGuestCode(upper)) return { refusal: 'not_applicable' };
  const promo = await findPromoByCode(db, upper);
  if (!promo || promo.appliesTo !== 'workshop') return { refusal: 'not_applicable' };
  // The promo's dates, as the console sets them: a code staff ended or deactivated (which ends it
  // now) no longer applies, nor one not started yet.
  if ((promo.startsAt !== null && now < promo.startsAt) || (promo.endsAt !== null && now > promo.endsAt))
    return { refusal: 'not_applicable' };
  const customer =
    userId === null
      ? ({ kind: 'guest' } as const)
      : ({ kind: 'member', tier: await memberTier(db, userId) } as const);
  const refused = tierRefusal(promo.tiers?.length ? promo.tiers : specTiersOf(upper), customer);
  return refused ? { refusal: refused.reason } : { code: upper };
}

/** The shopper's sentence for a refusal: the cart's own for the tier reasons. */
export function guestCodeRefusalMessage(refusal: GuestCodeRefusal, language: Language): string {
  if (refusal === 'not_applicable') return 'This code does not apply to workshop bookings';
  return cartMessages(language).refusal({ reason: refusal }, '');
}
