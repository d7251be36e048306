import type {
  AdminProduct,
  AdminProductPage,
  AdminProductUpdate,
  AdminStockAdjustment,
  AdminStockLevel,
  AdminVariantPrices,
} from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export interface ProductListQuery {
  page: number;
  page_size: number;
  q?: string;
  type?: AdminProduct['type'];
  published?: boolean;
  low_stock?: boolean;
}

/** The catalogue screen's calls, each throwing `AdminError` (a stale version: `version_conflict`). */
export function catalogueApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: ProductListQuery): Promise<AdminProductPage> =>
      unwrap(await client.GET('/api/admin/products/', { params: { query } })),
    product: async (id: number): Promise<AdminProduct> =>
      unwrap(await client.GET('/api/admin/products/{id}/', { params: { path: { id } } })),
    update: async (id: number, body: AdminProductUpdate): Promise<AdminProduct> =>
      unwrap(await client.PATCH('/api/admin/products/{id}/', { params: { path: { id } }, body })),
    setPrices: async (id: number, variantId: number, body: AdminVariantPrices): Promise<AdminProduct> =>
      unwrap(
        await client.PUT('/api/admin/products/{id}/variants/{variantId}/prices/', {
          params: { path: { id, variantId } },
          body,
        }),
      ),
    adjustStock: async (
      id: number,
      variantId: number,
      body: AdminStockAdjustment,
    ): Promise<AdminStockLevel> =>
      unwrap(
        await client.POST('/api/admin/products/{id}/variants/{variantId}/stock-adjustments/', {
          params: { path: { id, variantId } },
          body,
        }),
      ),
  };
}

export type CatalogueApi = ReturnType<typeof catalogueApi>;

export const productKey = (id: number) => ['admin', 'products', id] as const;
export const productListKey = (query: ProductListQuery) => ['admin', 'products', 'list', query] as const;
