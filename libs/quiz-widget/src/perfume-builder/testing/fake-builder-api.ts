import { fixtures } from '@atelier/api/testing';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import type { BottleImage, Product, ProductSummary, PromoRule, Tag } from '@atelier/api/schema';
import { BOTTLE_COLOURS, CAP_COLOURS, PERFUME_SIZES } from '@atelier/commerce/enums';

/**
 * What the builder's calls get from a fake API on a real HTTP server: the contract's fixtures,
 * priced in the request's Accept-Currency at the fixtures' exchange rates (as the server prices),
 * two scent families with a perfume each, every bottle picture and the perfume_diy promo rule.
 */
export const woody: Tag = fixtures.tag;
export const citrus: Tag = {
  ...fixtures.tag,
  id: 13,
  name: 'Citrus',
  slug: 'citrus',
  description: 'Bright and zesty',
};

const amberNight: Product = {
  ...fixtures.product,
  id: 102,
  slug: 'amber-night',
  name: 'Amber Night',
  variants: fixtures.product.variants.map((variant) => ({
    ...variant,
    id: variant.id + 10,
    price: variant.size === '100ml' ? 14800 : 7800,
    item_feed_id: `AN-${variant.size === '100ml' ? '100' : '30'}`,
  })),
};

const catalogue: Record<number, { product: Product; tag: Tag }> = {
  101: { product: fixtures.product, tag: woody },
  102: { product: amberNight, tag: citrus },
};

export const bottleImageUrl = (bottle: string, cap: string, size: string) =>
  `https://cdn.example.org/bottles/${bottle}-${cap}-${size}.png`;

const bottleImages: BottleImage[] = BOTTLE_COLOURS.flatMap((bottle_colour) =>
  CAP_COLOURS.flatMap((cap_colour) =>
    PERFUME_SIZES.map((size) => ({
      bottle_colour,
      cap_colour,
      size,
      url: bottleImageUrl(bottle_colour, cap_colour, size),
    })),
  ),
);

type CurrencyCode = Product['currency'];

const promoRule = (currency: CurrencyCode): PromoRule => ({
  id: 1,
  type: 'perfume_diy',
  name: 'Two bespoke perfumes, 10% off',
  description: 'Make two or more bespoke perfumes in one order and save 10% on each.',
  min_quantity: 2,
  discount_type: 'percentage',
  value: 10,
  currency,
});

function priced(product: Product, currency: CurrencyCode): Product {
  const rate = fixtures.exchangeRates.find((r) => r.currency === currency)?.rate ?? 1;
  const zeroDecimal = currency === 'VND' || currency === 'KRW';
  // SGD cents → the currency's minor units (zero-decimal currencies have none).
  const convert = (sgdCents: number) =>
    zeroDecimal ? Math.round((sgdCents / 100) * rate) : Math.round(sgdCents * rate);
  return {
    ...product,
    currency,
    price: convert(product.price),
    variants: product.variants.map((v) => ({ ...v, currency, price: convert(v.price) })),
  };
}

function summaryOf(product: Product): ProductSummary {
  return {
    id: product.id,
    slug: product.slug,
    type: product.type,
    name: product.name,
    price: product.price,
    compare_at_price: null,
    currency: product.currency,
    in_stock: product.in_stock,
    image: product.images[0]?.url ?? null,
  };
}

export function builderApi(request: RecordedRequest): TestReply {
  const currency = String(request.headers['accept-currency'] ?? 'sgd').toUpperCase() as CurrencyCode;
  switch (request.path) {
    case '/api/tags/':
      return { status: 200, body: [woody, citrus] };
    case '/api/products/': {
      // By family (`tag`), or every bespoke perfume, cheapest first with `sort=price_asc`.
      const tag = request.query.get('tag');
      const all = Object.values(catalogue)
        .filter((entry) => tag === null || entry.tag.id === Number(tag))
        .map((entry) => summaryOf(priced(entry.product, currency)));
      if (request.query.get('sort') === 'price_asc') all.sort((a, b) => a.price - b.price);
      const pageSize = Number(request.query.get('page_size') ?? 24);
      const results = all.slice(0, pageSize);
      return { status: 200, body: { count: all.length, page: 1, page_size: pageSize, results } };
    }
    case '/api/products/get/': {
      const entry = catalogue[Number(request.query.get('id'))];
      return entry
        ? { status: 200, body: priced(entry.product, currency) }
        : { status: 404, body: fixtures.errors.notFound };
    }
    case '/api/products/bottle-images/':
      return { status: 200, body: bottleImages };
    case '/api/promo-rules/modify/':
      return { status: 200, body: request.query.get('type') === 'perfume_diy' ? [promoRule(currency)] : [] };
    case `/api/outcomes/${fixtures.outcome.id}/`:
      return {
        status: 200,
        body: {
          ...fixtures.outcome,
          personality_choice: {
            ...fixtures.outcome.personality_choice,
            mood: { id: 2, name: 'seductive', time_of_day: 'night' },
          },
          recommended_products: [summaryOf(priced(fixtures.product, currency))],
        },
      };
    default:
      return { status: 404, body: fixtures.errors.notFound };
  }
}
