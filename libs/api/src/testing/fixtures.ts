/**
 * Typed example payloads that conform to openapi.yaml (a contract test validates each one), for
 * component stories, hook tests and server tests. Browser-safe: no Node imports here.
 */
import type {
  Answer,
  Cart,
  CartItem,
  CmsPage,
  Country,
  ExchangeRate,
  LoginRecord,
  Order,
  Outcome,
  Product,
  ProductSummary,
  Question,
  ShippingRule,
  Tag,
  User,
  WorkshopBooking,
  WorkshopService,
} from '../generated/schema';
import type { components } from '../generated/schema';

type ErrorBody = components['schemas']['Error'];

export const countries: Country[] = [
  {
    code: 'sg',
    name: 'Singapore',
    language: { code: 'en' },
    currency: { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', is_left: true, decimals: 2 },
  },
  {
    code: 'us',
    name: 'United States',
    language: { code: 'en' },
    currency: { code: 'USD', name: 'US Dollar', symbol: '$', is_left: true, decimals: 2 },
  },
  {
    code: 'vn',
    name: 'Vietnam',
    language: { code: 'vi' },
    currency: { code: 'VND', name: 'Vietnamese Dong', symbol: '₫', is_left: false, decimals: 0 },
  },
  {
    code: 'kr',
    name: 'South Korea',
    language: { code: 'en' },
    currency: { code: 'KRW', name: 'South Korean Won', symbol: '₩', is_left: true, decimals: 0 },
  },
  {
    code: 'ae',
    name: 'United Arab Emirates',
    language: { code: 'ar' },
    currency: { code: 'AED', name: 'UAE Dirham', symbol: 'AED', is_left: true, decimals: 2 },
  },
];

export const exchangeRates: ExchangeRate[] = [
  { base: 'SGD', currency: 'SGD', rate: 1, updated_at: '2025-01-15T00:00:00Z' },
  { base: 'SGD', currency: 'USD', rate: 0.74, updated_at: '2025-01-15T00:00:00Z' },
  { base: 'SGD', currency: 'VND', rate: 18750, updated_at: '2025-01-15T00:00:00Z' },
  { base: 'SGD', currency: 'KRW', rate: 1070, updated_at: '2025-01-15T00:00:00Z' },
  { base: 'SGD', currency: 'AED', rate: 2.72, updated_at: '2025-01-15T00:00:00Z' },
];

export const tag: Tag = {
  id: 12,
  name: 'Woody',
  slug: 'woody',
  group: 'scent_family',
  description: 'Warm cedar and sandalwood',
  image: null,
  quiz: true,
};

export const question: Question = {
  id: 1,
  title: 'When do you wear perfume most?',
  description: null,
  order: 0,
  multiple: false,
  partnership: null,
};

export const answer: Answer = {
  id: 3,
  question_id: 1,
  text: 'In the evening',
  image: null,
  order: 1,
  tag_ids: [12],
};

export const productSummary: ProductSummary = {
  id: 101,
  slug: 'citrus-grove',
  type: 'perfume_diy',
  name: 'Citrus Grove',
  price: 12800,
  compare_at_price: null,
  currency: 'SGD',
  in_stock: true,
  image: 'https://cdn.example.org/p/101-main.jpg',
};

export const product: Product = {
  id: 101,
  slug: 'citrus-grove',
  type: 'perfume_diy',
  name: 'Citrus Grove',
  description: 'A bright citrus perfume you make your own.',
  price: 6800,
  compare_at_price: null,
  currency: 'SGD',
  stock: 14,
  in_stock: true,
  images: [{ url: 'https://cdn.example.org/p/101-main.jpg', type: 'main', alt: 'Citrus Grove bottle' }],
  variants: [
    {
      id: 1011,
      name: '100ml',
      size: '100ml',
      price: 12800,
      compare_at_price: null,
      currency: 'SGD',
      stock: 9,
      item_feed_id: 'CG-100',
    },
    {
      id: 1012,
      name: '30ml',
      size: '30ml',
      price: 6800,
      compare_at_price: null,
      currency: 'SGD',
      stock: 5,
      item_feed_id: 'CG-30',
    },
  ],
  tags: [tag],
  collection: 'perfumes',
  item_feed_id: 'CG',
};

export const cartItem: CartItem = {
  id: 555,
  name: 'Citrus Grove',
  price: 12800,
  quantity: 2,
  total: 25600,
  currency: 'SGD',
  item_feed_id: 'CG-100',
  should_tracking: true,
  is_free_gift: false,
  variant_id: 1011,
  variant_values: [{ name: 'Size', value: '100ml' }],
  customization: {
    bottle_colour: 'clear',
    cap_colour: 'gold',
    size: '100ml',
    labels: [{ text: 'For Mei', font: 'Dancing Script', side: 'front' }],
    mood: 0,
  },
  type: { name: 'perfume_diy', parent: null },
  product: {
    id: 101,
    slug: 'citrus-grove',
    images: [{ url: 'https://cdn.example.org/p/101-main.jpg', type: 'main', alt: 'Citrus Grove bottle' }],
    combo: [],
    type: 'perfume_diy',
  },
};

export const emptyCart: Cart = {
  id: '9b2f6a1e-8d4c-4a43-b0f1-2e7c5d9a6b31',
  user_id: null,
  items: [],
  item_count: 0,
  promo: null,
  subtotal: 0,
  discount: 0,
  shipping: 0,
  shipping_rule_id: null,
  total: 0,
  tax: { name: 'gst', rate: 900, amount: 0 },
  recent_item: null,
  exchange_rate: 1,
  currency: 'SGD',
  updated_at: '2025-01-15T10:00:00Z',
};

export const cart: Cart = {
  ...emptyCart,
  items: [cartItem],
  item_count: 2,
  promo: { id: 3, code: 'WELCOME10' },
  subtotal: 25600,
  discount: 2560,
  total: 23040,
  tax: { name: 'gst', rate: 900, amount: 1902 },
  recent_item: cartItem,
  updated_at: '2025-01-15T10:05:00Z',
};

export const user: User = {
  id: 42,
  email: 'shopper@example.com',
  first_name: 'Mei',
  last_name: 'Tan',
  phone: '+65 9123 4567',
  membership_tier: 'gold',
  workshop_guest_code: 'ATELIERGUEST',
  marketing_opt_in: true,
  date_joined: '2024-03-01T09:30:00Z',
};

export const loginRecord: LoginRecord = {
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
  refresh_token: 'rt_7d1f0c2a9b8e4f6a8c3d',
  user,
};

export const outcome: Outcome = {
  id: '2b1e6f0c-3c55-4f7e-9d0a-6f3a1f0b9c11',
  personality_choice: {
    id: 5,
    personality: { id: 2, title: 'The Free Spirit', description: 'Fresh and bright.', image: null },
    mood: { id: 0, name: 'fresh', time_of_day: 'day' },
  },
  answers: [{ question_id: 1, answer_ids: [3] }],
  recommended_products: [productSummary],
  partnership: null,
  created_at: '2025-01-15T10:00:00Z',
};

export const cmsPage: CmsPage = {
  id: 7,
  slug: 'faq-sg-en',
  title: 'Frequently asked questions',
  country: 'sg',
  language: 'en',
  is_draft: false,
  seo: { title: 'FAQ', description: 'Answers about orders and workshops', image: null },
  blocks: [{ id: 'b1', type: 'rich_text', data: { html: '<p>Hello</p>' } }],
  alternates: [{ country: 'sg', language: 'zh-hans', slug: 'faq-sg-zh-hans' }],
  updated_at: '2025-01-10T08:00:00Z',
};

export const shippingRules: ShippingRule[] = [
  {
    id: 3,
    method: 'Self Collect',
    name: 'Collect at our atelier',
    description: null,
    country: 'sg',
    price: 0,
    free_over: null,
    currency: 'SGD',
    min_days: null,
    max_days: null,
  },
  {
    id: 1,
    method: 'Standard',
    name: 'Standard delivery',
    description: null,
    country: 'sg',
    price: 500,
    free_over: 8000,
    currency: 'SGD',
    min_days: 2,
    max_days: 5,
  },
  {
    id: 2,
    method: 'Express',
    name: 'Express delivery',
    description: null,
    country: 'sg',
    price: 1500,
    free_over: null,
    currency: 'SGD',
    min_days: 1,
    max_days: 1,
  },
];

const workshopCodes = [
  [1, 'PCA', 'Perfume creation workshop'],
  [3, 'LA', 'LA workshop'],
  [8, 'FA', 'FA workshop'],
  [11, 'AA', 'AA workshop'],
  [18, 'BA', 'BA workshop'],
  [22, 'TBA', 'TBA workshop'],
  [12, 'HA', 'HA workshop'],
] as const;

export const workshopServices: WorkshopService[] = workshopCodes.map(([id, code, name]) => ({
  id,
  code,
  name,
  description: null,
  duration_minutes: 90,
  price: 12800,
  currency: 'SGD',
  item_feed_id: `workshop-${code.toLowerCase()}`,
  max_guests: 6,
  capacity_per_slot: 12,
  opening_days: [2, 3, 4, 5, 6, 7],
  image: null,
}));

export const booking: WorkshopBooking = {
  id: '4d3c2b1a-0f9e-4d8c-a7b6-5a4f3e2d1c0b',
  status: 'pending_payment',
  amount: 24320,
  discount: 1280,
  // 24320 includes GST 9 %: net 22312, tax 2008
  tax: { name: 'gst', rate: 900, amount: 2008 },
  currency: 'SGD',
  lines: [
    {
      type: 'booking',
      name: 'Perfume creation workshop',
      amount: 25600,
      bookings: [
        {
          service_id: 1,
          code: 'PCA',
          start: '2025-02-01T02:30:00Z',
          end: '2025-02-01T04:00:00Z',
          guests: 2,
          item_feed_id: 'workshop-pca',
        },
      ],
    },
  ],
  client: { email: 'shopper@example.com', phone: '+65 9123 4567', first_name: 'Mei', last_name: 'Tan' },
  discount_code: 'ATELIERGUEST',
  created_at: '2025-01-15T11:00:00Z',
  paid_at: null,
  hold_expires_at: '2025-01-15T11:15:00Z',
  cancellable_until: null,
};

export const order: Order = {
  id: '0c5e2d7a-1f4b-4f7e-8a59-3b6d2c1e9f00',
  number: 100042,
  user_id: null,
  email: 'shopper@example.com',
  phone: '+65 9123 4567',
  status: 'pending_payment',
  line_items: [
    {
      id: 1,
      kind: 'product',
      product_id: 101,
      product_type: 'perfume_diy',
      name: 'Citrus Grove',
      quantity: 2,
      price: 12800,
      total: 25600,
      currency: 'SGD',
      item_feed_id: 'CG-100',
      variant_values: [{ name: 'Size', value: '100ml' }],
      customization: null,
    },
  ],
  subtotal: 25600,
  discount: 2560,
  shipping: 500,
  gift_card_amount: 0,
  total: 23540,
  // 23540 includes GST 9 %: net 21596, tax 1944
  tax: { name: 'gst', rate: 900, amount: 1944 },
  currency: 'SGD',
  exchange_rate: 1,
  shipping_method: 'Standard',
  shipping_address: {
    first_name: 'Mei',
    last_name: 'Tan',
    line1: '1 Orchard Road',
    line2: null,
    city: 'Singapore',
    state: null,
    postal_code: '238823',
    country: 'sg',
    phone: '+65 9123 4567',
  },
  promo: { id: 3, code: 'WELCOME10' },
  gift_message: null,
  created_at: '2025-01-15T10:10:00Z',
  paid_at: null,
};

/** Error bodies as the server sends them (the one `Error` shape). */
export const errors = {
  validation: {
    message: 'Validation failed',
    status: 400,
    errors: [{ field: 'email', reason: 'must match format "email"' }],
  },
  unauthorized: { message: 'Authentication credentials were not provided or are invalid', status: 401 },
  notFound: { message: 'Not found', status: 404 },
  emailExists: { message: 'The email already exists', status: 409, email: 'shopper@example.com' },
  outOfStock: {
    message: 'Only 2 left in stock',
    status: 409,
    errors: [{ field: 'quantity', reason: 'only 2 left in stock' }],
  },
  tooManyRequests: { message: 'Too many requests, please try again later', status: 429 },
  server: { message: 'Something went wrong', status: 500 },
} satisfies Record<string, ErrorBody>;

/** Fixture name -> component schema it conforms to (used by the contract test). */
export const fixtureSchemas = {
  countries: ['Country'],
  exchangeRates: ['ExchangeRate'],
  tag: 'Tag',
  question: 'Question',
  answer: 'Answer',
  productSummary: 'ProductSummary',
  product: 'Product',
  cartItem: 'CartItem',
  emptyCart: 'Cart',
  cart: 'Cart',
  user: 'User',
  loginRecord: 'LoginRecord',
  outcome: 'Outcome',
  cmsPage: 'CmsPage',
  shippingRules: ['ShippingRule'],
  workshopServices: ['WorkshopService'],
  booking: 'WorkshopBooking',
  order: 'Order',
} as const;
