import {
  allProductsQueryOptions,
  answersQueryOptions,
  cmsPageQueryOptions,
  knownPartnerQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  questionsQueryOptions,
  searchProductsQueryOptions,
  shippingRulesQueryOptions,
  tagsQueryOptions,
  workshopServicesQueryOptions,
  workshopStudioQueryOptions,
  type ProductRefParams,
} from '@atelier/api/queries';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { productGridParams } from '../../components/cms-blocks/product-grid';
import {
  facetFilters,
  LISTING_PAGE_SIZE,
  LISTING_PAGES,
  listingFilters,
  parseListingQuery,
  SCENT_FAMILY_TAGS,
  sourceOfProductsListing,
  type ListingPageKey,
  type ListingSource,
} from '../../pages/listing/listing-query';
import { productRefFromDetailRoute, resolveProductsRoute } from '../catalogue/catalogue-routes';
import { partnershipOf } from '../partnership/partnership';
import { findService } from '../../pages/workshops/workshop-links';
import { GIFT_WRAP_LISTING, giftWrapRef } from '../../pages/cart/gift-wrap-query';
import type { NotFoundData } from '../../pages/route-error/route-error';
import { parseSearch, SEARCH_PAGE_SIZE } from '../../pages/search/search-query';
import { loadProductsPart } from '../../pages/listing/products-parts';
import type { AppServices } from '../services/app-services';

/**
 * A path that can name nothing (a product type or listing the shop does not have, a workshop no
 * service is): the not-found page with a real 404, on the server too (issue 22 point 1).
 */
function pageNotFound(): never {
  throw data<NotFoundData>({ reason: 'page' }, { status: 404 });
}

/** A route's loader: fills react-query's cache before the page renders; its value is unused. */
type Loader = (args: LoaderFunctionArgs) => Promise<null>;

/**
 * The data the store's pages fetch before they render (routes.tsx loads this module on the first
 * navigation that needs it, and on the server).
 */
