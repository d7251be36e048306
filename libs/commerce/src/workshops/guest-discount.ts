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

/**
 * Percent off each guest's place for a guest code (SPEC §6 names the codes, not their value;
 * chosen: 10% for silver and gold, 20% for black). The member's own place is full price.
 */
export const GUEST_DISCOUNT_PERCENT: Readonly<Record<GuestDiscountCode, number>> = {
  ATELIERGUEST: 10,
  VIPATELIERGUEST: 20,
};
