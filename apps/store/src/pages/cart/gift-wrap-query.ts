import type { ProductListParams, ProductRefParams } from '@atelier/api/queries';

/** The shop's gift wrap product, found by type (`GET /api/products/?type=gift_wrap`). */
export const GIFT_WRAP_LISTING: ProductListParams = { type: ['gift_wrap'], page_size: 1 };

/** The gift wrap product's own query, once the listing has named it. */
export const giftWrapRef = (slug: string): ProductRefParams => ({ type: 'gift_wrap', id: slug });
