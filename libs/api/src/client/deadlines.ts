/**
 * How long a call waits for the server's answer to start (its status and headers) before it counts
 * as a network failure, i.e. the SPEC §8 offline message. A browser that knows it is offline fails
 * a fetch at once; a dead network (a captive portal, a tunnel, a dropped Wi-Fi the browser has not
 * noticed) leaves it hanging, and the shopper would watch a spinner forever. SPEC §8 (issue 22)
 * wants the offline message within 5 s: 4 s leaves time to draw it.
 *
 * Only the answer's start is timed: a body already arriving is not cut off.
 *
 * A write that times out may still have happened on the server. Orders, bookings and gift cards
 * are safe to send again: they carry an `Idempotency-Key` made once per attempt (the same answer
 * comes back). Promo codes and delivery methods set a state. Adding an item is not idempotent: sent
 * again after a lost answer it can add the item twice, which the cart then shows (quantity) and the
 * shopper can change. A newsletter sign-up or an enquiry sent twice is harmless.
 */
export const RESPONSE_DEADLINE_MS = 4_000;

/**
 * Reads (GET) wait longer: they change nothing, a slow page's data (a loaded server, a slow mobile
 * connection) is still worth waiting for, and calling it offline after 4 s would replace content
 * with an error the shopper cannot act on. A browser that knows it is offline still fails them at
 * once (the `offline` event ends every call in flight); only a silently dead network waits this long.
 */
export const READ_RESPONSE_DEADLINE_MS = 15_000;

/**
 * Paying (and asking the provider about a payment) may legitimately take longer: the server holds
 * the order while the provider answers (its own time-out is 20 s, docs/api-decisions.md,
 * "Payments"). Cutting that short would tell a shopper whose card is being charged that they are
 * offline. A paying browser that loses the network still hears at once: the browser's `offline`
 * event ends every call in flight. And paying again is safe: the order is locked during a payment,
 * so a second attempt waits and then sees it paid (409, the page reads the order again).
 */
export const PAYMENT_RESPONSE_DEADLINE_MS = 30_000;
