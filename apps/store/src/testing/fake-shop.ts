import { taxIncluded, taxNameOf } from '@atelier/commerce/tax';
import type {
  Cart,
  CartItem,
  PrecheckoutChange,
  Product,
  ProductSummary,
  ShippingRule,
  Tag,
} from '@atelier/api/schema';
import { fixtures } from '@atelier/api/testing';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { randomUUID } from 'node:crypto';

/** The shop's default tax rates (apps/api pricing/tax-rates.ts), as its cart answers carry them. */
const FAKE_TAX_RATES: Readonly<Record<string, number>> = { sg: 900, vn: 1000, kr: 1000, ae: 500, us: 0 };

export function fakeTax(country: string, gross: number): Cart['tax'] {
  const rate = FAKE_TAX_RATES[country] ?? 0;
  return { name: taxNameOf(country), rate, amount: taxIncluded(gross, rate) };
}

/**
 * A small, stateful shop behind the test HTTP server: products, listings, carts, promo codes,
 * shipping, the gift card offer, newsletter and back-in-stock, answering with the contract's shapes and statuses (the
 * real server's rules, much simplified). Component tests drive the store against it over HTTP, so
 * they exercise the same calls the browser makes.
 */

type Currency = 'SGD' | 'USD' | 'VND' | 'KRW' | 'AED';
type Prices = Record<Currency, number>;

export const MEMBER_ID = 7;
export const MEMBER_TOKEN = 'access-token-for-gold-member';

const RATES: Record<Currency, number> = { SGD: 1, USD: 0.74, VND: 18750, KRW: 1070, AED: 2.72 };

function prices(sgdCents: number, vnd: number): Prices {
  return {
    SGD: sgdCents,
    USD: Math.round(sgdCents * RATES.USD),
    VND: vnd,
    KRW: Math.round((sgdCents / 100) * RATES.KRW),
    AED: Math.round(sgdCents * RATES.AED),
  };
}

interface FakeVariant {
  id: number;
  name: string;
  size: '30ml' | '100ml' | null;
  sku: string;
  stock: number;
  prices: Prices;
  compareAt?: Prices;
}

interface FakeProduct {
  id: number;
  slug: string;
  type: Product['type'];
  name: string;
  description: string;
  collections: string[];
  tags: number[];
  featured: number;
  createdAt: string;
  variants: FakeVariant[];
  related: number[];
}

export const TAGS: Tag[] = [
  {
    id: 1,
    name: 'Citrus',
    slug: 'citrus',
    group: 'scent_family',
    description: null,
    image: null,
    quiz: true,
  },
  {
    id: 2,
    name: 'Floral',
    slug: 'floral',
    group: 'scent_family',
    description: null,
    image: null,
    quiz: true,
  },
  { id: 3, name: 'Woody', slug: 'woody', group: 'scent_family', description: null, image: null, quiz: true },
];

