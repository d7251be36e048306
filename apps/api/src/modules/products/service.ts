import type { BottleImage, Product, ProductPage, ProductSummary } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bottleImages } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { mediaUrl } from '../../http/media-url';
import { listingComparator, type ListingEntry, type ListingSort } from './listing-order';
import { loadProductData, loadVariantPricing } from './product-data';
import { productPrice, productSummaryView, productView } from './product-view';
import { findProductByRef, selectListingCandidates, selectProductsByIds, selectSearchRanks } from './queries';
import { searchQuery } from './search-text';

export interface CatalogueContext {
  language: Language;
  /** Upper-case price currency. */
  currency: string;
}

/**
 * One product for /product/{type}/{id}. The type must be the product's own: the same slug under
 * another type's route is a 404, as is a withdrawn product or one without a price in any market.
 */
export async function getProduct(
  db: Database,
  query: { type: string; id: string },
  context: CatalogueContext,
): Promise<Product> {
  const row = await findProductByRef(db, query.id);
  if (!row || !row.active || row.type !== query.type) throw notFound('Product not found');
  const view = productView(row, await loadProductData(db, [row], context.currency), context);
  if (!view) throw notFound(`Product not sold in ${context.currency}`);
  return view;
}

export interface ListingQuery {
  q?: string;
  type?: string[];
  collection?: string;
  tag?: number;
  min_price?: number;
  max_price?: number;
  sort?: ListingSort;
  page?: number;
  page_size?: number;
}

/**
 * A page of a listing. Filters that need no price run in SQL; the price of each candidate is its
 * cheapest variant in the requested currency (commerce rules, with the SGD fallback), so the
 * price range, price sorts and the total count all see the same prices the cards show.
 */
export async function listProducts(
  db: Database,
  query: ListingQuery,
  context: CatalogueContext,
): Promise<ProductPage> {
  const { min_price: min, max_price: max } = query;
  if (min !== undefined && max !== undefined && min > max) {
    throw badRequest([{ field: 'query.min_price', reason: 'must not be greater than max_price' }]);
  }
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 24;
  const ranks = query.q === undefined ? null : await searchRanks(db, query.q, context.language);
  const candidates = (
    await selectListingCandidates(db, {
      types: query.type,
      collection: query.collection,
      tagId: query.tag,
    })
  ).filter((candidate) => ranks === null || ranks.has(candidate.id));
  const pricing = await loadVariantPricing(
    db,
    candidates.map((c) => c.id),
    context.currency,
  );
  const entries: ListingEntry[] = [];
  for (const candidate of candidates) {
    const price = productPrice(pricing.variants.get(candidate.id) ?? [], pricing.prices, context.currency);
    if (!price) continue;
    if (min !== undefined && price.price < min) continue;
    if (max !== undefined && price.price > max) continue;
    entries.push({ ...candidate, price: price.price, rank: ranks?.get(candidate.id) ?? 0 });
  }
  // A search is ranked unless another order is asked for.
  entries.sort(listingComparator(query.sort ?? (ranks ? 'relevance' : 'featured'), context.language));

  const pageIds = entries.slice((page - 1) * pageSize, page * pageSize).map((e) => e.id);
  const rows = await selectProductsByIds(db, pageIds);
  const data = await loadProductData(db, rows, context.currency);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results = pageIds.flatMap((id) => {
    const row = byId.get(id);
    const view = row ? productSummaryView(row, data, context) : null;
    return view ? [view] : [];
  });
  return { count: entries.length, page, page_size: pageSize, results };
}

/**
 * The products matching a shopper's search (`q`), by id, with their rank. A query with no letter
 * or digit in it is a 400 naming `q` (the contract bounds its length).
 */
async function searchRanks(db: Database, q: string, language: Language): Promise<Map<number, number>> {
  const tsquery = searchQuery(q);
  if (tsquery === null) throw badRequest([{ field: 'query.q', reason: 'must contain a letter or digit' }]);
  return selectSearchRanks(db, tsquery, language);
}

/** The builder's bottle pictures, in a fixed order (bottle, cap, size). */
export async function listBottleImages(db: Database): Promise<BottleImage[]> {
  const rows = await db
    .select()
    .from(bottleImages)
    .orderBy(asc(bottleImages.bottleColour), asc(bottleImages.capColour), asc(bottleImages.size));
  return rows.map((row) => ({
    bottle_colour: row.bottleColour as BottleImage['bottle_colour'],
    cap_colour: row.capColour as BottleImage['cap_colour'],
    size: row.size as BottleImage['size'],
    url: mediaUrl(row.path) as string,
  }));
}

/**
 * The listing cards of some products, by id, priced in the request's market: only those on sale
 * (active, with a price here). Callers keep their own order (related items, a wishlist).
 */
export async function productSummariesByIds(
  db: Database,
  ids: readonly number[],
  context: CatalogueContext,
): Promise<Map<number, ProductSummary>> {
  const rows = (await selectProductsByIds(db, ids)).filter((row) => row.active);
  const data = await loadProductData(db, rows, context.currency);
  return new Map(
    rows.flatMap((row) => {
      const view = productSummaryView(row, data, context);
      return view ? [[row.id, view] as const] : [];
    }),
  );
}
