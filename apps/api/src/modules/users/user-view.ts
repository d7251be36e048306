import type { User } from '@atelier/api/schema';
import { isMembershipTier } from '@atelier/commerce/enums';
import { guestDiscountCodeForTier } from '@atelier/commerce/workshops';
import type { UserRow } from './queries';

/** The contract's `User`; the workshop guest code follows the tier (SPEC §6). */
export function userView(row: UserRow): User {
  const tier = isMembershipTier(row.membershipTier) ? row.membershipTier : null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    membership_tier: tier,
    workshop_guest_code: tier ? guestDiscountCodeForTier(tier) : null,
    marketing_opt_in: row.marketingOptIn,
    date_joined: row.dateJoined.toISOString(),
  };
}
