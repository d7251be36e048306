import type {
  BuyGiftCardRequest,
  Cart,
  CreateOrderRequest,
  GiftCardBalance,
  LoginRecord,
  Order,
  Payment,
  SavedAddress,
  SavedAddressInput,
  User,
} from '@atelier/api/schema';
import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { RecordedRequest, TestReply, TestServer } from '@atelier/api/testing/server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { errorReply, fakeIdempotencyKeys } from './fake-idempotency';
import { createFakeShop, GIFT_CARD_VALUES, PRODUCTS, type FakeShop } from './fake-shop';
import { ACCESS_TOKEN, createApiHandler, MEMBER_PASSWORD, members, REFRESH_TOKEN } from './render-app';

/**
 * Members, orders and payments on top of the store's fake shop (`createApiHandler`), for the
 * checkout, pay and account pages, with the contract's shapes and the real server's rules that
 * those pages rely on (much simplified):
 * - two members, gold (the shop's member) and silver; log-in, registration (the same 202 for a free
 *   and a taken e-mail, nobody logged in: the store then logs in), password change;
 * - `POST /api/orders/` needs an `Idempotency-Key` (same key and body → the same answer, another
 *   body → 422) and the phone; it closes the cart; the order belongs to the caller;
 * - the test provider's cards: 4242 4242 4242 4242 succeeds, any other is declined and leaves the
 *   order payable; paying an order that is not payable is 409;
 * - reading, paying and verifying an order: 404 unknown, 403 someone else's; the member's history
 *   (`GET /api/orders/`) newest first, in pages;
 * - gift cards: the offer per currency (`GET /api/gift-cards/`), buying one (`POST`, idempotent
 *   like orders) → a pending order with a gift_card line; paying it issues an active card whose
 *   code the test reads from `giftCards` (never from the page); the balance check (400 bad code,
 *   404 unknown or unpaid, 429 after `limitBalanceChecks()`); `gift_card_code` at order creation
 *   pays min(balance, total) and keeps the rest on the card, 422 on `body.gift_card_code` with a
 *   reason (unknown, expired, spent, currency, balance_changed when `expected_gift_card_amount`
 *   differs); an order the card pays in full is paid at once;
 *   `gift_message` (at most 300) is kept on the order;
 * - the seeded gift wrap product (type gift_wrap), which the fake shop does not have yet.
 */
export interface FakeOrders {
  handler: (request: RecordedRequest) => TestReply;
  orders: Map<string, Order>;
  payments: Payment[];
  passwordOf(email: string): string;
  /** The token of the latest reset link e-mailed to a member (`expired`: its hour has passed), or null. */
  resetLinkFor(email: string, options?: { expired?: boolean }): string | null;
  /** The next order creation commits, then answers 500 (the shopper never gets the order). */
  loseNextCreateAnswer(): void;
  /** Gift cards by code: the seeded ones and those issued when a gift card order is paid. */
  giftCards: Map<string, FakeGiftCard>;
  /** Every balance check from now on answers 429 (the server's guard against guessing). */
  limitBalanceChecks(): void;
}

export interface FakeGiftCard {
  balance: GiftCardBalance;
  /** The order that bought it (null: seeded). */
  orderId: string | null;
  recipientEmail: string;
  deliverOn: string | null;
}

/** Seeded cards: S$42.00 left of S$100.00, a US card, a spent one and an expired one. */
export const DEMO_GIFT_CARD = 'ATLR-GIFT-DEMO-0001';
export const USD_GIFT_CARD = 'ATLR-GIFT-USD0-0004';
export const SPENT_GIFT_CARD = 'ATLR-GIFT-USED-0002';
export const EXPIRED_GIFT_CARD = 'ATLR-GIFT-OLD0-0003';
/** A card worth more than any test cart (S$500.00). */
export const LARGE_GIFT_CARD = 'ATLR-GIFT-BIG0-0005';

