import Stripe from 'stripe';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's default tolerance between the signed timestamp and now. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * `t=...,v1=...` for a payload, as Stripe signs it, through the library's own test helper (the
 * tests' deliveries; the test provider's webhooks are signed the same way with
 * PAYMENT_WEBHOOK_SECRET).
 */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/**
 * The event of a delivery whose `Stripe-Signature` header is valid for the raw body and the
 * secret, with a `t` within the tolerance: checked by the `stripe` library's own
 * `webhooks.constructEvent` (constant-time, several `v1` allowed during a secret roll), so our
 * code never compares signatures itself. Null for a missing, forged or stale signature (or one
 * dated more than the tolerance ahead).
 */
export function verifiedEvent(header: string | undefined, payload: string, secret: string): unknown {
  if (!header) return null;
  // The library bounds only the past; a `t` far in the future is as suspect (a clock or a replay).
  const signedAt = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header)?.[1];
  if (signedAt && Number(signedAt) - nowSeconds() > SIGNATURE_TOLERANCE_SECONDS) return null;
  try {
    return Stripe.webhooks.constructEvent(payload, header, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    // Body that is not JSON although signed: not an event.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}
