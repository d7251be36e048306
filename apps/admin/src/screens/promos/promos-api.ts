import type { AdminPromo, AdminPromoPage, AdminPromoState, AdminPromoTerms } from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export interface PromoListQuery {
  page: number;
  page_size: number;
  q?: string;
  state?: AdminPromoState;
}

/** The promo screens' calls, each throwing `AdminError` (a stale version: `version_conflict`). */
export function promosApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: PromoListQuery): Promise<AdminPromoPage> =>
      unwrap(await client.GET('/api/admin/promos/', { params: { query } })),
    promo: async (id: number): Promise<AdminPromo> =>
      unwrap(await client.GET('/api/admin/promos/{id}/', { params: { path: { id } } })),
    create: async (body: AdminPromoTerms): Promise<AdminPromo> =>
      unwrap(await client.POST('/api/admin/promos/', { body })),
    update: async (id: number, version: number, terms: AdminPromoTerms): Promise<AdminPromo> =>
      unwrap(
        await client.PUT('/api/admin/promos/{id}/', { params: { path: { id } }, body: { version, terms } }),
      ),
    deactivate: async (id: number, version: number): Promise<AdminPromo> =>
      unwrap(
        await client.POST('/api/admin/promos/{id}/deactivate/', {
          params: { path: { id } },
          body: { version },
        }),
      ),
  };
}

export const PROMO_STATES: readonly AdminPromoState[] = [
  'active',
  'scheduled',
  'used_up',
  'expired',
  'deactivated',
];

export const promoKey = (id: number) => ['admin', 'promos', id] as const;
export const promoListKey = (query: PromoListQuery) => ['admin', 'promos', 'list', query] as const;
