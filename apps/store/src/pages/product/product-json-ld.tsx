import type { Product, ProductVariant } from '@atelier/api/schema';
import { toMajorString } from '@atelier/commerce/money';

export interface ProductJsonLdInput {
  product: Product;
  variant: ProductVariant | null;
  /** Absolute URL of this page (canonical spelling). */
  url: string;
  /** Site origin, to make relative image paths absolute. */
  origin: string;
  brand: string;
}

/** schema.org Product with one Offer for the shown variant (what a search result should show). */
export function productJsonLd({ product, variant, url, origin, brand }: ProductJsonLdInput) {
  const price = variant?.price ?? product.price;
  const stock = variant ? variant.stock : product.stock;
  const inStock = product.in_stock && stock > 0;
  const images = product.images.map((image) => absolute(image.url, origin)).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    sku: variant?.item_feed_id ?? product.item_feed_id,
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      price: toMajorString(price, product.currency),
      priceCurrency: product.currency,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return '';
  }
}

/**
 * JSON made safe inside a <script> element: `<` (a `</script>` in a product text), `>` and `&`
 * are written as JSON escapes, which parsers read back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The structured data as `<script type="application/ld+json">`, rendered by React with the page
 * (so a server render carries it). The content is our own escaped JSON, not markup.
 */
export function ProductJsonLd(props: ProductJsonLdInput) {
  return (
    <script
      type="application/ld+json"
      // JSON we built and escaped above, not HTML.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(productJsonLd(props)) }}
    />
  );
}
