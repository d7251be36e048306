import type { Database } from '../../../db/database';
import { rowsFromJson } from '../../../db/json-rows';
import { preparedStatement } from '../../../db/prepared';
import { productBundleItems, productImages, products } from '../../../db/schema';
import type { ProductRow } from '../../products';

type ImageRow = typeof productImages.$inferSelect;
type BundleRow = typeof productBundleItems.$inferSelect;

/** What a cart shows of one product besides money and stock: its row, images and set contents. */
interface ProductShowing {
  product: ProductRow | undefined;
  images: ImageRow[];
  bundles: BundleRow[];
  /** The products a set contains (their names are shown in the line's `combo`). */
  parts: ProductRow[];
  expiresAt: number;
}

/**
 * How long this process shows a product's name, images and set contents without reading them
 * again: the same bound as the catalogue's own answers (`DEFAULT_TTL_MS` of the response cache),
 * for the same reason — no route of this API changes them; the seed, content imports or another
 * process do, and this bounds how long such a change goes unseen in a cart.
 */
export const SHOWING_TTL_MS = 10_000;
/** Products kept per database (a catalogue far bigger than this only reads more often). */
const MAX_PRODUCTS = 5_000;

/**
 * The products' rows (with their descriptions, the bulk of a cart's contents), images and set
 * contents of the given products, in one prepared statement.
 */
const showingStatement = preparedStatement(
  'cart_products_showing',
  `select
    (select coalesce(json_agg(r), '[]'::json) from (
      select * from products where id = any($1::integer[]) or id in (
        select item_product_id from product_bundle_items where bundle_product_id = any($1::integer[]))) r) as products,
    (select coalesce(json_agg(r order by r.product_id, r.position), '[]'::json) from (
      select * from product_images where product_id = any($1::integer[])) r) as images,
    (select coalesce(json_agg(r order by r.bundle_product_id, r.position), '[]'::json) from (
      select * from product_bundle_items where bundle_product_id = any($1::integer[])) r) as bundles`,
);

/**
 * An in-process store, per database, of what carts show of each product that is neither money
 * nor stock: prices, variants (stock), promo rules, codes, shipping and rates are read fresh with
 * the cart on every request (cart-contents.ts); names, images and set contents change only through
 * the catalogue's own tools and are read at most every SHOWING_TTL_MS.
 */
class CartCatalogue {
  private readonly entries = new Map<number, ProductShowing>();

  constructor(private readonly db: Database) {}

  async showing(productIds: readonly number[]): Promise<{
    productRows: ProductRow[];
    imageRows: ImageRow[];
    bundleRows: BundleRow[];
  }> {
    const now = Date.now();
    const found: ProductShowing[] = [];
    const missing: number[] = [];
    for (const id of new Set(productIds)) {
      const entry = this.entries.get(id);
      if (entry && entry.expiresAt > now) found.push(entry);
      else missing.push(id);
    }
    if (missing.length > 0) found.push(...(await this.load(missing, now)));
    const productRows = new Map<number, ProductRow>();
    for (const entry of found) {
      if (entry.product) productRows.set(entry.product.id, entry.product);
      for (const part of entry.parts) productRows.set(part.id, part);
    }
    return {
      productRows: [...productRows.values()],
      imageRows: found.flatMap((e) => e.images),
      bundleRows: found.flatMap((e) => e.bundles),
    };
  }

  private async load(ids: number[], now: number): Promise<ProductShowing[]> {
    const [row] = await showingStatement.run(this.db, [ids]);
    const productRows = new Map(rowsFromJson(products, row!.products).map((p) => [p.id, p]));
    const images = rowsFromJson(productImages, row!.images);
    const bundles = rowsFromJson(productBundleItems, row!.bundles);
    const expiresAt = now + SHOWING_TTL_MS;
    return ids.map((id) => {
      const own = bundles.filter((b) => b.bundleProductId === id);
      const entry: ProductShowing = {
        product: productRows.get(id),
        images: images.filter((i) => i.productId === id),
        bundles: own,
        parts: own.map((b) => productRows.get(b.itemProductId)).filter((p): p is ProductRow => !!p),
        expiresAt,
      };
      // An unknown product is not kept: it may be created a moment later.
      if (entry.product) this.store(id, entry);
      return entry;
    });
  }

  private store(id: number, entry: ProductShowing): void {
    this.entries.delete(id);
    if (this.entries.size >= MAX_PRODUCTS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, entry);
  }
}

// One store per database handle: tests open several databases in one process.
const catalogues = new WeakMap<Database, CartCatalogue>();

/** What carts show of these products (see CartCatalogue); `db` is the root database. */
export function cartProductsShowing(db: Database, productIds: readonly number[]) {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = new CartCatalogue(db);
    catalogues.set(db, catalogue);
  }
  return catalogue.showing(productIds);
}