export const PRODUCTS: FakeProduct[] = [
  {
    id: 101,
    slug: 'citrus-grove',
    type: 'perfume_diy',
    name: 'Citrus Grove',
    description: 'A bright citrus perfume.\n\nMake it yours with a bottle, a cap and a label.',
    collections: ['all-perfumes', 'bespoke'],
    tags: [1],
    featured: 1,
    createdAt: '2024-09-01T02:00:00Z',
    variants: [
      { id: 1011, name: '30ml', size: '30ml', sku: 'CG-30', stock: 5, prices: prices(6800, 1_250_000) },
      { id: 1012, name: '100ml', size: '100ml', sku: 'CG-100', stock: 9, prices: prices(12800, 2_400_000) },
    ],
    related: [201, 401],
  },
  {
    id: 201,
    slug: 'kaya-toast-candle',
    type: 'single_candle',
    name: 'Kaya Toast Candle',
    description: 'Pandan, coconut and toasted sugar.',
    collections: ['all-home-perfumes', 'candles', 'gift'],
    tags: [3],
    featured: 2,
    createdAt: '2025-03-01T02:00:00Z',
    variants: [
      { id: 2011, name: '200g', size: null, sku: 'KT-200', stock: 3, prices: prices(4800, 900_000) },
      { id: 2012, name: '400g', size: null, sku: 'KT-400', stock: 12, prices: prices(7800, 1_450_000) },
    ],
    related: [301],
  },
  {
    id: 301,
    slug: 'terrazzo-candle-holder',
    type: 'single_candle',
    name: 'Terrazzo Candle Holder',
    description: 'Hand-cast terrazzo.',
    collections: ['accessories', 'candles'],
    tags: [],
    featured: 5,
    createdAt: '2024-05-01T02:00:00Z',
    variants: [
      { id: 3011, name: 'One size', size: null, sku: 'HD-TERR', stock: 0, prices: prices(4200, 780_000) },
    ],
    related: [],
  },
  {
    id: 401,
    slug: 'self-care-sunday-bundle',
    type: 'gift_bundle',
    name: 'Self-care Sunday Bundle',
    description: 'A candle, a reed diffuser and a perfume oil.',
    collections: ['gift-collections', 'gift'],
    tags: [2],
    featured: 3,
    createdAt: '2025-01-10T02:00:00Z',
    variants: [
      {
        id: 4011,
        name: 'One size',
        size: null,
        sku: 'GB-SELF',
        stock: 15,
        prices: prices(11800, 2_200_000),
        compareAt: prices(14200, 2_650_000),
      },
    ],
    related: [101],
  },
  {
    id: 501,
    slug: 'velvet-saffron',
    type: 'limited_edition',
    name: 'Velvet Saffron',
    description: 'Saffron, rose and oud.',
    collections: ['all-perfumes', 'limited-editions'],
    tags: [3],
    featured: 4,
    createdAt: '2025-06-01T02:00:00Z',
    variants: [
      { id: 5011, name: '30ml', size: '30ml', sku: 'VS-30', stock: 0, prices: prices(8800, 1_650_000) },
      { id: 5012, name: '100ml', size: '100ml', sku: 'VS-100', stock: 0, prices: prices(18800, 3_500_000) },
    ],
    related: [],
  },
  {
    id: 601,
    slug: 'mini-candle-orchid',
    type: 'mini_candles',
    name: 'Mini Orchid Candle',
    description: 'Orchid in a 60g tin.',
    collections: ['candles', 'all-home-perfumes'],
    tags: [2],
    featured: 6,
    createdAt: '2024-02-01T02:00:00Z',
    variants: [
      { id: 6011, name: '60g', size: null, sku: 'MC-ORCH', stock: 120, prices: prices(1600, 300_000) },
    ],
    related: [],
  },
];

const SHIPPING: Record<
  string,
  Array<Omit<ShippingRule, 'currency' | 'country'> & { sgd: number; vnd: number; freeOverSgd: number | null }>
> = {
  default: [
    {
      id: 3,
      method: 'Self Collect',
      name: 'Collect at our atelier',
      description: null,
      price: 0,
      sgd: 0,
      vnd: 0,
      free_over: null,
      freeOverSgd: null,
      min_days: null,
      max_days: null,
    },
    {
      id: 1,
      method: 'Standard',
      name: 'Standard delivery',
      description: null,
      price: 0,
      sgd: 500,
      vnd: 30_000,
      free_over: null,
      freeOverSgd: 8000,
      min_days: 2,
      max_days: 5,
    },
    {
      id: 2,
      method: 'Express',
      name: 'Express delivery',
      description: null,
      price: 0,
      sgd: 1500,
      vnd: 90_000,
      free_over: null,
      freeOverSgd: null,
      min_days: 1,
      max_days: 1,
    },
  ],
};

interface Line {
  id: number;
  productId: number;
  variantId: number;
  quantity: number;
  freeGift: boolean;
}

interface FakeCart {
  id: string;
  userId: number | null;
  lines: Line[];
  promo: string | null;
  shippingRuleId: number | null;
  recentLineId: number | null;
  open: boolean;
}

/** Gift card face values per currency, as the seed offers them (`GET /api/gift-cards/`). */
export const GIFT_CARD_VALUES: Record<string, number[]> = {
  SGD: [5000, 10000, 15000, 20000],
  USD: [4000, 7500, 10000, 15000],
  VND: [1_000_000, 2_000_000, 3_000_000, 5_000_000],
  KRW: [50_000, 100_000, 150_000, 200_000],
  AED: [15000, 25000, 40000, 50000],
};

const PROMOS = {
  WELCOME10: { id: 3 },
  SAVE15: { id: 4 },
  EXPIRED5: { id: 5 },
  FREEGIFT: { id: 6 },
  FREESHIP: { id: 7 },
} as const;

