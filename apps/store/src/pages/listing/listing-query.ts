import type { ProductListParams } from '@atelier/api/queries';
import type { ProductTypeName, Tag } from '@atelier/api/schema';
import { isProductTypeName } from '@atelier/commerce/enums';
import { minorDigitsOf } from '@atelier/commerce/money';

/** Products per "page"; "Load more" adds one page. */
export const LISTING_PAGE_SIZE = 12;
/** More pages than anyone loads by hand; a longer `page=` in a URL is cut to this. */
export const MAX_LISTING_PAGES = 20;

export const SORTS = ['featured', 'price_asc', 'price_desc', 'newest'] as const;
export type ListingSort = (typeof SORTS)[number];

/**
 * What a listing shows, kept in the URL query so a reload, a shared link and the back button show the
 * same thing: `sort`, `family` (a scent family slug), `type` (repeated), `min` / `max` (price in
 * major units of the visitor's currency, as typed) and `page` (how many pages are loaded).
 */
export interface ListingQuery {
  sort: ListingSort;
  family: string | null;
  types: ProductTypeName[];
  min: string;
  max: string;
  pages: number;
}

/** The fixed part of a listing page (which collection, type or family it is). */
export interface ListingSource {
  collection?: string;
  type?: ProductTypeName;
  /** Scent family slug fixed by the page (`products/family/{slug}`). */
  family?: string;
}

const PRICE = /^\d+(?:\.\d+)?$/;
const FAMILY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseListingQuery(search: string | URLSearchParams): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  const family = params.get('family');
  const pages = Number.parseInt(params.get('page') ?? '1', 10);
  const price = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return PRICE.test(value) ? value : '';
  };
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : 'featured',
    family: family && FAMILY.test(family) ? family : null,
    types: [...new Set(params.getAll('type').filter(isProductTypeName))],
    min: price('min'),
    max: price('max'),
    pages: Number.isInteger(pages) && pages > 0 ? Math.min(pages, MAX_LISTING_PAGES) : 1,
  };
}

/** The URL query of a listing; defaults are left out so the plain listing has a clean URL. */
export function listingSearch(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sort !== 'featured') params.set('sort', query.sort);
  if (query.family) params.set('family', query.family);
  for (const type of query.types) params.append('type', type);
  if (query.min) params.set('min', query.min);
  if (query.max) params.set('max', query.max);
  if (query.pages > 1) params.set('page', String(query.pages));
  return params;
}

export function hasFilters(query: ListingQuery): boolean {
  return query.family !== null || query.types.length > 0 || query.min !== '' || query.max !== '';
}

/** A typed price (major units) in minor units of the currency, or undefined when empty or unusable. */
export function priceToMinor(value: string, currency: string): number | undefined {
  if (!PRICE.test(value)) return undefined;
  let digits = 2;
  try {
    digits = minorDigitsOf(currency);
  } catch {
    digits = 2;
  }
  const minor = Math.round(Number(value) * 10 ** digits);
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** The scent family id of a slug, from the tags of group scent_family. */
export function familyTagId(
  tags: readonly Tag[] | undefined,
  slug: string | null | undefined,
): number | undefined {
  if (!slug) return undefined;
  return tags?.find((tag) => tag.slug === slug && tag.group === 'scent_family')?.id;
}

/**
 * The API filters of a listing (everything but the page), as `GET /api/products/` takes them:
 * the page's collection/type/family, then the shopper's family, types and price range. A family the
 * tags do not know yet (still loading) gives null: the listing waits rather than show everything.
 */
export function listingFilters(
  source: ListingSource,
  query: ListingQuery,
  tags: readonly Tag[] | undefined,
  currency: string,
): Omit<ProductListParams, 'page' | 'page_size'> | null {
  const familySlug = source.family ?? query.family;
  const tag = familyTagId(tags, familySlug);
  if (familySlug && tag === undefined) return null;
  const types = source.type ? [source.type] : query.types;
  const min = priceToMinor(query.min, currency);
  const max = priceToMinor(query.max, currency);
  return {
    ...(source.collection ? { collection: source.collection } : {}),
    ...(types.length > 0 ? { type: types } : {}),
    ...(tag !== undefined ? { tag } : {}),
    ...(min !== undefined ? { min_price: min } : {}),
    ...(max !== undefined ? { max_price: max } : {}),
    sort: query.sort,
  };
}

/** The facets a page offers its type filter from: the page's own products, before the shopper's filters. */
export function facetFilters(
  source: ListingSource,
  tags: readonly Tag[] | undefined,
): Omit<ProductListParams, 'page' | 'page_size'> | null {
  const tag = familyTagId(tags, source.family);
  if (source.family && tag === undefined) return null;
  return {
    ...(source.collection ? { collection: source.collection } : {}),
    ...(source.type ? { type: [source.type] } : {}),
    ...(tag !== undefined ? { tag } : {}),
  };
}

/** The scent family tags query every listing uses (SPEC §7 spelling of the call). */
export const SCENT_FAMILY_TAGS = { group: 'scent_family' } as const;

/** The listing pages with a route of their own, and the collection each shows. */
export const LISTING_PAGES = {
  allPerfumes: { collection: 'all-perfumes' },
  allHomePerfumes: { collection: 'all-home-perfumes' },
  gift: { collection: 'gift' },
  giftCollections: { collection: 'gift-collections' },
} as const satisfies Record<string, ListingSource>;

export type ListingPageKey = keyof typeof LISTING_PAGES;

/** What `products/{a}/{b}` lists (see resolveProductsRoute): a family is one of all perfumes. */
export function sourceOfProductsListing(
  listing:
    | { kind: 'collection'; collection: string }
    | { kind: 'type'; type: ProductTypeName }
    | { kind: 'family'; family: string },
): ListingSource {
  switch (listing.kind) {
    case 'collection':
      return { collection: listing.collection };
    case 'type':
      return { type: listing.type };
    case 'family':
      return { collection: LISTING_PAGES.allPerfumes.collection, family: listing.family };
  }
}
