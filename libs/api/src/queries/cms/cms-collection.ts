import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { CmsPageSummary, operations } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, LocaleKey, QueryConfig } from '../types';

/** A collection of the business area (`GET /api/cms/collections/{collection}/`). */
export type CmsCollection = operations['listCmsCollection']['parameters']['path']['collection'];

/** The base-slug prefix of each collection's pages (`success-story-hotel-lumiere`), as the contract says. */
export const CMS_COLLECTION_PREFIXES: Readonly<Record<CmsCollection, string>> = {
  'success-stories': 'success-story-',
  'press-releases': 'press-release-',
  'business-products': 'business-product-',
};

/** Kept apart from `cmsPageKeys`: a list of summaries is not a page. Locale-bound like every answer. */
export const cmsCollectionKeys = {
  all: ['cms-collections'] as const,
  lists: () => [...cmsCollectionKeys.all, 'list'] as const,
  list: (collection: CmsCollection, locale: LocaleKey) =>
    [...cmsCollectionKeys.lists(), collection, locale] as const,
};

/** The published pages of a collection in the client's country and language, newest first. */
export async function getCmsCollection(
  api: ApiClient,
  collection: CmsCollection,
  { signal }: FetchOptions = {},
): Promise<CmsPageSummary[]> {
  return unwrap(
    await api.GET('/api/cms/collections/{collection}/', {
      params: { path: { collection } },
      signal,
    }),
  );
}

export function cmsCollectionQueryOptions(api: ApiClient, collection: CmsCollection) {
  return queryOptions({
    queryKey: cmsCollectionKeys.list(collection, api.locale()),
    queryFn: ({ signal }) => getCmsCollection(api, collection, { signal }),
  });
}

export function useCmsCollection(
  collection: CmsCollection,
  { queryConfig }: { queryConfig?: QueryConfig<typeof cmsCollectionQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...cmsCollectionQueryOptions(api, collection), ...queryConfig });
}
