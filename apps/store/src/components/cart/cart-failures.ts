import { ApiError, type ApiFailure } from '@atelier/api/client';

/** The failure of a call, from what react-query mutations reject with. */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError) return error.result;
  return {
    ok: false,
    kind: 'error',
    status: 0,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** Reasons the server gives for refusing a promo code (`errors[0].reason` of the 422). */
export const PROMO_REASONS = [
  'unknown',
  'expired',
  'not_started',
  'min_spend',
  'country',
  'currency',
  'usage_limit',
  'already_used',
  'workshop_only',
  'members_only',
  'tier',
] as const;

export type PromoReason = (typeof PROMO_REASONS)[number] | 'offline' | 'too_many' | 'generic';

/**
 * Why a code was refused, in terms the page can translate: the contract's stable reason of a 422
 * (`errors[0].reason`), an unknown code (404 from the check), or a transport problem.
 */
export function promoReason(failure: ApiFailure): PromoReason {
  if (failure.kind === 'offline') return 'offline';
  if (failure.status === 429) return 'too_many';
  if (failure.status === 404) return 'unknown';
  const reason = failure.errors?.[0]?.reason;
  if (failure.status === 422 && reason && (PROMO_REASONS as readonly string[]).includes(reason)) {
    return reason as PromoReason;
  }
  return 'generic';
}

/** Reasons that will not change by trying the same code again later in this cart. */
export function isFinalPromoReason(reason: PromoReason): boolean {
  return reason !== 'min_spend' && reason !== 'offline' && reason !== 'too_many' && reason !== 'generic';
}

/**
 * The server's own words for a stock conflict ("Only 2 left of Velvet Saffron 30ml"): SPEC §8 makes
 * every 409 read "The email already exists", so the catalogue keeps the server's text aside.
 */
export function stockMessage(failure: ApiFailure): string | null {
  if (failure.status !== 409) return null;
  return failure.serverMessage ?? failure.errors?.[0]?.reason ?? null;
}

/** How many are left, when the server's stock message says it ("Only 2 left ..."). */
export function stockLeft(failure: ApiFailure): number | null {
  const text = stockMessage(failure);
  const match = text?.match(/\d+/);
  return match ? Number(match[0]) : null;
}
