import type { KeyValueStorage } from '../storage/storage';
import type { Analytics } from './analytics';
import { pushEcommerce } from './ecommerce';

const SENT = 'atelier.purchases-sent';
const STARTED = 'atelier.purchases-started';
/** Enough to cover every purchase a browser makes for a long while; the oldest are dropped first. */
const KEEP = 50;

function idsIn(storage: KeyValueStorage, key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function remember(storage: KeyValueStorage, key: string, id: string): void {
  const ids = idsIn(storage, key);
  if (ids.includes(id)) return;
  try {
    storage.setItem(key, JSON.stringify([...ids, id].slice(-KEEP)));
  } catch {
    // Storage full or refused: at worst a purchase is reported twice, or not from the confirmation.
  }
}

/**
 * Notes that the shopper started paying this transaction in this browser, so its confirmation
 * may report the purchase when the payment settles later (3-D Secure): a confirmation opened
 * elsewhere (a link, another device) reports nothing the paying browser already did.
 */
export function notePurchaseStarted(storage: KeyValueStorage, transactionId: string): void {
  remember(storage, STARTED, transactionId);
}

/**
 * GA4's `purchase` for one transaction, pushed once per browser whichever path saw it paid first:
 * the pay answer, the confirmation after 3-D Secure (verify or the webhook settled it), a reload
 * of the confirmation, another tab. The transaction ids sent are kept in localStorage (`storage`),
 * so GA4 never counts a sale twice from here; `build` runs only when it is sent.
 */
export function pushPurchaseOnce(
  analytics: Analytics,
  storage: KeyValueStorage,
  transactionId: string,
  build: () => object,
): void {
  if (idsIn(storage, SENT).includes(transactionId)) return;
  pushEcommerce(analytics, build);
  remember(storage, SENT, transactionId);
}

/** On a confirmation: the purchase, once, when this browser started paying it (notePurchaseStarted). */
export function pushStartedPurchaseOnce(
  analytics: Analytics,
  storage: KeyValueStorage,
  transactionId: string,
  build: () => object,
): void {
  if (idsIn(storage, STARTED).includes(transactionId))
    pushPurchaseOnce(analytics, storage, transactionId, build);
}
