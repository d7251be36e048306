import type { AdminProduct, AdminProductSummary } from '@atelier/api/schema';
import { mediaUrl } from '../../http/media-url';
import type { selectAllPricesOf } from './admin-queries';
import { LOW_STOCK_LEVEL } from './admin-queries';
import type { ProductTerms } from './admin-terms';
import type { ProductRow, VariantRow } from './queries';
import type { selectImagesOf } from './queries';
import { productPageSegments } from './sitemap-pages';

type PriceRow = Awaited<ReturnType<typeof selectAllPricesOf>>[number];
type ImageRow = Awaited<ReturnType<typeof selectImagesOf>>[number];

/** The Singapore shop in English: the one market every product page exists in. */
const STORE_PREFIX = '/sg/';

/** A product as the console lists it: every language's name, stock over the variants. */
export function adminSummaryView(
  row: ProductRow,
  variants: readonly VariantRow[],
  mainImage: string | null,
): AdminProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    type: row.type as AdminProductSummary['type'],
    name: { ...row.name },
    published: row.active,
    variant_count: variants.length,
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    low_stock: variants.some((v) => v.stock <= LOW_STOCK_LEVEL),
    image: mediaUrl(mainImage),
    version: row.version,
  };
}

/** A product as the console edits it: texts in every language, each variant's stock and prices. */
export function adminProductView(
  row: ProductRow,
  variants: readonly VariantRow[],
  prices: readonly PriceRow[],
  images: readonly ImageRow[],
  terms: ProductTerms,
): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    type: row.type as AdminProduct['type'],
    name: { ...row.name },
    description: { ...row.description },
    published: row.active,
    version: row.version,
    store_path: STORE_PREFIX + productPageSegments(row).join('/'),
    images: images.map((image) => ({
      id: image.id,
      url: mediaUrl(image.path) as string,
      type: image.type as AdminProduct['images'][number]['type'],
      alt: { ...image.alt },
    })),
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      label: { ...variant.label },
      size: variant.size as AdminProduct['variants'][number]['size'],
      stock: variant.stock,
      prices: prices
        .filter((price) => price.variantId === variant.id)
        .map((price) => ({
          currency: price.currency as AdminProduct['variants'][number]['prices'][number]['currency'],
          amount: price.amount,
          compare_at_amount: price.compareAtAmount,
        })),
    })),
    collections: terms.collections,
    tags: terms.tags,
  };
}
