/** The kinds of a promo code (contract DiscountType). */
export type PromoKind = 'percentage' | 'fixed_amount' | 'free_shipping';

/**
 * A promo code's rules, with its money already picked for the cart's currency (minor units).
 * Instants are `Date`s supplied by the caller: this library never reads the clock.
 */
export interface PromoTerms {
  readonly kind: PromoKind;
  /** percentage: 1-100. */
  readonly percent: number;
  /** fixed_amount: minor units off in the cart's currency; null when the code has none there. */
  readonly amountOff: number | null;
  /** Minimum subtotal in the cart's currency; null for none. */
  readonly minSpend: number | null;
  /** Lower-case country codes where the code works; empty for everywhere. */
  readonly countries: readonly string[];
  /** Upper-case currency codes where the code works; null for all. */
  readonly currencies: readonly string[] | null;
  readonly startsAt: Date | null;
  /** Last instant the code works (inclusive). */
  readonly endsAt: Date | null;
  /** Total uses allowed; null for unlimited. */
  readonly usageLimit: number | null;
  /** Uses so far (carts holding the code plus orders that redeemed it). */
  readonly usedCount: number;
  /** Uses per customer; null for unlimited. */
  readonly perCustomerLimit: number | null;
  /** Shop carts, or workshop bookings only (the SPEC §6 guest codes). */
  readonly appliesTo: 'cart' | 'workshop';
  /** Units of a free gift the code adds, or null. */
  readonly freeGiftQuantity: number | null;
  /** Member tiers the code is for (a tier code); null or empty for every shopper. */
  readonly tiers?: readonly string[] | null;
}

/** Where and when the code is being used. */
export interface PromoContext {
  readonly now: Date;
  /** Lower-case country of the shopper. */
  readonly country: string;
  /** Upper-case currency of the cart. */
  readonly currency: string;
  /** Paid subtotal of the cart (after automatic price rules), minor units of `currency`. */
  readonly subtotal: number;
  /**
   * The cart already holds one of the code's uses, so a reached usage limit does not count
   * against it (the limit is what kept the others out).
   */
  readonly holdsUse: boolean;
  /** How often this customer already redeemed the code; null when the customer is unknown (guest). */
  readonly customerRedemptions: number | null;
  /**
   * Who uses it, for tier codes: `guest`, a member (`tier` null when they have none), or
   * undefined where the shopper is not checked (a cart's own view; apply, the check,
   * precheckout and checkout always say).
   */
  readonly customer?: { readonly kind: 'guest' } | { readonly kind: 'member'; readonly tier: string | null };
}

/** Why a code does not apply, for the shopper's message (see README "Promotions"). */
export type PromoRefusal =
  | { readonly reason: 'workshop_only' }
  | { readonly reason: 'not_started'; readonly startsAt: Date }
  | { readonly reason: 'expired'; readonly endedAt: Date }
  | { readonly reason: 'country'; readonly country: string }
  | { readonly reason: 'currency'; readonly currency: string }
  | { readonly reason: 'min_spend'; readonly minSpend: number; readonly shortBy: number }
  | { readonly reason: 'usage_limit' }
  | { readonly reason: 'already_used' }
  | { readonly reason: 'members_only' }
  | { readonly reason: 'tier' };

export type PromoRefusalReason = PromoRefusal['reason'];

/** What an applicable code does to the cart. */
export interface PromoEffect {
  readonly applies: true;
  /** Money off the subtotal, minor units (never more than the subtotal). */
  readonly discount: number;
  /** Shipping becomes free. */
  readonly freeShipping: boolean;
  /** Units of the code's free gift to put in the cart, or 0. */
  readonly freeGiftQuantity: number;
}

export type PromoEvaluation = PromoEffect | ({ readonly applies: false } & PromoRefusal);
