/**
 * Finishes a payment the pay route answered `processing` with a `client_secret` (3-D Secure):
 * Stripe.js's `handleNextAction`, then the page reads the order or booking again. Answers the
 * provider's sentence when the shopper's bank refused, else null. The built-in card form has none
 * to finish (its payments settle at once): NO_NEXT_ACTION.
 */
export type NextAction = (clientSecret: string) => Promise<string | null>;

/** The built-in provider settles every payment at once: nothing to finish. */
export const NO_NEXT_ACTION: NextAction = async () => null;