/** A text's words as product search compares them: lower case, accents and đ folded. */
function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function matchesSearch(product: FakeProduct, words: readonly string[]): boolean {
  const tagNames = TAGS.filter((tag) => product.tags.includes(tag.id)).map((tag) => tag.name);
  const own = searchWords([product.name, ...tagNames].join(' '));
  return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

function error(status: number, message: string, extra: Record<string, unknown> = {}): TestReply {
  return { status, body: { message, status, ...extra } };
}

function currencyOf(request: RecordedRequest): Currency {
  const header = String(request.headers['accept-currency'] ?? 'sgd').toUpperCase();
  return (header in RATES ? header : 'SGD') as Currency;
}

function format(minor: number, currency: Currency): string {
  return currency === 'VND' ? `${minor.toLocaleString('de-DE')}₫` : `S$${(minor / 100).toFixed(2)}`;
}

export interface FakeShop {
  handle(request: RecordedRequest): TestReply | null;
  carts: Map<string, FakeCart>;
  subscribers: string[];
  notifications: Array<{ email: string; item_id: number; variant_id: number | null }>;
  /** A product as listings show it, in a currency (null for an unknown id). */
  productSummary(id: number, request: RecordedRequest): ProductSummary | null;
  /** A cart for tests to start from (already stored on the "server"). */
  seedCart(
    lines: Array<{ variantId: number; quantity: number }>,
    options?: { userId?: number | null; promo?: string | null },
  ): string;
}

export function createFakeShop(): FakeShop {
  const carts = new Map<string, FakeCart>();
  const subscribers: string[] = [];
  const notifications: FakeShop['notifications'] = [];
  let lineIds = 900;

  const variantById = (id: number) => {
    for (const product of PRODUCTS) {
      const variant = product.variants.find((candidate) => candidate.id === id);
      if (variant) return { product, variant };
    }
    return null;
  };

  function summary(product: FakeProduct, currency: Currency): ProductSummary {
    const cheapest = [...product.variants].sort((a, b) => a.prices[currency] - b.prices[currency])[0]!;
    return {
      id: product.id,
      slug: product.slug,
      type: product.type,
      name: product.name,
      price: cheapest.prices[currency],
      compare_at_price: cheapest.compareAt?.[currency] ?? null,
      currency,
      in_stock: product.variants.some((variant) => variant.stock > 0),
      image: `https://cdn.example.org/p/${product.slug}.svg`,
    };
  }

  function detail(product: FakeProduct, currency: Currency): Product {
    const base = summary(product, currency);
    return {
      id: product.id,
      slug: product.slug,
      type: product.type,
      name: product.name,
      description: product.description,
      price: base.price,
      compare_at_price: base.compare_at_price,
      currency,
      stock: product.variants.reduce((sum, variant) => sum + variant.stock, 0),
      in_stock: base.in_stock,
      images: [
        {
          url: `https://cdn.example.org/p/${product.slug}.svg`,
          type: 'main',
          alt: `${product.name} picture`,
        },
      ],
      variants: product.variants.map((variant) => ({
        id: variant.id,
        name: variant.name,
        size: variant.size,
        price: variant.prices[currency],
        compare_at_price: variant.compareAt?.[currency] ?? null,
        currency,
        stock: variant.stock,
        item_feed_id: variant.sku,
      })),
      tags: TAGS.filter((tag) => product.tags.includes(tag.id)),
      collection: product.collections[0] ?? null,
      item_feed_id: product.slug.toUpperCase(),
    };
  }

  function shippingRules(country: string, currency: Currency): ShippingRule[] {
    return SHIPPING['default']!.map(({ sgd, vnd, freeOverSgd, ...rule }) => ({
      ...rule,
      country,
      currency,
      price: currency === 'VND' ? vnd : Math.round(sgd * (currency === 'SGD' ? 1 : RATES[currency])),
      free_over: freeOverSgd === null ? null : currency === 'VND' ? freeOverSgd * 187.5 : freeOverSgd,
    }));
  }

  function view(cart: FakeCart, request: RecordedRequest): Cart {
    const currency = currencyOf(request);
    const items: CartItem[] = cart.lines.map((line) => {
      const { product, variant } = variantById(line.variantId)!;
      const price = line.freeGift ? 0 : variant.prices[currency];
      return {
        id: line.id,
        name: product.name,
        price,
        quantity: line.quantity,
        total: price * line.quantity,
        currency,
        item_feed_id: variant.sku,
        should_tracking: !line.freeGift,
        is_free_gift: line.freeGift,
        variant_id: variant.id,
        variant_values:
          product.variants.length > 1 || variant.size ? [{ name: 'Size', value: variant.name }] : [],
        customization: null,
        type: { name: product.type, parent: null },
        product: {
          id: product.id,
          slug: product.slug,
          images: [
            {
              url: `https://cdn.example.org/p/${product.slug}.svg`,
              type: 'main',
              alt: `${product.name} picture`,
            },
          ],
          combo: [],
          type: product.type,
        },
      };
    });
    const subtotal = items.reduce((sum, item) => sum + item.total, 0);
    let discount = 0;
    if (cart.promo === 'WELCOME10') discount = Math.round(subtotal / 10);
    if (cart.promo === 'SAVE15' && subtotal >= 10000) discount = 1500;
    const rule = shippingRules(String(request.headers['accept-country'] ?? 'sg'), currency).find(
      (candidate) => candidate.id === cart.shippingRuleId,
    );
    const shipping =
      !rule || cart.promo === 'FREESHIP' || (rule.free_over !== null && subtotal >= rule.free_over)
        ? 0
        : rule.price;
    return {
      id: cart.id,
      user_id: cart.userId,
      items,
      item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      promo: cart.promo ? { id: PROMOS[cart.promo as keyof typeof PROMOS].id, code: cart.promo } : null,
      subtotal,
      discount,
      shipping,
      shipping_rule_id: cart.shippingRuleId,
      total: subtotal - discount + shipping,
      tax: fakeTax(String(request.headers['accept-country'] ?? 'sg'), subtotal - discount + shipping),
      recent_item: items.find((item) => item.id === cart.recentLineId) ?? null,
      exchange_rate: RATES[currency],
      currency,
      updated_at: '2026-01-15T10:00:00Z',
    };
  }

  function member(request: RecordedRequest): number | null {
    return request.headers.authorization === `Bearer ${MEMBER_TOKEN}` ? MEMBER_ID : null;
  }

  /** The cart a request may touch, or the contract's refusal. */
  function access(id: string, request: RecordedRequest): FakeCart | TestReply {
    const cart = carts.get(id);
    if (!cart || !cart.open) return error(404, 'Not found');
    if (cart.userId !== null) {
      const user = member(request);
      if (user === null) return error(401, 'Authentication credentials were not provided or are invalid');
      if (user !== cart.userId) return error(403, 'You do not have access to this resource');
    }
    return cart;
  }

  function stockConflict(productName: string, variant: FakeVariant): TestReply {
    const text = `Only ${variant.stock} left of ${productName} ${variant.name}`;
    return error(409, text, { errors: [{ field: 'quantity', reason: text }] });
  }

  function promoRefusal(
    code: string,
    cart: FakeCart,
    request: RecordedRequest,
    field: string,
  ): TestReply | null {
    const currency = currencyOf(request);
    const refuse = (reason: string, message: string) => error(422, message, { errors: [{ field, reason }] });
    if (!(code in PROMOS)) return refuse('unknown', 'This code does not exist');
    if (code === 'EXPIRED5') return refuse('expired', 'This code has expired');
    if (code === 'SAVE15') {
      if (currency !== 'SGD') return refuse('currency', 'This code is for purchases in SGD only');
      const subtotal = view(cart, request).subtotal;
      if (subtotal < 10000)
        return refuse('min_spend', `Spend ${format(10000 - subtotal, currency)} more to use SAVE15`);
    }
    return null;
  }

  function handle(request: RecordedRequest): TestReply | null {
    const currency = currencyOf(request);
    const { path, method } = request;
    if (path === '/api/tags/') return { status: 200, body: TAGS };
    if (path === '/api/exchange-rates/') return { status: 200, body: fixtures.exchangeRates };
    if (path === '/api/gift-cards/' && method === 'GET') {
      const code = String(request.headers['accept-currency'] ?? 'sgd').toUpperCase();
      const values = GIFT_CARD_VALUES[code];
      if (!values) return error(400, 'Unknown currency');
      return { status: 200, body: { currency: code, values, valid_months: 12 } };
    }
    if (path === '/api/shipping-rules/') {
      return {
        status: 200,
        body: shippingRules(String(request.headers['accept-country'] ?? 'sg'), currency),
      };
    }
    if (path === '/api/products/') {
      const query = request.query;
      const types = query.getAll('type');
      const tag = query.get('tag');
      const collection = query.get('collection');
      const min = query.get('min_price');
      const max = query.get('max_price');
      // `q`, as the API searches: every word a prefix of a word of the name or a tag, accents ignored.
      const q = query.get('q');
      const words = q === null ? null : searchWords(q);
      if (q !== null && (q.length > 100 || words!.length === 0)) {
        return error(400, 'Validation failed', {
          errors: [{ field: 'query.q', reason: 'is not searchable' }],
        });
      }
      let list = PRODUCTS.filter(
        (product) =>
          (words === null || matchesSearch(product, words)) &&
          (!collection || product.collections.includes(collection)) &&
          (types.length === 0 || types.includes(product.type)) &&
          (!tag || product.tags.includes(Number(tag))),
      ).map((product) => ({ product, summary: summary(product, currency) }));
      list = list.filter(
        ({ summary: item }) =>
          (min === null || item.price >= Number(min)) && (max === null || item.price <= Number(max)),
      );
      const sort = query.get('sort') ?? 'featured';
      list.sort((a, b) =>
        sort === 'price_asc'
          ? a.summary.price - b.summary.price
          : sort === 'price_desc'
            ? b.summary.price - a.summary.price
            : sort === 'newest'
              ? b.product.createdAt.localeCompare(a.product.createdAt)
              : a.product.featured - b.product.featured,
      );
      const page = Number(query.get('page') ?? '1');
      const size = Number(query.get('page_size') ?? '24');
      return {
        status: 200,
        body: {
          count: list.length,
          page,
          page_size: size,
          results: list.slice((page - 1) * size, page * size).map(({ summary: item }) => item),
        },
      };
    }
    if (path === '/api/products/get/') {
      const id = request.query.get('id');
      const type = request.query.get('type');
      // The contract's ProductRef: a product link with anything else in it is refused as a 400.
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id ?? '') || (id ?? '').length > 120) {
        return error(400, 'Validation failed', { id: 'Must be a numeric product id or a product slug.' });
      }
      const product = PRODUCTS.find(
        (candidate) => (candidate.slug === id || String(candidate.id) === id) && candidate.type === type,
      );
      return product ? { status: 200, body: detail(product, currency) } : error(404, 'Not found');
    }
    const related = path.match(/^\/api\/items\/(\d+)\/related-items\/$/);
    if (related) {
      const product = PRODUCTS.find((candidate) => candidate.id === Number(related[1]));
      if (!product) return error(404, 'Not found');
      const items = product.related.map((id) => PRODUCTS.find((candidate) => candidate.id === id)!);
      return { status: 200, body: items.map((item) => summary(item, currency)) };
    }
    const notify = path.match(/^\/api\/items\/(\d+)\/notify-stock\/$/);
    if (notify && method === 'POST') {
      const body = request.body as { email: string; variant_id?: number | null };
      const entry = { email: body.email, item_id: Number(notify[1]), variant_id: body.variant_id ?? null };
      notifications.push(entry);
      return { status: 201, body: entry };
    }
    if (path === '/api/subcribers/' && method === 'POST') {
      const { email } = request.body as { email: string };
      if (!email.includes('@')) return error(400, 'Validation failed', { email });
      if (!subscribers.includes(email)) subscribers.push(email);
      return { status: 201, body: { email } };
    }
    if (path === '/api/carts/' && method === 'POST') {
      const cart: FakeCart = {
        id: randomUUID(),
        userId: member(request),
        lines: [],
        promo: null,
        shippingRuleId: null,
        recentLineId: null,
        open: true,
      };
      carts.set(cart.id, cart);
      return { status: 201, body: view(cart, request) };
    }
    const userCarts = path.match(/^\/api\/users\/(\d+)\/carts\/$/);
    if (userCarts) {
      if (member(request) !== Number(userCarts[1]))
        return error(401, 'Authentication credentials were not provided or are invalid');
      const own = [...carts.values()].filter((cart) => cart.open && cart.userId === MEMBER_ID);
      return { status: 200, body: own.reverse().map((cart) => view(cart, request)) };
    }
    const cartMatch = path.match(
      /^\/api\/carts\/([^/]+)\/(?:(items)\/(?:(\d+)\/)?|(clear|precheckout|transfer)\/)?$/,
    );
    if (!cartMatch) return null;
    const [, cartId, items, itemId, action] = cartMatch;
    if (action === 'transfer') {
      const user = member(request);
      if (user === null) return error(401, 'Authentication credentials were not provided or are invalid');
      const guest = carts.get(cartId!);
      if (!guest || !guest.open) return error(404, 'Not found');
      if (guest.userId === user)
        return { status: 200, body: { ...view(guest, request), transfer_changes: [] } };
      if (guest.userId !== null) return error(403, 'You do not have access to this resource');
      let own = [...carts.values()].reverse().find((cart) => cart.open && cart.userId === user);
      if (!own) {
        own = {
          id: randomUUID(),
          userId: user,
          lines: [],
          promo: null,
          shippingRuleId: null,
          recentLineId: null,
          open: true,
        };
        carts.set(own.id, own);
      }
      for (const line of guest.lines) {
        const existing = own.lines.find(
          (candidate) => candidate.variantId === line.variantId && !candidate.freeGift,
        );
        if (existing) existing.quantity += line.quantity;
        else own.lines.push({ ...line, id: ++lineIds });
      }
      own.promo ??= guest.promo;
      guest.open = false;
      return { status: 200, body: { ...view(own, request), transfer_changes: [] as PrecheckoutChange[] } };
    }
    const found = access(cartId!, request);
    if (!('lines' in found)) return found;
    const cart = found;
    if (!items && !action && method === 'GET') return { status: 200, body: view(cart, request) };
    if (!items && !action && method === 'PATCH') {
      const body = request.body as { promo_code?: string | null; shipping_rule_id?: number | null };
      if (body.promo_code !== undefined) {
        if (body.promo_code === null) {
          cart.promo = null;
          cart.lines = cart.lines.filter((line) => !line.freeGift);
        } else {
          const code = body.promo_code.toUpperCase();
          const refusal = promoRefusal(code, cart, request, 'body.promo_code');
          if (refusal) return refusal;
          cart.promo = code;
          if (code === 'FREEGIFT')
            cart.lines.push({ id: ++lineIds, productId: 601, variantId: 6011, quantity: 1, freeGift: true });
        }
      }
      if (body.shipping_rule_id !== undefined) cart.shippingRuleId = body.shipping_rule_id;
      return { status: 200, body: view(cart, request) };
    }
    if (action === 'clear') {
      cart.lines = [];
      cart.promo = null;
      return { status: 200, body: view(cart, request) };
    }
    if (action === 'precheckout')
      return { status: 200, body: { ok: true, changes: [], cart: view(cart, request) } };
    if (items && !itemId && method === 'POST') {
      const body = request.body as { product_id: number; variant_id?: number | null; quantity: number };
      const product = PRODUCTS.find((candidate) => candidate.id === body.product_id);
      const variant =
        product?.variants.find((candidate) => candidate.id === body.variant_id) ?? product?.variants[0];
      if (!product || !variant) return error(404, 'Not found');
      const existing = cart.lines.find((line) => line.variantId === variant.id && !line.freeGift);
      const wanted = (existing?.quantity ?? 0) + body.quantity;
      if (wanted > variant.stock) return stockConflict(product.name, variant);
      if (existing) existing.quantity = wanted;
      else
        cart.lines.push({
          id: ++lineIds,
          productId: product.id,
          variantId: variant.id,
          quantity: body.quantity,
          freeGift: false,
        });
      cart.recentLineId = existing?.id ?? lineIds;
      return { status: 201, body: view(cart, request) };
    }
    const line = cart.lines.find((candidate) => candidate.id === Number(itemId));
    if (items && itemId && !line) return error(404, 'Not found');
    if (items && line && method === 'PATCH') {
      if (line.freeGift) return error(409, 'A free gift comes with its code');
      const { quantity } = request.body as { quantity: number };
      const { product, variant } = variantById(line.variantId)!;
      if (quantity > variant.stock) return stockConflict(product.name, variant);
      line.quantity = quantity;
      return { status: 200, body: view(cart, request) };
    }
    if (items && line && method === 'DELETE') {
      if (line.freeGift) return error(409, 'A free gift comes with its code');
      cart.lines = cart.lines.filter((candidate) => candidate !== line);
      return { status: 200, body: view(cart, request) };
    }
    return null;
  }

  return {
    handle,
    carts,
    subscribers,
    notifications,
    productSummary(id, request) {
      const product = PRODUCTS.find((candidate) => candidate.id === id);
      return product ? summary(product, currencyOf(request)) : null;
    },
    seedCart(lines, { userId = null, promo = null } = {}) {
      const cart: FakeCart = {
        id: randomUUID(),
        userId,
        lines: lines.map(({ variantId, quantity }) => ({
          id: ++lineIds,
          productId: variantById(variantId)!.product.id,
          variantId,
          quantity,
          freeGift: false,
        })),
        promo,
        shippingRuleId: null,
        recentLineId: null,
        open: true,
      };
      carts.set(cart.id, cart);
      return cart.id;
    },
  };
}