function seededCards(): Map<string, FakeGiftCard> {
  const card = (
    code: string,
    currency: GiftCardBalance['currency'],
    initial: number,
    balance: number,
    status: GiftCardBalance['status'],
    expires: string,
  ): [string, FakeGiftCard] => [
    code,
    {
      balance: { code, currency, initial_value: initial, balance, status, expires_at: expires },
      orderId: null,
      recipientEmail: 'gold@atelier.test',
      deliverOn: null,
    },
  ];
  return new Map([
    card(DEMO_GIFT_CARD, 'SGD', 10000, 4200, 'active', '2027-12-31T15:59:59Z'),
    card(USD_GIFT_CARD, 'USD', 7500, 7500, 'active', '2027-12-31T23:59:59Z'),
    card(SPENT_GIFT_CARD, 'SGD', 5000, 0, 'redeemed', '2027-06-30T15:59:59Z'),
    card(EXPIRED_GIFT_CARD, 'SGD', 5000, 5000, 'expired', '2024-12-31T15:59:59Z'),
    card(LARGE_GIFT_CARD, 'SGD', 50000, 50000, 'active', '2027-12-31T15:59:59Z'),
  ]);
}

/** The seed's gift wrap (S$5.00), added to the fake shop's products once. */
export const GIFT_WRAP = { productId: 901, variantId: 9011, slug: 'gift-wrap', name: 'Gift Wrapping' };
if (!PRODUCTS.some((product) => product.id === GIFT_WRAP.productId)) {
  PRODUCTS.push({
    id: GIFT_WRAP.productId,
    slug: GIFT_WRAP.slug,
    type: 'gift_wrap',
    name: GIFT_WRAP.name,
    description:
      'Hand-wrapped in recycled kraft paper with a cotton ribbon and a card carrying your message.',
    collections: ['gift'],
    tags: [],
    featured: 90,
    createdAt: '2024-08-01T02:00:00Z',
    variants: [
      {
        id: GIFT_WRAP.variantId,
        name: 'One size',
        size: null,
        sku: 'ATS-GW-1',
        stock: 999,
        prices: { SGD: 500, USD: 370, VND: 94_000, KRW: 5_350, AED: 1_360 },
      },
    ],
    related: [],
  });
}

/** An unguessable code in the contract's form, from an alphabet without 0/O and 1/I. */
function newGiftCardCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

export const SILVER_TOKEN = 'access-token-for-silver-member';
export const SILVER_REFRESH_TOKEN = 'refresh-token-for-silver-member';

/** The first order's number; each order takes the next. */
export const FIRST_ORDER_NUMBER = 100042;
/** Orders are placed a minute apart from here (a fixed clock keeps dates in tests exact). */
export const FIRST_ORDER_AT = Date.parse('2026-11-20T09:00:00Z');

const SUCCEEDING_CARD = '4242424242424242';
/** Stripe's test cards for a decline with a reason (the test provider's and Stripe's codes). */
const DECLINING_CARDS: Readonly<Record<string, string>> = {
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};
const GIFT_CARD_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

const gold: User = {
  ...members['gold@atelier.test'],
  phone: '+65 9123 4567',
  workshop_guest_code: 'ATELIERGUEST',
  date_joined: '2024-03-01T09:30:00Z',
};
const silver: User = {
  ...gold,
  id: 8,
  email: 'silver@atelier.test',
  first_name: 'Arun',
  last_name: 'Nair',
  phone: null,
  membership_tier: 'silver',
  date_joined: '2025-06-10T08:00:00Z',
};

interface FakeMember {
  user: User;
  token: string;
  refreshToken: string;
  password: string;
}

const error = errorReply;

