import type { Database } from '../../../db/database';
import { DEFAULT_TTL_MS } from '../../../http/response-cache';
import type { CartContents } from '../cart-contents';
import type { CartRow } from '../queries';

/**
 * When the catalogue part of a cart's contents (everything but the cart row and its lines:
 * variants and their stock, prices, promo and shipping rules, rates) was read: the catalogue
 * generation of its database before the read, and the time.
 */
export interface CatalogueMark {
  generation: number;
  readAt: number;
}

/** A cart as this process last read or wrote it, at the version (`xmin`) it had then. */
export interface KnownCart {
  cart: CartRow;
  version: string;
  contents: CartContents;
  /** When `contents`' catalogue part was read (see `catalogueStillValid`). */
  catalogue: CatalogueMark;
  expiresAt: number;
}

/** Memory bounds: a guess is only worth keeping while the shopper is still adding. */
const KNOWN_TTL_MS = 30_000;
const MAX_KNOWN = 1_000;
/**
 * How long a remembered catalogue part may answer without a signal: what no signal reaches (a
 * direct SQL write, `npm run seed`) shows in a cart answer within the same bound as in the
 * response cache's and get cart's answers.
 */
export const CATALOGUE_TTL_MS = DEFAULT_TTL_MS;

/** What tells this process that the catalogue changed: the response cache, emptied by such writes. */
export interface CatalogueSignals {
  onClear(listener: () => void): void;
}

interface Store {
  carts: Map<string, KnownCart>;
  /** Bumped by every signal of a catalogue change. */
  generation: number;
  /** Some process's signals reach this one: remembered catalogue parts may answer. */
  watched: boolean;
  /** Another process may change the catalogue unsignalled here: they never answer. */
  shared: boolean;
}

const stores = new WeakMap<Database, Store>();

function storeOf(db: Database): Store {
  let store = stores.get(db);
  if (!store) {
    store = { carts: new Map(), generation: 0, watched: false, shared: false };
    stores.set(db, store);
  }
  return store;
}

/**
 * Lets adds to remembered carts on `db` answer with the catalogue part they remember instead of
 * reading it again (quick-add.ts), until `signals` reports a catalogue change or CATALOGUE_TTL_MS
 * passes. `sharedWithOtherProcesses` (several API processes on one database, through Redis):
 * another process's catalogue writes are not signalled here, so the catalogue part is always
 * read again. Until this is called for a database it always is, too.
 */
export function watchCatalogue(db: Database, signals: CatalogueSignals, sharedWithOtherProcesses: boolean) {
  const store = storeOf(db);
  store.watched = true;
  store.shared ||= sharedWithOtherProcesses;
  signals.onClear(() => {
    store.generation++;
  });
}

/**
 * Taken just before a statement that reads the catalogue part of a cart: a change signalled
 * after it (even one that committed before that read) makes the part read no longer valid.
 */
export function catalogueMark(db: Database): CatalogueMark {
  return { generation: storeOf(db).generation, readAt: Date.now() };
}

/**
 * Whether a catalogue part read under `mark` may still answer: no catalogue change was signalled
 * since, within CATALOGUE_TTL_MS. A change that committed before this check but whose signal
 * comes after it is a write still in flight (its answer has not left): the answer made with the
 * older catalogue is that of an add just before it.
 */
export function catalogueStillValid(db: Database, mark: CatalogueMark): boolean {
  const store = storeOf(db);
  return (
    store.watched &&
    !store.shared &&
    mark.generation === store.generation &&
    Date.now() - mark.readAt < CATALOGUE_TTL_MS
  );
}

/**
 * Carts as this process last saw them, so the next add to one can skip reading it (quick-add.ts).
 * Never trusted for what decides a write: an add planned on a known cart writes only if the cart
 * row is still at that version (whoever changed it since, in any process, changed its `xmin`) and
 * the stock and the product still allow it, and its answer shows the cart row and the line that
 * statement wrote (the other lines are those remembered, which the version check vouches for).
 * The catalogue part of its answer comes from here only while `catalogueStillValid`. So nothing here needs invalidating; a stale entry costs one statement
 * that writes nothing.
 */
export function knownCart(db: Database, cartId: string): KnownCart | undefined {
  const known = stores.get(db)?.carts.get(cartId);
  if (!known || known.expiresAt <= Date.now()) return undefined;
  return known;
}

export function rememberCart(
  db: Database,
  cart: CartRow,
  version: string | null,
  contents: CartContents,
  catalogue: CatalogueMark,
) {
  const store = storeOf(db).carts;
  store.delete(cart.id);
  if (version === null || cart.status !== 'open') return;
  if (store.size >= MAX_KNOWN) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  store.set(cart.id, { cart, version, contents, catalogue, expiresAt: Date.now() + KNOWN_TTL_MS });
}
