import type { AdminCmsPage, AdminCmsPageDraft, AdminCmsPageList, AdminCmsPageNew } from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export interface PageListQuery {
  page: number;
  page_size: number;
  q?: string;
  country?: string;
  language?: AdminCmsPage['language'];
  area?: AdminCmsPage['area'];
}

export interface PageKey {
  slug: string;
  country: string;
  language: AdminCmsPage['language'];
}

/** The pages screen's calls, each throwing `AdminError` (a stale version: `version_conflict`). */
export function pagesApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: PageListQuery): Promise<AdminCmsPageList> =>
      unwrap(await client.GET('/api/admin/pages/', { params: { query } })),
    page: async (key: PageKey): Promise<AdminCmsPage> =>
      unwrap(await client.GET('/api/admin/pages/{slug}/{country}/{language}/', { params: { path: key } })),
    saveDraft: async (key: PageKey, body: AdminCmsPageDraft): Promise<AdminCmsPage> =>
      unwrap(
        await client.PUT('/api/admin/pages/{slug}/{country}/{language}/', { params: { path: key }, body }),
      ),
    publish: async (key: PageKey, version: number): Promise<AdminCmsPage> =>
      unwrap(
        await client.POST('/api/admin/pages/{slug}/{country}/{language}/publish/', {
          params: { path: key },
          body: { version },
        }),
      ),
    create: async (body: AdminCmsPageNew): Promise<AdminCmsPage> =>
      unwrap(await client.POST('/api/admin/pages/', { body })),
    discard: async (key: PageKey, version: number): Promise<AdminCmsPage> =>
      unwrap(
        await client.POST('/api/admin/pages/{slug}/{country}/{language}/discard/', {
          params: { path: key },
          body: { version },
        }),
      ),
    unpublish: async (key: PageKey, version: number): Promise<AdminCmsPage> =>
      unwrap(
        await client.POST('/api/admin/pages/{slug}/{country}/{language}/unpublish/', {
          params: { path: key },
          body: { version },
        }),
      ),
  };
}

export const pageKeyOf = (key: PageKey) => ['admin', 'pages', key.slug, key.country, key.language] as const;
export const pageListKey = (query: PageListQuery) => ['admin', 'pages', 'list', query] as const;

export const LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const;
export const isLanguage = (value: string | null | undefined): value is PageKey['language'] =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** The store's own pages: the store has a route for these alone (a new one needs its route first). */
export const STORE_PAGE_SLUGS = [
  'home',
  'faq',
  'terms-conditions',
  'shipping-information',
  'perfume-best-creations',
] as const;
