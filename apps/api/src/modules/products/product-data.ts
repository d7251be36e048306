import { runAll } from '../../db/run-all';
import type { Database } from '../../db/database';
import { loadRates, marketPrices, type MarketPrices, type Rates } from '../pricing';
import {
  selectBundlePartsOf,
  selectCollectionsOf,
  selectImagesOf,
  selectPricesOf,
  selectTagsOf,
  selectVariantsOf,
  type ProductRow,
  type VariantRow,
} from './queries';

type ImageRow = Awaited<ReturnType<typeof selectImagesOf>>[number];
type TagRow = Awaited<ReturnType<typeof selectTagsOf>>[number]['tag'];
type BundlePartRow = Awaited<ReturnType<typeof selectBundlePartsOf>>[number];

/** What the product views need besides the product rows, grouped by product id. */
export interface ProductData {
  currency: string;
  variants: Map<number, VariantRow[]>;
  prices: MarketPrices;
  images: Map<number, ImageRow[]>;
  tags: Map<number, TagRow[]>;
  /** Primary collection slug per product. */
  collection: Map<number, string>;
  /** Contents of sets, in order. */
  bundles: Map<number, BundlePartRow[]>;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Variants and their prices in `currency` (and SGD, the fallback) of the given products. */
export async function loadVariantPricing(
  db: Database,
  productIds: readonly number[],
  currency: string,
  rates?: Rates,
): Promise<Pick<ProductData, 'variants' | 'prices' | 'currency'>> {
  const variantRows = await selectVariantsOf(db, productIds);
  const [priceRows, rateMap] = await runAll(db, [
    () =>
      selectPricesOf(
        db,
        variantRows.map((v) => v.id),
        currency,
      ),
    () => (rates ? Promise.resolve(rates) : loadRates(db)),
  ]);
  return {
    currency,
    variants: groupBy(variantRows, (v) => v.productId),
    prices: marketPrices(priceRows, rateMap),
  };
}

/** Everything a product page or card shows, in a fixed number of queries. */
export async function loadProductData(
  db: Database,
  productRows: readonly ProductRow[],
  currency: string,
): Promise<ProductData> {
  const ids = productRows.map((p) => p.id);
  const [pricing, imageRows, tagRows, collectionRows, bundleRows] = await runAll(db, [
    () => loadVariantPricing(db, ids, currency),
    () => selectImagesOf(db, ids),
    () => selectTagsOf(db, ids),
    () => selectCollectionsOf(db, ids),
    () => selectBundlePartsOf(db, ids),
  ]);
  const collection = new Map<number, string>();
  for (const row of collectionRows)
    if (!collection.has(row.productId)) collection.set(row.productId, row.slug);
  const tagsByProduct = new Map<number, TagRow[]>();
  for (const [productId, rows] of groupBy(tagRows, (r) => r.productId)) {
    tagsByProduct.set(
      productId,
      rows.map((r) => r.tag),
    );
  }
  return {
    ...pricing,
    images: groupBy(imageRows, (i) => i.productId),
    tags: tagsByProduct,
    collection,
    bundles: groupBy(bundleRows, (r) => r.productId),
  };
}
