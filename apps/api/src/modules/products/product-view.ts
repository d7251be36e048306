import type { Product, ProductImage, ProductSummary, ProductVariant, Tag } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { mediaUrl } from '../../http/media-url';
import { localize } from '../pricing';
import type { MarketPrices } from '../pricing';
import type { ProductData } from './product-data';
import type { ProductRow, VariantRow } from './queries';

export interface ProductViewContext {
  language: Language;
}

type Currency = Product['currency'];

export interface ProductPrice {
  /** Lowest unit price over the variants that have a price in the currency. */
  price: number;
  /** Compare-at price of that cheapest variant. */
  compareAt: number | null;
  /** Units available over all variants. */
  stock: number;
}

/**
 * A product's price in a currency: its cheapest variant. Null when no variant has a price there
 * (not sold in that market), so listings leave it out and the detail call answers 404.
 */
export function productPrice(
  variants: readonly VariantRow[],
  prices: MarketPrices,
  currency: string,
): ProductPrice | null {
  let best: { amount: number; compareAt: number | null } | null = null;
  for (const variant of variants) {
    const price = prices.priceOf(variant.id, currency);
    if (price && (best === null || price.amount < best.amount)) best = price;
  }
  if (!best) return null;
  const stock = variants.reduce((sum, v) => sum + v.stock, 0);
  return { price: best.amount, compareAt: best.compareAt, stock };
}

function imagesOf(productId: number, data: ProductData, context: ProductViewContext): ProductImage[] {
  return (data.images.get(productId) ?? []).map((img) => ({
    url: mediaUrl(img.path) as string,
    type: img.type as ProductImage['type'],
    alt: localize(img.alt, context.language),
  }));
}

export function productSummaryView(
  row: ProductRow,
  data: ProductData,
  context: ProductViewContext,
): ProductSummary | null {
  const price = productPrice(data.variants.get(row.id) ?? [], data.prices, data.currency);
  if (!price) return null;
  const main = (data.images.get(row.id) ?? []).find((img) => img.type === 'main');
  return {
    id: row.id,
    slug: row.slug,
    type: row.type as ProductSummary['type'],
    name: localize(row.name, context.language),
    price: price.price,
    compare_at_price: price.compareAt,
    currency: data.currency as Currency,
    in_stock: price.stock > 0,
    image: mediaUrl(main?.path),
  };
}

export function productView(row: ProductRow, data: ProductData, context: ProductViewContext): Product | null {
  const variants = data.variants.get(row.id) ?? [];
  const price = productPrice(variants, data.prices, data.currency);
  if (!price) return null;
  const { language } = context;
  const variantViews: ProductVariant[] = [];
  for (const variant of variants) {
    const variantPrice = data.prices.priceOf(variant.id, data.currency);
    // A variant without a price in this market is not offered here.
    if (!variantPrice) continue;
    variantViews.push({
      id: variant.id,
      name: localize(variant.label, language),
      size: (variant.size ?? null) as ProductVariant['size'],
      price: variantPrice.amount,
      compare_at_price: variantPrice.compareAt,
      currency: data.currency as Currency,
      stock: variant.stock,
      item_feed_id: variant.sku,
    });
  }
  const tagViews: Tag[] = (data.tags.get(row.id) ?? []).map((tag) => ({
    id: tag.id,
    name: localize(tag.name, language),
    slug: tag.slug,
    group: tag.group,
    description: localize(tag.description, language),
    image: mediaUrl(tag.image),
    quiz: tag.quiz,
  }));
  return {
    id: row.id,
    slug: row.slug,
    type: row.type as Product['type'],
    name: localize(row.name, language),
    description: localize(row.description, language),
    price: price.price,
    compare_at_price: price.compareAt,
    currency: data.currency as Currency,
    stock: price.stock,
    in_stock: price.stock > 0,
    images: imagesOf(row.id, data, context),
    variants: variantViews,
    tags: tagViews,
    collection: data.collection.get(row.id) ?? null,
    item_feed_id: row.sku,
    notes: row.notes
      ? {
          top: localize(row.notes.top, language),
          heart: localize(row.notes.heart, language),
          base: localize(row.notes.base, language),
        }
      : null,
    bundle: (data.bundles.get(row.id) ?? []).map((part) => ({
      slug: part.slug,
      name: localize(part.name, language),
      variant: part.variantLabel ? localize(part.variantLabel, language) : null,
      quantity: part.quantity,
    })),
  };
}
