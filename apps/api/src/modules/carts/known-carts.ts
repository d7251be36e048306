import type { Database } from '../../db/database';
import type { CartContents, CartRow } from './queries';

/** A cart as this process last read or wrote it, at the version (`xmin`) it had then. */
export interface KnownCart {
  cart: CartRow;
  version: string;
  contents: CartContents;
  expiresAt: number;
}

/** Memory bounds: a guess is only worth keeping while the shopper is still adding. */
const KNOWN_TTL_MS = 30_000;
const MAX_KNOWN = 1_000;

const stores = new WeakMap<Database, Map<string, KnownCart>>();

/**
 * Carts as this process last saw them, so the next add to one can skip reading it (quick-add.ts).
 * Never served as they are and never trusted: an add planned on a known cart writes only if the
 * cart row is still at that version (whoever changed it since, in any process, changed its
 * `xmin`) and the stock and the product still allow it, and reads the cart afresh in the same
 * statement for its answer. So nothing here needs invalidating; a stale entry costs one statement
 * that writes nothing.
 */
export function knownCart(db: Database, cartId: string): KnownCart | undefined {
  const known = stores.get(db)?.get(cartId);
  if (!known || known.expiresAt <= Date.now()) return undefined;
  return known;
}

export function rememberCart(db: Database, cart: CartRow, version: string | null, contents: CartContents) {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  store.delete(cart.id);
  if (version === null || cart.status !== 'open') return;
  if (store.size >= MAX_KNOWN) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  store.set(cart.id, { cart, version, contents, expiresAt: Date.now() + KNOWN_TTL_MS });
}
