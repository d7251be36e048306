import type { BuyGiftCardRequest } from '@atelier/api/schema';
import { safeSet, type KeyValueStorage } from '../storage/storage';

/**
 * sessionStorage keys of the gift card purchase (ours: SPEC §3 names none). Session, not local:
 * they hold e-mail addresses and die with the tab, like the checkout store.
 * - the attempt: its Idempotency-Key is made once and stored before the request, so a double
 *   click, a lost answer or a reload that sends the same card again answers the same order;
 * - the bought cards' recipients by order id, for the pay page's "Gift card for …, sent on …"
 *   (the order itself carries no recipient: the code and its e-mail are the recipient's).
 */
export const GIFT_CARD_ATTEMPT_KEY = 'giftCardAttempt';
export const GIFT_CARD_RECIPIENTS_KEY = 'giftCardRecipients';

export interface GiftCardAttempt {
  idempotencyKey: string;
  /** The request the key was made for: another request needs another key. */
  request: string;
}

export interface GiftCardRecipient {
  name: string;
  email: string;
  /** `YYYY-MM-DD`. */
  deliverOn: string;
}

function parse(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** The stored attempt for this very request, or a new one (stored before it is used). */
export function attemptFor(storage: KeyValueStorage, request: BuyGiftCardRequest): GiftCardAttempt {
  const text = JSON.stringify(request);
  const stored = parse(storage.getItem(GIFT_CARD_ATTEMPT_KEY)) as Partial<GiftCardAttempt> | null;
  if (stored && stored.request === text && typeof stored.idempotencyKey === 'string') {
    return { idempotencyKey: stored.idempotencyKey, request: text };
  }
  const attempt = { idempotencyKey: crypto.randomUUID(), request: text };
  safeSet(storage, GIFT_CARD_ATTEMPT_KEY, JSON.stringify(attempt));
  return attempt;
}

/** The attempt is over: its order exists (it is paid on the pay page) or it was refused. */
export function endAttempt(storage: KeyValueStorage): void {
  try {
    storage.removeItem(GIFT_CARD_ATTEMPT_KEY);
  } catch {
    // Nothing to do: a kept key only replays the same order.
  }
}

function recipients(storage: KeyValueStorage): Record<string, GiftCardRecipient> {
  const stored = parse(storage.getItem(GIFT_CARD_RECIPIENTS_KEY));
  return stored && typeof stored === 'object' ? (stored as Record<string, GiftCardRecipient>) : {};
}

export function rememberRecipient(storage: KeyValueStorage, orderId: string, recipient: GiftCardRecipient) {
  // The last few only: a tab does not buy dozens of cards.
  const kept = Object.entries(recipients(storage)).slice(-9);
  safeSet(
    storage,
    GIFT_CARD_RECIPIENTS_KEY,
    JSON.stringify(Object.fromEntries([...kept, [orderId, recipient]])),
  );
}

/** Who the gift card of this order goes to, when this tab bought it. */
export function recipientOf(storage: KeyValueStorage, orderId: string): GiftCardRecipient | null {
  const found = recipients(storage)[orderId];
  return found &&
    typeof found.name === 'string' &&
    typeof found.email === 'string' &&
    typeof found.deliverOn === 'string'
    ? found
    : null;
}
