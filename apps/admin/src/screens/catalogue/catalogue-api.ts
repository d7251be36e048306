import type {
  AdminCatalogueTerms,
  AdminProduct,
  AdminProductCreate,
  AdminProductImageChange,
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

/** What the upload accepts (the server checks the bytes; the console only saves a pointless wait). */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The catalogue screen's calls, each throwing `AdminError` (a stale version: `version_conflict`). */
export function catalogueApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: ProductListQuery): Promise<AdminProductPage> =>
      unwrap(await client.GET('/api/admin/products/', { params: { query } })),
    create: async (body: AdminProductCreate): Promise<AdminProduct> =>
      unwrap(await client.POST('/api/admin/products/', { body })),
    terms: async (): Promise<AdminCatalogueTerms> => unwrap(await client.GET('/api/admin/catalogue-terms/')),
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
    /** The file itself is the body, with its own type; the alt texts travel as query parameters. */
    uploadImage: async (
      id: number,
      version: number,
      file: File,
      alt: Record<'en' | 'ar' | 'zh-hans' | 'vi', string>,
    ): Promise<AdminProduct> =>
      unwrap(
        await client.POST('/api/admin/products/{id}/images/', {
          params: {
            path: { id },
            query: { version, alt_en: alt.en, alt_ar: alt.ar, alt_zh_hans: alt['zh-hans'], alt_vi: alt.vi },
          },
          body: file as unknown as string,
          bodySerializer: (body: unknown) => body as Blob,
          headers: { 'Content-Type': file.type || 'application/octet-stream' },
        }),
      ),
    updateImage: async (id: number, imageId: number, body: AdminProductImageChange): Promise<AdminProduct> =>
      unwrap(
        await client.PATCH('/api/admin/products/{id}/images/{imageId}/', {
          params: { path: { id, imageId } },
          body,
        }),
      ),
    deleteImage: async (id: number, imageId: number, version: number): Promise<AdminProduct> =>
      unwrap(
        await client.DELETE('/api/admin/products/{id}/images/{imageId}/', {
          params: { path: { id, imageId }, query: { version } },
        }),
      ),
  };
}

export type CatalogueApi = ReturnType<typeof catalogueApi>;

export const productKey = (id: number) => ['admin', 'products', id] as const;
export const catalogueTermsKey = ['admin', 'catalogue-terms'] as const;
export const productListKey = (query: ProductListQuery) => ['admin', 'products', 'list', query] as const;
