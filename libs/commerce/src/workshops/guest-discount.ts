import { isMembershipTier, type MembershipTier } from '../enums/membership-tiers';

/** Discount code a member's workshop guest gets, by the member's tier (SPEC §6). */
export const GUEST_DISCOUNT_CODES = {
  silver: 'ATELIERGUEST',
  gold: 'ATELIERGUEST',
  black: 'VIPATELIERGUEST',
} as const satisfies Record<MembershipTier, string>;

export type GuestDiscountCode = (typeof GUEST_DISCOUNT_CODES)[MembershipTier];

/** The guest code for a tier; null for no tier or an unknown one (tiers are exact lower-case words). */
export function guestDiscountCodeForTier(tier: string | null | undefined): GuestDiscountCode | null {
  return isMembershipTier(tier) ? GUEST_DISCOUNT_CODES[tier] : null;
}