export function createFakeOrders(shop: FakeShop): FakeOrders {
  const shopHandler = createApiHandler(shop);
  const accounts: FakeMember[] = [
    { user: gold, token: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN, password: MEMBER_PASSWORD },
    { user: silver, token: SILVER_TOKEN, refreshToken: SILVER_REFRESH_TOKEN, password: MEMBER_PASSWORD },
  ];
  const orders = new Map<string, Order>();
  const payments: Payment[] = [];
  const idempotency = fakeIdempotencyKeys();
  let loseAnswer = false;
  const giftCards = seededCards();
  const giftCardOrders = new Map<string, BuyGiftCardRequest>();
  let balanceLimited = false;

  const memberOf = (request: RecordedRequest) =>
    accounts.find((account) => request.headers.authorization === `Bearer ${account.token}`) ?? null;
  const unauthorized = () => error(401, 'Authentication credentials were not provided or are invalid');
  const record = (account: FakeMember): LoginRecord => ({
    token: account.token,
    refresh_token: account.refreshToken,
    user: account.user,
  });
  /** A GET of the shop's, with this request's headers (locale, login). */
  const shopGet = (request: RecordedRequest, path: string) =>
    shop.handle({ ...request, method: 'GET', path, body: undefined });

  function createOrder(request: RecordedRequest): TestReply {
    const claim = idempotency.claim(request);
    if ('reply' in claim) return claim.reply;
    const body = request.body as CreateOrderRequest;
    if (!body.phone)
      return error(400, 'Validation failed', { errors: [{ field: 'body.phone', reason: 'required' }] });
    if (body.gift_message !== undefined && body.gift_message.length > 300)
      return error(400, 'Validation failed', {
        errors: [{ field: 'body.gift_message', reason: 'must NOT have more than 300 characters' }],
      });
    if (body.gift_card_code !== undefined && !GIFT_CARD_CODE.test(body.gift_card_code))
      return error(400, 'Validation failed', {
        errors: [{ field: 'body.gift_card_code', reason: 'must match pattern' }],
      });
    const caller = memberOf(request)?.user.id ?? null;
    const cart = shop.carts.get(body.cart_id);
    if (!cart || !cart.open) return error(404, 'Not found');
    if (cart.userId !== null && caller !== cart.userId)
      return error(403, 'You do not have access to this resource');
    if (cart.lines.length === 0) return error(422, 'The cart is empty');
    const rules = shopGet(request, '/api/shipping-rules/')?.body as Array<{
      id: number;
      method: Order['shipping_method'];
    }>;
    const rule = rules.find((candidate) => candidate.id === body.shipping_rule_id);
    if (!rule)
      return error(422, 'Unknown shipping rule', {
        errors: [{ field: 'body.shipping_rule_id', reason: 'unknown' }],
      });
    const selfCollect = rule.method === 'Self Collect';
    if (!selfCollect && !body.shipping_address)
      return error(422, 'A delivery address is required', {
        errors: [{ field: 'body.shipping_address', reason: 'required' }],
      });
    // The shop prices the cart with its delivery method (free-over thresholds, free-shipping codes).
    cart.shippingRuleId = rule.id;
    const view = shopGet(request, `/api/carts/${cart.id}/`)!.body as Cart;
    const card = body.gift_card_code ? giftCards.get(body.gift_card_code) : undefined;
    if (body.gift_card_code) {
      const refusal = giftCardRefusal(card, view.currency);
      if (refusal) return refusal;
    }
    // The card pays what it can; the rest is paid by card (its balance is taken now).
    const giftCardAmount = card ? Math.min(card.balance.balance, view.total) : 0;
    if (
      card &&
      body.expected_gift_card_amount !== undefined &&
      body.expected_gift_card_amount !== giftCardAmount
    )
      return error(422, 'The balance of this gift card has just changed', {
        errors: [{ field: 'body.gift_card_code', reason: 'balance_changed' }],
      });
    if (card) {
      card.balance.balance -= giftCardAmount;
      if (card.balance.balance === 0) card.balance.status = 'redeemed';
    }
    const coveredByCard = card !== undefined && giftCardAmount === view.total;
    const createdAt = new Date(FIRST_ORDER_AT + orders.size * 60_000).toISOString();
    const order: Order = {
      id: randomUUID(),
      number: FIRST_ORDER_NUMBER + orders.size,
      user_id: caller,
      email: body.email,
      phone: body.phone,
      status: coveredByCard ? 'paid' : 'pending_payment',
      line_items: view.items.map((item) => ({
        id: item.id,
        kind: 'product',
        product_id: item.product.id,
        product_type: item.product.type,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        total: item.total,
        currency: view.currency,
        item_feed_id: item.item_feed_id,
        variant_values: item.variant_values,
        customization: null,
      })),
      subtotal: view.subtotal,
      discount: view.discount,
      shipping: view.shipping,
      gift_card_amount: giftCardAmount,
      total: view.total - giftCardAmount,
      // The shop taxes the price before the gift card pays its part: the cart's tax stands.
      tax: view.tax,
      currency: view.currency,
      exchange_rate: view.exchange_rate,
      shipping_method: rule.method,
      shipping_address: selfCollect ? null : body.shipping_address,
      promo: view.promo,
      gift_message: body.gift_message ?? null,
      created_at: createdAt,
      paid_at: coveredByCard ? createdAt : null,
    };
    orders.set(order.id, order);
    cart.open = false;
    const reply: TestReply = { status: 201, body: order };
    claim.remember(reply);
    if (loseAnswer) {
      loseAnswer = false;
      // A status the contract declares (a proxy's 502 is not the API's answer).
      return error(500, 'Something went wrong');
    }
    return reply;
  }

  /** The order a request may read, or the contract's refusal. */
  function access(id: string, request: RecordedRequest): Order | TestReply {
    const order = orders.get(id);
    if (!order) return error(404, 'Not found');
    if (order.user_id !== null && memberOf(request)?.user.id !== order.user_id)
      return error(403, 'You do not have access to this resource');
    return order;
  }

  function pay(order: Order, request: RecordedRequest): TestReply {
    if (order.status !== 'pending_payment' && order.status !== 'payment_failed')
      return error(409, 'This order is already paid');
    const { card_number: card } = request.body as { card_number?: string };
    const succeeded = card === SUCCEEDING_CARD;
    const at = new Date(Date.parse(order.created_at) + 30_000).toISOString();
    order.status = succeeded ? 'paid' : 'payment_failed';
    order.paid_at = succeeded ? at : null;
    const bought = giftCardOrders.get(order.id);
    if (succeeded && bought) {
      const code = newGiftCardCode();
      const expires = new Date(Date.parse(at));
      expires.setUTCMonth(expires.getUTCMonth() + 12);
      giftCards.set(code, {
        balance: {
          code,
          currency: order.currency,
          initial_value: bought.face_value,
          balance: bought.face_value,
          status: 'active',
          expires_at: expires.toISOString(),
        },
        orderId: order.id,
        recipientEmail: bought.recipient_email,
        deliverOn: bought.deliver_on ?? null,
      });
    }
    const payment: Payment = {
      id: randomUUID(),
      order_id: order.id,
      booking_id: null,
      status: succeeded ? 'succeeded' : 'failed',
      amount: order.total,
      currency: order.currency,
      provider: 'test',
      failure_code: succeeded ? null : (DECLINING_CARDS[card ?? ''] ?? 'card_declined'),
      failure_message: succeeded ? null : 'Your card was declined.',
      created_at: at,
    };
    payments.push(payment);
    return { status: 200, body: payment };
  }

  /** Why a code cannot pay an order in `currency` (422 on body.gift_card_code), or null. */
  function giftCardRefusal(card: FakeGiftCard | undefined, currency: string): TestReply | null {
    const refuse = (reason: string, message: string) =>
      error(422, message, { errors: [{ field: 'body.gift_card_code', reason }] });
    if (!card) return refuse('unknown', 'This gift card does not exist');
    if (card.balance.status === 'expired') return refuse('expired', 'This gift card has expired');
    if (card.balance.balance === 0) return refuse('spent', 'This gift card has been used up');
    if (card.balance.currency !== currency)
      return refuse('currency', `This gift card is in ${card.balance.currency}`);
    return null;
  }

  function buyGiftCard(request: RecordedRequest): TestReply {
    const claim = idempotency.claim(request);
    if ('reply' in claim) return claim.reply;
    const body = request.body as BuyGiftCardRequest;
    const email = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
    const invalid = (['email', 'recipient_email'] as const).find((field) => !email.test(body[field] ?? ''));
    if (invalid)
      return error(400, 'Validation failed', { errors: [{ field: `body.${invalid}`, reason: 'format' }] });
    if (!body.recipient_name?.trim() || !body.sender_name?.trim() || (body.message ?? '').length > 500)
      return error(400, 'Validation failed', { errors: [{ field: 'body', reason: 'invalid' }] });
    const currency = String(request.headers['accept-currency'] ?? 'sgd').toUpperCase() as Order['currency'];
    if (!(GIFT_CARD_VALUES[currency] ?? []).includes(body.face_value))
      return error(422, 'This value is not offered', {
        errors: [{ field: 'body.face_value', reason: 'not_offered' }],
      });
    const caller = memberOf(request)?.user ?? null;
    const createdAt = new Date(FIRST_ORDER_AT + orders.size * 60_000).toISOString();
    const order: Order = {
      id: randomUUID(),
      number: FIRST_ORDER_NUMBER + orders.size,
      user_id: caller?.id ?? null,
      email: body.email,
      phone: caller?.phone ?? '+65 6000 0000',
      status: 'pending_payment',
      line_items: [
        {
          id: 1,
          kind: 'gift_card',
          product_id: null,
          product_type: null,
          name: 'Gift card',
          quantity: 1,
          price: body.face_value,
          total: body.face_value,
          currency,
          item_feed_id: null,
          variant_values: [],
          customization: null,
        },
      ],
      subtotal: body.face_value,
      discount: 0,
      shipping: 0,
      gift_card_amount: 0,
      total: body.face_value,
      // A gift card is not a supply: buying one carries no tax.
      tax: { name: 'none', rate: 0, amount: 0 },
      currency,
      exchange_rate: 1,
      shipping_method: null,
      shipping_address: null,
      promo: null,
      gift_message: null,
      created_at: createdAt,
      paid_at: null,
    };
    orders.set(order.id, order);
    giftCardOrders.set(order.id, body);
    const reply: TestReply = { status: 201, body: order };
    claim.remember(reply);
    return reply;
  }

  function giftCardBalance(code: string): TestReply {
    if (balanceLimited) return error(429, 'Too many requests, please try again later');
    if (!GIFT_CARD_CODE.test(code))
      return error(400, 'Validation failed', {
        errors: [{ field: 'path.code', reason: 'must match pattern' }],
      });
    const card = giftCards.get(code);
    return card ? { status: 200, body: card.balance } : error(404, 'Not found');
  }

  function register(request: RecordedRequest): TestReply {
    const body = request.body as {
      email: string;
      password: string;
      first_name: string;
      last_name: string;
      phone?: string;
    };
    // Like the server: a password too easy to guess is refused first (a few of its list here).
    if (['password123', 'iloveyou', 'qwertyuiop'].includes(body.password)) {
      return error(400, 'This password is too easy to guess.', {
        errors: [{ field: 'body.password', reason: 'too_common' }],
      });
    }
    // Like the server: the same 202 for a free and a taken address, nobody logged in.
    const received: TestReply = {
      status: 202,
      body: {
        email: body.email,
        message: 'Thank you. We have sent an e-mail about your account to this address.',
      },
    };
    if (accounts.some((account) => account.user.email.toLowerCase() === body.email.toLowerCase()))
      return received;
    const id = 100 + accounts.length;
    const account: FakeMember = {
      user: {
        ...silver,
        id,
        email: body.email,
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone ?? null,
        membership_tier: null,
        workshop_guest_code: null,
        date_joined: '2026-11-21T09:00:00Z',
      },
      token: `access-token-for-member-${id}`,
      refreshToken: `refresh-token-for-member-${id}`,
      password: body.password,
    };
    accounts.push(account);
    return received;
  }

  function changePassword(request: RecordedRequest): TestReply {
    const account = memberOf(request);
    if (!account) return unauthorized();
    const body = request.body as { current_password?: string; new_password?: string };
    if (!body.new_password || body.new_password.length < 8)
      return error(400, 'Validation failed', {
        errors: [{ field: 'body.new_password', reason: 'must NOT have fewer than 8 characters' }],
      });
    if (body.current_password !== account.password)
      return error(400, 'The current password is incorrect', {
        errors: [{ field: 'body.current_password', reason: 'incorrect' }],
      });
    account.password = body.new_password;
    return { status: 204 };
  }

  /** `PATCH /api/users/detail/` as the server answers it: a new address needs the password; a taken one is a 409. */
  function updateDetail(request: RecordedRequest): TestReply {
    const account = memberOf(request);
    if (!account) return unauthorized();
    const body = request.body as Partial<
      Record<'first_name' | 'last_name' | 'email' | 'current_password', string>
    > & {
      phone?: string | null;
    };
    const moving = body.email !== undefined && body.email.toLowerCase() !== account.user.email.toLowerCase();
    if (moving && body.current_password !== account.password)
      return error(400, 'The current password is incorrect', {
        errors: [
          { field: 'body.current_password', reason: body.current_password ? 'incorrect' : 'required' },
        ],
      });
    if (
      moving &&
      accounts.some(
        (other) => other !== account && other.user.email.toLowerCase() === body.email!.toLowerCase(),
      )
    )
      return error(409, 'The email already exists', { errors: [{ field: 'body.email', reason: 'taken' }] });
    account.user = {
      ...account.user,
      ...(body.first_name !== undefined ? { first_name: body.first_name } : {}),
      ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
    };
    return { status: 200, body: account.user };
  }

  /** Reset links by token; the test reads one with `resetLinkFor`, as the member's inbox would. */
  const resetLinks = new Map<string, { account: FakeMember; used: boolean; expired: boolean }>();
  function requestReset(request: RecordedRequest): TestReply {
    const { email } = request.body as { email: string };
    const account = accounts.find((candidate) => candidate.user.email.toLowerCase() === email.toLowerCase());
    if (account)
      resetLinks.set(`reset-token-${resetLinks.size + 1}-for-${account.user.id}`, {
        account,
        used: false,
        expired: false,
      });
    return {
      status: 202,
      body: {
        email,
        message: 'If an account exists for this address, we have sent it a link to choose a new password.',
      },
    };
  }
  function confirmReset(request: RecordedRequest): TestReply {
    const { token, new_password: password } = request.body as { token: string; new_password: string };
    const link = resetLinks.get(token);
    if (!link || link.used)
      return error(400, 'This link is not valid any more.', {
        errors: [{ field: 'body.token', reason: 'invalid' }],
      });
    if (link.expired)
      return error(400, 'This link has expired.', { errors: [{ field: 'body.token', reason: 'expired' }] });
    if (['password123', 'iloveyou', 'qwertyuiop'].includes(password))
      return error(400, 'This password is too easy to guess.', {
        errors: [{ field: 'body.new_password', reason: 'too_common' }],
      });
    link.used = true;
    link.account.password = password;
    return { status: 204 };
  }

  function history(request: RecordedRequest): TestReply {
    const account = memberOf(request);
    if (!account) return unauthorized();
    const page = Number(request.query.get('page') ?? '1');
    const size = Number(request.query.get('page_size') ?? '24');
    const own = [...orders.values()]
      .filter((order) => order.user_id === account.user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return {
      status: 200,
      body: { count: own.length, page, page_size: size, results: own.slice((page - 1) * size, page * size) },
    };
  }

  /** Members' saved products (`/api/users/wishlist/`), newest first. */
  const wishlists = new Map<number, number[]>();
  function wishlist(request: RecordedRequest, id: number | null): TestReply {
    const account = memberOf(request);
    if (!account) return unauthorized();
    let saved = wishlists.get(account.user.id) ?? [];
    if (id !== null && request.method === 'PUT') {
      if (!shop.productSummary(id, request)) return error(404, 'Product not found');
      if (!saved.includes(id)) saved = [id, ...saved];
    }
    if (id !== null && request.method === 'DELETE') saved = saved.filter((other) => other !== id);
    wishlists.set(account.user.id, saved);
    const items = saved.flatMap((productId) => {
      const product = shop.productSummary(productId, request);
      return product ? [{ product, saved_at: '2026-11-28T10:00:00Z' }] : [];
    });
    return { status: 200, body: { items } };
  }

  /** Members' address books (`/api/users/addresses/`), the default first like the server's. */
  const addressBooks = new Map<number, SavedAddress[]>();
  let nextAddressId = 1;
  function addressBook(request: RecordedRequest, id: number | null): TestReply {
    const account = memberOf(request);
    if (!account) return unauthorized();
    let book = addressBooks.get(account.user.id) ?? [];
    const input = request.body as SavedAddressInput | undefined;
    const stamp = `2026-11-29T06:${String(nextAddressId).padStart(2, '0')}:00Z`;
    if (request.method === 'POST' && input) {
      if (book.length >= 20) {
        return error(422, 'An address book keeps up to 20 addresses.', {
          errors: [{ field: 'body.address', reason: 'address_book_full' }],
        });
      }
      const isDefault = book.length === 0 || input.is_default === true;
      if (isDefault) book = book.map((entry) => ({ ...entry, is_default: false }));
      book = [
        ...book,
        { id: nextAddressId++, address: input.address, is_default: isDefault, updated_at: stamp },
      ];
    }
    if (request.method === 'PUT' && id !== null && input) {
      const current = book.find((entry) => entry.id === id);
      if (!current) return error(404, 'Address not found');
      const isDefault = current.is_default || input.is_default === true;
      book = book.map((entry) =>
        entry.id === id
          ? { ...entry, address: input.address, is_default: isDefault, updated_at: stamp }
          : { ...entry, is_default: isDefault ? false : entry.is_default },
      );
    }
    if (request.method === 'DELETE' && id !== null) {
      const removed = book.find((entry) => entry.id === id);
      book = book.filter((entry) => entry.id !== id);
      if (removed?.is_default && book.length > 0)
        book = book.map((entry, index) => ({ ...entry, is_default: index === 0 }));
    }
    addressBooks.set(account.user.id, book);
    const items = [...book].sort(
      (a, b) => Number(b.is_default) - Number(a.is_default) || b.updated_at.localeCompare(a.updated_at),
    );
    return { status: request.method === 'POST' ? 201 : 200, body: { items } };
  }

  function handle(request: RecordedRequest): TestReply | null {
    const { path, method } = request;
    const address = path.match(/^\/api\/users\/addresses\/(?:(\d+)\/)?$/);
    if (address) return addressBook(request, address[1] ? Number(address[1]) : null);
    const saved = path.match(/^\/api\/users\/wishlist\/(?:(\d+)\/)?$/);
    if (saved) return wishlist(request, saved[1] ? Number(saved[1]) : null);
    if (path === '/api/token/' && method === 'POST') {
      const body = request.body as { email?: string; password?: string };
      const account = accounts.find((candidate) => candidate.user.email === body.email);
      if (!account || account.password !== body.password) return error(401, 'Invalid e-mail or password');
      return { status: 200, body: record(account) };
    }
    if (path === '/api/token/refresh/' && method === 'POST') {
      // No rotation: tests never reuse a spent refresh token.
      const { refresh_token } = request.body as { refresh_token?: string };
      const account = accounts.find((candidate) => candidate.refreshToken === refresh_token);
      return account
        ? { status: 200, body: { token: account.token, refresh_token: account.refreshToken } }
        : unauthorized();
    }
    if (path === '/api/users/register/' && method === 'POST') return register(request);
    if (path === '/api/users/detail/' && method === 'PATCH') return updateDetail(request);
    if (path === '/api/users/password-reset/' && method === 'POST') return requestReset(request);
    if (path === '/api/users/password-reset/confirm/' && method === 'POST') return confirmReset(request);
    if (path === '/api/users/detail/') {
      const account = memberOf(request);
      return account ? { status: 200, body: account.user } : unauthorized();
    }
    // The shop knows only the gold member's carts: the others have none.
    const userCarts = path.match(/^\/api\/users\/(\d+)\/carts\/$/);
    const caller = memberOf(request);
    if (userCarts && caller && caller.token !== ACCESS_TOKEN) {
      return Number(userCarts[1]) === caller.user.id
        ? { status: 200, body: [] }
        : error(403, 'You do not have access to this resource');
    }
    if (path === '/api/users/password/' && method === 'POST') return changePassword(request);
    if (path === '/api/orders/' && method === 'POST') return createOrder(request);
    if (path === '/api/gift-cards/' && method === 'POST') return buyGiftCard(request);
    const balance = path.match(/^\/api\/gift-cards\/([^/]+)\/balance\/$/);
    if (balance && method === 'GET') return giftCardBalance(decodeURIComponent(balance[1]!));
    if (path === '/api/orders/' && method === 'GET') return history(request);
    if (path === '/api/verify/' && method === 'POST') {
      const found = access((request.body as { order_id: string }).order_id, request);
      return 'id' in found ? { status: 200, body: found } : found;
    }
    const one = path.match(/^\/api\/orders\/([^/]+)\/(pay\/)?$/);
    if (!one) return null;
    const found = access(one[1]!, request);
    if (!('id' in found)) return found;
    if (one[2] && method === 'POST') return pay(found, request);
    if (!one[2] && method === 'GET') return { status: 200, body: found };
    return null;
  }

  return {
    handler: (request) => handle(request) ?? shopHandler(request),
    orders,
    payments,
    passwordOf: (email) => accounts.find((account) => account.user.email === email)?.password ?? '',
    resetLinkFor(email, { expired = false } = {}) {
      const found = [...resetLinks].reverse().find(([, link]) => link.account.user.email === email);
      if (found && expired) found[1].expired = true;
      return found?.[0] ?? null;
    },
    loseNextCreateAnswer() {
      loseAnswer = true;
    },
    giftCards,
    limitBalanceChecks() {
      balanceLimited = true;
    },
  };
}

export interface FakeOrdersServer {
  server: TestServer;
  shop: FakeShop;
  fake: FakeOrders;
}

/**
 * For a test file: one HTTP test server, and before each test a fresh fake shop with its members
 * and orders behind it and no recorded requests. Read the fields inside tests (they change per test).
 */
export function useFakeOrdersServer(): FakeOrdersServer {
  const context = {} as FakeOrdersServer;
  beforeAll(async () => {
    context.server = await startContractTestServer();
  });
  afterAll(() => context.server.close());
  beforeEach(() => {
    context.shop = createFakeShop();
    context.fake = createFakeOrders(context.shop);
    context.server.setHandler(context.fake.handler);
    context.server.requests.length = 0;
  });
  return context;
}
