import type { Database } from '../../../db/database';
import type { ProductRow } from '../../products';
import { catalogueStillValid, type CatalogueMark } from './known-carts';
import type { CartContents } from '../cart-contents';

/**
 * What an add of a product is planned on, as the last cart read that added it found it: the
 * product row (`active`), its variants (stock) and their prices, and the automatic promo rules of
 * its type with their amounts. So a remembered cart taking a product it does not hold yet can be
 * planned and answered without reading the cart again (quick-add.ts), under the same rule as the
 * cart's own catalogue part (known-carts.ts): only while no catalogue change was signalled since
 * and within CATALOGUE_TTL_MS. The write still checks the stock, the product and its price.
 */
export interface ProductOffer {
  product: ProductRow;
  variantRows: CartContents['variantRows'];
  priceRows: CartContents['priceRows'];
  priceRuleRows: CartContents['priceRuleRows'];
  priceRuleAmountRows: CartContents['priceRuleAmountRows'];
  catalogue: CatalogueMark;
}

/** Products kept per database: a shop's whole range is a few hundred. */
const MAX_OFFERS = 2_000;

const stores = new WeakMap<Database, Map<number, ProductOffer>>();

/** Keeps what `contents` (read under `catalogue` to add `product`) holds about that product. */
export function rememberOffer(
  db: Database,
  product: ProductRow,
  contents: CartContents,
  catalogue: CatalogueMark,
): void {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  const variantRows = contents.variantRows.filter((v) => v.productId === product.id);
  const variantIds = new Set(variantRows.map((v) => v.id));
  const priceRuleRows = contents.priceRuleRows.filter((r) => r.productType === product.type);
  const ruleIds = new Set(priceRuleRows.map((r) => r.id));
  store.delete(product.id);
  if (store.size >= MAX_OFFERS) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  store.set(product.id, {
    product,
    variantRows,
    priceRows: contents.priceRows.filter((p) => variantIds.has(p.variantId)),
    priceRuleRows,
    priceRuleAmountRows: contents.priceRuleAmountRows.filter((a) => ruleIds.has(a.ruleId)),
    catalogue,
  });
}

/** The offer of `productId` while it may still be planned on, else undefined. */
export function heldOffer(db: Database, productId: number): ProductOffer | undefined {
  const offer = stores.get(db)?.get(productId);
  return offer && catalogueStillValid(db, offer.catalogue) ? offer : undefined;
}

/**
 * `contents` with `offer`'s product added to its catalogue part, and what carts show of it
 * (`showing`: cart-catalogue.ts). Rules shared with the cart's products are kept once, in the
 * order the cart statement reads them (minimum quantity, then id).
 */
export function withOffer(
  contents: CartContents,
  offer: ProductOffer,
  showing: Pick<CartContents, 'productRows' | 'imageRows' | 'bundleRows'>,
): CartContents {
  const id = offer.product.id;
  const heldProducts = new Set(contents.productRows.map((p) => p.id));
  const heldRules = new Set(contents.priceRuleRows.map((r) => r.id));
  const newRules = offer.priceRuleRows.filter((r) => !heldRules.has(r.id));
  const newRuleIds = new Set(newRules.map((r) => r.id));
  return {
    ...contents,
    // The product as read with its offer (`active` fresh; the cart may show it already as a
    // part of a set), then the parts of a set not yet shown.
    productRows: [
      ...contents.productRows.filter((p) => p.id !== id),
      offer.product,
      ...showing.productRows.filter((p) => p.id !== id && !heldProducts.has(p.id)),
    ],
    imageRows: [
      ...contents.imageRows.filter((i) => i.productId !== id),
      ...showing.imageRows.filter((i) => i.productId === id),
    ],
    bundleRows: [
      ...contents.bundleRows.filter((b) => b.bundleProductId !== id),
      ...showing.bundleRows.filter((b) => b.bundleProductId === id),
    ],
    variantRows: [...contents.variantRows, ...offer.variantRows],
    priceRows: [...contents.priceRows, ...offer.priceRows],
    priceRuleRows: [...contents.priceRuleRows, ...newRules].sort(
      (a, b) => a.minQuantity - b.minQuantity || a.id - b.id,
    ),
    priceRuleAmountRows: [
      ...contents.priceRuleAmountRows,
      ...offer.priceRuleAmountRows.filter((a) => newRuleIds.has(a.ruleId)),
    ],
  };
}
