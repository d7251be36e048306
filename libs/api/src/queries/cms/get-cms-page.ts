import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { CmsPage } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { cmsPageKeys, cmsSlug } from './keys';

/** A published page; `slug` is the bare slug, the locale adds `-{country}-{language}`. */
export async function getCmsPage(
  api: ApiClient,
  slug: string,
  { signal }: FetchOptions = {},
): Promise<CmsPage> {
  const { country, language } = api.locale();
  return unwrap(
    await api.GET('/api/cms/pages/', {
      params: { query: { slug: cmsSlug(slug, country, language) } },
      signal,
    }),
  );
}

export function cmsPageQueryOptions(api: ApiClient, slug: string) {
  const locale = api.locale();
  return queryOptions({
    queryKey: cmsPageKeys.detail(cmsSlug(slug, locale.country, locale.language), locale),
    queryFn: ({ signal }) => getCmsPage(api, slug, { signal }),
  });
}

export function useCmsPage(
  slug: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof cmsPageQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...cmsPageQueryOptions(api, slug), ...queryConfig });
}
