import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { CmsPage } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { cmsPageKeys, cmsSlug } from './keys';

/** A draft page (paths containing `draft`, SPEC §2); needs the editors' preview token. */
export async function getCmsDraftPage(
  api: ApiClient,
  slug: string,
  previewToken: string,
  { signal }: FetchOptions = {},
): Promise<CmsPage> {
  const { country, language } = api.locale();
  return unwrap(
    await api.GET('/api/cms/draft-pages/', {
      params: {
        query: { slug: cmsSlug(slug, country, language) },
        header: { 'X-Preview-Token': previewToken },
      },
      signal,
    }),
  );
}

export function cmsDraftPageQueryOptions(api: ApiClient, slug: string, previewToken: string) {
  const locale = api.locale();
  return queryOptions({
    queryKey: cmsPageKeys.detail(cmsSlug(slug, locale.country, locale.language), locale, 'draft'),
    queryFn: ({ signal }) => getCmsDraftPage(api, slug, previewToken, { signal }),
    // Editors preview while they edit: always ask again.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCmsDraftPage(
  slug: string,
  previewToken: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof cmsDraftPageQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...cmsDraftPageQueryOptions(api, slug, previewToken), ...queryConfig });
}
