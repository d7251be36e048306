import type { Cart, LoginRecord, Order, Payment, User } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { randomUUID } from 'node:crypto';
import type { FakeShop } from '../../testing/fake-shop';
import {
  ACCESS_TOKEN,
  createApiHandler,
  MEMBER_PASSWORD,
  members,
  REFRESH_TOKEN,
} from '../../testing/render-app';

/**
 * The account side of the test API, on top of the store's fake shop (`createApiHandler`): two
 * members (gold, the shop's member, and silver), password change, registration, and orders placed
 * from the shop's carts and paid with the test provider's cards, with the contract's shapes and
 * statuses (the real server's rules, much simplified).
 */

export const SILVER_TOKEN = 'access-token-for-silver-member';
export const SILVER_REFRESH_TOKEN = 'refresh-token-for-silver-member';

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

/** The first order's number; each order takes the next. */
export const FIRST_ORDER_NUMBER = 100001;
/** Orders are placed a minute apart from here (a fixed clock keeps dates in tests exact). */
export const FIRST_ORDER_AT = Date.parse('2026-11-20T09:00:00Z');

const SUCCEEDING_CARD = '4242424242424242';

function error(status: number, message: string, extra: Record<string, unknown> = {}): TestReply {
  return { status, body: { message, status, ...extra } };
}

export interface AccountTestApi {
  handle(request: RecordedRequest): TestReply;
  orders: Map<string, Order>;
  passwordOf(email: string): string;
}