export function createRouteLoaders({ locale, queryClient, api, chunks }: AppServices) {
  /**
   * Published CMS content, and the product listings its product_grid blocks show, are fetched before
   * the page renders (one complete page, ready for prerendering); drafts (never cached) on render.
   */
  const cmsLoader =
    (slug: string) =>
    async ({ request }: LoaderFunctionArgs) => {
      const resolution = locale.syncFromPath(new URL(request.url).pathname);
      if (!resolution.ok || resolution.draft) return null;
      const options = cmsPageQueryOptions(api, slug);
      await queryClient.prefetchQuery(options);
      const grids = (queryClient.getQueryData(options.queryKey)?.blocks ?? []).flatMap((block) =>
        block.type === 'product_grid' ? [productGridParams(block.data as Record<string, unknown>)] : [],
      );
      await Promise.all(
        grids.flatMap((params) =>
          params ? [queryClient.prefetchQuery(productsQueryOptions(api, params))] : [],
        ),
      );
      return null;
    };

  /** The product of a detail page, fetched before the page renders (nothing shows until then). */
  async function prefetchProduct(ref: ProductRefParams | null) {
    if (ref) await queryClient.prefetchQuery(productQueryOptions(api, ref));
  }

  /**
   * A listing's first pages (as the URL's filters, sort and `page` ask), its scent families and its
   * type facets, fetched before the page renders: the page appears complete, without a jump.
   */
  async function prefetchListing(source: ListingSource, search: string) {
    await queryClient.prefetchQuery(tagsQueryOptions(api, SCENT_FAMILY_TAGS));
    const tags = queryClient.getQueryData(tagsQueryOptions(api, SCENT_FAMILY_TAGS).queryKey);
    const query = parseListingQuery(search);
    const filters = listingFilters(source, query, tags, locale.current().countryConfig.currency.code);
    const facets = source.type ? null : facetFilters(source, tags);
    await Promise.all([
      ...(filters
        ? Array.from({ length: query.pages }, (_, index) =>
            queryClient.prefetchQuery(
              productsQueryOptions(api, { ...filters, page: index + 1, page_size: LISTING_PAGE_SIZE }),
            ),
          )
        : []),
      ...(facets ? [queryClient.prefetchQuery(allProductsQueryOptions(api, facets))] : []),
    ]);
  }

  const productLoader = async ({ request, params }: LoaderFunctionArgs) => {
    if (!locale.syncFromPath(new URL(request.url).pathname).ok) return null;
    const ref = productRefFromDetailRoute(params['type'], params['id'], params['extra']);
    if (!ref) pageNotFound();
    await prefetchProduct(ref);
    return null;
  };

  /**
   * The workshop pages need the services (prices in the shop currency) and the studio (its time
   * zone formats every slot): fetched before the page renders, so it appears complete. A failure
   * is left to the page, which shows its own error.
   */
  const workshopLoader = async ({ request, params }: LoaderFunctionArgs) => {
    if (!locale.syncFromPath(new URL(request.url).pathname).ok) return null;
    await Promise.all([
      queryClient.prefetchQuery(workshopServicesQueryOptions(api)),
      queryClient.prefetchQuery(workshopStudioQueryOptions(api)),
    ]);
    // A workshop detail whose id or code no service has (when the services did load).
    const services = queryClient.getQueryData(workshopServicesQueryOptions(api).queryKey);
    if (params['id'] && services && !findService(services, params['id'])) pageNotFound();
    return null;
  };

  /**
   * The quiz's questions, answers and scent families (what its first step shows), fetched before
   * the page renders: it appears with its first question, also in the server's first HTML. A
   * failure is left to the quiz, which shows its own error.
   */
  const quizLoader = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (!locale.syncFromPath(url.pathname).ok) return null;
    // `?partnership=`: the partner's set once its configuration is known (an unknown one: ours).
    const slug = partnershipOf(url.searchParams);
    const known =
      slug !== null &&
      (await queryClient.fetchQuery(knownPartnerQueryOptions(api, slug)).then(
        (config) => config !== null,
        () => false,
      ));
    const partner = known && slug ? { partnership: slug } : {};
    await Promise.all([
      queryClient.prefetchQuery(questionsQueryOptions(api, partner)),
      queryClient.prefetchQuery(answersQueryOptions(api, partner)),
      queryClient.prefetchQuery(tagsQueryOptions(api, { group: 'scent_family', quiz: true, ...partner })),
    ]);
    return null;
  };

  const listingLoader =
    (source: ListingSource) =>
    async ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      if (!locale.syncFromPath(url.pathname).ok) return null;
      await prefetchListing(source, url.search);
      return null;
    };

  const productsLoader = async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (!locale.syncFromPath(url.pathname).ok) return null;
    const route = resolveProductsRoute(params['a'], params['b']);
    if (route.kind === 'not-found') pageNotFound();
    // The page's own chunk (a product or a listing) loads beside its data, not after it; awaited
    // together, so a chunk that fails while the data is still coming is not an unhandled rejection.
    await Promise.all([
      loadProductsPart(chunks, route.kind),
      route.kind === 'product'
        ? prefetchProduct(route.ref)
        : prefetchListing(sourceOfProductsListing(route.listing), url.search),
    ]);
    return null;
  };

  /** A search's result pages (as `?q=` and `?pages=` ask), fetched before the page renders. */
  const searchLoader = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (!locale.syncFromPath(url.pathname).ok) return null;
    const { q, pages } = parseSearch(url.searchParams);
    if (!q) return null;
    await Promise.all(
      Array.from({ length: pages }, (_, index) =>
        queryClient.prefetchQuery(
          searchProductsQueryOptions(api, { q, page: index + 1, page_size: SEARCH_PAGE_SIZE }),
        ),
      ),
    );
    return null;
  };

  /**
   * The cart's own lines live in the browser (SPEC §5), but the parts of its summary that come
   * from the catalogue — the gift wrap option and the delivery options — are fetched before the
   * page renders: loaded after the lines, each appeared above the totals and pushed them down
   * (layout shift 0.08 in Lighthouse). A failure leaves the part out, as before.
   */
  const cartLoader = async ({ request }: LoaderFunctionArgs) => {
    if (!locale.syncFromPath(new URL(request.url).pathname).ok) return null;
    const wrapListing = productsQueryOptions(api, GIFT_WRAP_LISTING);
    await Promise.all([
      queryClient.prefetchQuery(shippingRulesQueryOptions(api)),
      queryClient.prefetchQuery(wrapListing).then(() => {
        const slug = queryClient.getQueryData(wrapListing.queryKey)?.results[0]?.slug;
        return slug ? queryClient.prefetchQuery(productQueryOptions(api, giftWrapRef(slug))) : undefined;
      }),
    ]);
    return null;
  };

  return {
    cart: cartLoader,
    cms: cmsLoader,
    product: productLoader,
    workshop: workshopLoader,
    quiz: quizLoader,
    listing: (key: ListingPageKey): Loader => listingLoader(LISTING_PAGES[key]),
    products: productsLoader,
    search: searchLoader,
  };
}

export type RouteLoaders = ReturnType<typeof createRouteLoaders>;
