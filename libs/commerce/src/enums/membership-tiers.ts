/** Membership tiers of SPEC §3, lowest first. */
export const MEMBERSHIP_TIERS = ['silver', 'gold', 'black'] as const;

export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export function isMembershipTier(value: unknown): value is MembershipTier {
  return typeof value === 'string' && (MEMBERSHIP_TIERS as readonly string[]).includes(value);
}