export function createAccountTestApi(shop: FakeShop): AccountTestApi {
  const shopHandler = createApiHandler(shop);
  const accounts: FakeMember[] = [
    { user: gold, token: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN, password: MEMBER_PASSWORD },
    { user: silver, token: SILVER_TOKEN, refreshToken: SILVER_REFRESH_TOKEN, password: MEMBER_PASSWORD },
  ];
  const orders = new Map<string, Order>();
  const idempotency = new Map<string, string>();

  const memberOf = (request: RecordedRequest) =>
    accounts.find((account) => request.headers.authorization === `Bearer ${account.token}`) ?? null;
  const unauthorized = () => error(401, 'Authentication credentials were not provided or are invalid');
  const record = (account: FakeMember): LoginRecord => ({
    token: account.token,
    refresh_token: account.refreshToken,
    user: account.user,
  });

  function createOrder(request: RecordedRequest): TestReply {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 8)
      return error(400, 'Validation failed', {
        errors: [{ field: 'headers.idempotency-key', reason: 'required' }],
      });
    const replay = idempotency.get(key);
    if (replay) return { status: 201, body: orders.get(replay) };
    const body = request.body as {
      cart_id: string;
      email: string;
      phone?: string;
      shipping_rule_id: number;
      shipping_address: Order['shipping_address'];
    };
    if (!body.phone)
      return error(400, 'Validation failed', { errors: [{ field: 'body.phone', reason: 'required' }] });
    const account = memberOf(request);
    const cartReply = shop.handle({
      ...request,
      method: 'GET',
      path: `/api/carts/${body.cart_id}/`,
      body: undefined,
    });
    if (!cartReply || cartReply.status !== 200) return cartReply ?? error(404, 'Not found');
    const cart = cartReply.body as Cart;
    const rulesReply = shop.handle({
      ...request,
      method: 'GET',
      path: '/api/shipping-rules/',
      body: undefined,
    });
    const rule = (
      rulesReply?.body as Array<{
        id: number;
        method: Order['shipping_method'];
        price: number;
        free_over: number | null;
      }>
    ).find((candidate) => candidate.id === body.shipping_rule_id);
    if (!rule)
      return error(422, 'Unknown shipping rule', {
        errors: [{ field: 'body.shipping_rule_id', reason: 'unknown' }],
      });
    const shipping = rule.free_over !== null && cart.subtotal >= rule.free_over ? 0 : rule.price;
    const number = FIRST_ORDER_NUMBER + orders.size;
    const order: Order = {
      id: randomUUID(),
      number,
      user_id: account?.user.id ?? null,
      email: body.email,
      phone: body.phone,
      status: 'pending_payment',
      line_items: cart.items.map((item) => ({
        id: item.id,
        kind: 'product',
        product_id: item.product.id,
        product_type: item.type.name,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        total: item.total,
        currency: item.currency,
        item_feed_id: item.item_feed_id,
        variant_values: item.variant_values,
        customization: null,
      })),
      subtotal: cart.subtotal,
      discount: cart.discount,
      shipping,
      gift_card_amount: 0,
      total: cart.subtotal - cart.discount + shipping,
      currency: cart.currency,
      exchange_rate: cart.exchange_rate,
      shipping_method: rule.method,
      shipping_address: body.shipping_address,
      promo: cart.promo,
      created_at: new Date(FIRST_ORDER_AT + orders.size * 60_000).toISOString(),
      paid_at: null,
    };
    orders.set(order.id, order);
    idempotency.set(key, order.id);
    return { status: 201, body: order };
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
    const { card_number: card } = request.body as { card_number: string };
    const succeeded = card === SUCCEEDING_CARD;
    const at = new Date(Date.parse(order.created_at) + 30_000).toISOString();
    orders.set(order.id, {
      ...order,
      status: succeeded ? 'paid' : 'payment_failed',
      paid_at: succeeded ? at : null,
    });
    const payment: Payment = {
      id: randomUUID(),
      order_id: order.id,
      booking_id: null,
      status: succeeded ? 'succeeded' : 'failed',
      amount: order.total,
      currency: order.currency,
      provider: 'test',
      failure_code: succeeded ? null : 'card_declined',
      failure_message: succeeded ? null : 'Your card was declined.',
      created_at: at,
    };
    return { status: 200, body: payment };
  }

  function handle(request: RecordedRequest): TestReply {
    const { path, method } = request;
    if (path === '/api/token/' && method === 'POST') {
      const body = request.body as { email?: string; password?: string };
      const account = accounts.find((candidate) => candidate.user.email === body.email);
      if (!account || account.password !== body.password) return error(401, 'Invalid e-mail or password');
      return { status: 200, body: record(account) };
    }
    if (path === '/api/users/register/' && method === 'POST') {
      const body = request.body as { email: string; password: string; first_name: string; last_name: string };
      if (accounts.some((account) => account.user.email === body.email))
        return error(409, 'The email already exists', { email: body.email });
      const id = 100 + accounts.length;
      const account: FakeMember = {
        user: {
          ...silver,
          id,
          email: body.email,
          first_name: body.first_name,
          last_name: body.last_name,
          membership_tier: null,
          workshop_guest_code: null,
          date_joined: '2026-11-21T09:00:00Z',
        },
        token: `access-token-for-member-${id}`,
        refreshToken: `refresh-token-for-member-${id}`,
        password: body.password,
      };
      accounts.push(account);
      return { status: 201, body: record(account) };
    }
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
    if (path === '/api/users/password/' && method === 'POST') {
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
    if (path === '/api/orders/' && method === 'POST') return createOrder(request);
    if (path === '/api/orders/' && method === 'GET') {
      const account = memberOf(request);
      if (!account) return unauthorized();
      const page = Number(request.query.get('page') ?? '1');
      const size = Number(request.query.get('page_size') ?? '24');
      const own = [...orders.values()]
        .filter((order) => order.user_id === account.user.id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return {
        status: 200,
        body: {
          count: own.length,
          page,
          page_size: size,
          results: own.slice((page - 1) * size, page * size),
        },
      };
    }
    const one = path.match(/^\/api\/orders\/([^/]+)\/(pay\/)?$/);
    if (one) {
      const found = access(one[1]!, request);
      if (!('id' in found)) return found;
      if (one[2] && method === 'POST') return pay(found, request);
      if (!one[2] && method === 'GET') return { status: 200, body: found };
    }
    return shopHandler(request);
  }

  return {
    handle,
    orders,
    passwordOf: (email) => accounts.find((account) => account.user.email === email)?.password ?? '',
  };
}
