// @vitest-environment jsdom
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error';
import { createApiClient, type ApiClient } from '../client/create-api-client';
import { createMemoryTokenStore, type TokenStore } from '../client/token-store';
import type { Cart, ProductSummary } from '../generated/schema';
import * as fixtures from '../testing/fixtures';
import {
  closedPortUrl,
  startTestServer,
  type RecordedRequest,
  type TestReply,
  type TestServer,
} from '../testing/test-server';
import { ApiClientProvider } from './api-client-context';
import { useClearCart } from './carts/clear-cart';
import { useUserCarts } from './carts/get-user-carts';
import { cartKeys } from './carts/keys';
import { usePrecheckoutCart } from './carts/precheckout-cart';
import { useRemoveCartItem } from './carts/remove-cart-item';
import { useTransferCart } from './carts/transfer-cart';
import { useUpdateCart } from './carts/update-cart';
import { useUpdateCartItem } from './carts/update-cart-item';
import { useSubscribeNewsletter } from './newsletter/subscribe-newsletter';
import { getAllProducts, useAllProducts } from './products/get-all-products';
import { productKeys } from './products/keys';
import { useNotifyStock } from './products/notify-stock';
import { useApplyPromoCode, useRemovePromoCode } from './promo/apply-promo-code';
import { checkPromo } from './promo/check-promo';
import { createQueryClient } from './query-client';
import { useShippingRules } from './shipping-rules/get-shipping-rules';

const CART = fixtures.cart.id;
const MEMBER_CART = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
const TOKEN = 'member-token';

/**
 * A small stateful cart on a real HTTP server: the hooks are exercised over the network exactly as
 * in the browser. Quantities above 3 are refused with the contract's 409 (stock), WELCOME10 applies,
 * EXPIRED5 is known but refused (422), anything else is unknown (404).
 */
let state: Cart;
function handler(request: RecordedRequest): TestReply {
  const itemPath = `/api/carts/${CART}/items/${fixtures.cartItem.id}/`;
  if (request.path === itemPath && request.method === 'PATCH') {
    const { quantity } = request.body as { quantity: number };
    if (quantity > 3) return { status: 409, body: fixtures.errors.outOfStock };
    const item = { ...fixtures.cartItem, quantity, total: quantity * fixtures.cartItem.price };
    state = { ...state, items: [item], item_count: quantity, subtotal: item.total, total: item.total };
    return { status: 200, body: state };
  }
  if (request.path === itemPath && request.method === 'DELETE') {
    state = { ...fixtures.emptyCart };
    return { status: 200, body: state };
  }
  if (request.path === `/api/carts/${CART}/clear/` && request.method === 'POST') {
    state = { ...fixtures.emptyCart };
    return { status: 200, body: state };
  }
  if (request.path === '/api/promo/') {
    const code = request.query.get('code')?.toUpperCase();
    if (code === 'WELCOME10') {
      return {
        status: 200,
        body: {
          id: 3,
          code: 'WELCOME10',
          description: '10% off',
          discount_type: 'percentage',
          value: 10,
          min_subtotal: null,
          discount: 2560,
          currency: 'SGD',
          expires_at: null,
        },
      };
    }
    if (code === 'EXPIRED5') return { status: 422, body: { message: 'This code has expired', status: 422 } };
    return { status: 404, body: { message: 'Not found', status: 404 } };
  }
  if (request.path === `/api/carts/${CART}/` && request.method === 'PATCH') {
    const body = request.body as { promo_code?: string | null; shipping_rule_id?: number | null };
    const code = body.promo_code?.toUpperCase();
    if (code && code !== 'WELCOME10') {
      const reason = code === 'EXPIRED5' ? 'expired' : 'unknown';
      const message = code === 'EXPIRED5' ? 'This code has expired' : 'This code does not exist';
      return { status: 422, body: { message, status: 422, errors: [{ field: 'body.promo_code', reason }] } };
    }
    if (body.promo_code !== undefined) {
      state = {
        ...state,
        promo: body.promo_code ? { id: 3, code: body.promo_code.toUpperCase() } : null,
        discount: body.promo_code ? 2560 : 0,
      };
    }
    if (body.shipping_rule_id !== undefined) {
      state = {
        ...state,
        shipping_rule_id: body.shipping_rule_id,
        shipping: body.shipping_rule_id ? 500 : 0,
      };
    }
    state = { ...state, total: state.subtotal - state.discount + state.shipping };
    return { status: 200, body: state };
  }
  if (request.path === `/api/carts/${CART}/precheckout/`) {
    return {
      status: 200,
      body: {
        ok: false,
        changes: [
          {
            kind: 'quantity_reduced',
            item_id: fixtures.cartItem.id,
            name: fixtures.cartItem.name,
            previous: 2,
            current: 1,
            currency: 'SGD',
            message: 'Only 1 Citrus Grove was left, so we changed the quantity to 1.',
          },
        ],
        cart: state,
      },
    };
  }
  if (request.path === `/api/carts/${CART}/transfer/`) {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return { status: 401, body: fixtures.errors.unauthorized };
    }
    const changes = [
      {
        kind: 'promo_removed',
        item_id: null,
        name: null,
        previous: null,
        current: null,
        currency: 'SGD',
        message: 'Your cart already had a code, so WELCOME10 was not added.',
      },
    ];
    return { status: 200, body: { ...state, id: MEMBER_CART, user_id: 42, transfer_changes: changes } };
  }
  if (request.path === '/api/users/42/carts/') {
    return request.headers.authorization === `Bearer ${TOKEN}`
      ? { status: 200, body: [{ ...fixtures.cart, id: MEMBER_CART, user_id: 42 }] }
      : { status: 401, body: fixtures.errors.unauthorized };
  }
  if (request.path === '/api/shipping-rules/') return { status: 200, body: fixtures.shippingRules };
  if (request.path === '/api/subcribers/') {
    const { email } = request.body as { email: string };
    return email.includes('@')
      ? { status: 201, body: { email } }
      : { status: 400, body: { ...fixtures.errors.validation, email } };
  }
  if (request.path === '/api/items/101/notify-stock/') {
    const { email, variant_id } = request.body as { email: string; variant_id?: number | null };
    return { status: 201, body: { email, item_id: 101, variant_id: variant_id ?? null } };
  }
  if (request.path === '/api/products/') {
    // 130 products in pages: the hook must ask for page 1 and 2 of 100.
    const page = Number(request.query.get('page') ?? '1');
    const size = Number(request.query.get('page_size') ?? '24');
    const all: ProductSummary[] = Array.from({ length: 130 }, (_, index) => ({
      ...fixtures.productSummary,
      id: index + 1,
      slug: `scent-${index + 1}`,
    }));
    return {
      status: 200,
      body: { count: all.length, page, page_size: size, results: all.slice((page - 1) * size, page * size) },
    };
  }
  return { status: 404, body: fixtures.errors.notFound };
}

let server: TestServer;
let api: ApiClient;
let tokens: TokenStore;
let queryClient: QueryClient;
const locale = { country: 'sg', language: 'en', currency: 'sgd' };

beforeAll(async () => {
  server = await startTestServer(handler);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  state = { ...fixtures.cart, promo: null, discount: 0, total: fixtures.cart.subtotal };
  tokens = createMemoryTokenStore();
  api = createApiClient({ baseUrl: server.url, locale: () => ({ country: 'sg', language: 'en' }), tokens });
  queryClient = createQueryClient();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

const cached = (id = CART) => queryClient.getQueryData<Cart>(cartKeys.detail(id, locale));

describe('cart item mutations', () => {
  it('changes a quantity and caches the answered cart', async () => {
    const { result } = renderHook(() => useUpdateCartItem(CART), { wrapper });
    await act(() => result.current.mutateAsync({ itemId: fixtures.cartItem.id, quantity: 3 }));
    expect(server.requests[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/carts/${CART}/items/${fixtures.cartItem.id}/`,
      body: { quantity: 3 },
    });
    expect(cached()?.items[0]?.quantity).toBe(3);
    expect(cached()?.subtotal).toBe(3 * fixtures.cartItem.price);
  });

  it('reports short stock as a 409 with the server’s own words', async () => {
    const { result } = renderHook(() => useUpdateCartItem(CART), { wrapper });
    const failure = await result.current
      .mutateAsync({ itemId: fixtures.cartItem.id, quantity: 9 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).result).toMatchObject({
      status: 409,
      serverMessage: 'Only 2 left in stock',
      errors: [{ field: 'quantity', reason: 'only 2 left in stock' }],
    });
  });

  it('removes an item and clears a cart', async () => {
    const remove = renderHook(() => useRemoveCartItem(CART), { wrapper });
    await act(() => remove.result.current.mutateAsync(fixtures.cartItem.id));
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(cached()?.items).toEqual([]);

    state = { ...fixtures.cart };
    const clear = renderHook(() => useClearCart(CART), { wrapper });
    await act(() => clear.result.current.mutateAsync());
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: `/api/carts/${CART}/clear/` });
    expect(cached()?.item_count).toBe(0);
  });

  it('drops the copies of the cart cached for other locales (their names and prices are stale)', async () => {
    const vietnamese = cartKeys.detail(CART, { country: 'vn', language: 'vi', currency: 'vnd' });
    queryClient.setQueryData(vietnamese, { ...fixtures.cart, currency: 'VND' });
    const { result } = renderHook(() => useUpdateCartItem(CART), { wrapper });
    await act(() => result.current.mutateAsync({ itemId: fixtures.cartItem.id, quantity: 1 }));
    expect(queryClient.getQueryData(vietnamese)).toBeUndefined();
    expect(cached()?.item_count).toBe(1);
  });
});

describe('offline (issue 22, point 3)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('a mutation fails with the offline failure while the window is offline, instead of pausing', async () => {
    // What the browser says after its `offline` event; TanStack Query would pause the mutation
    // (its default network mode) and its button would stay busy until the network came back.
    onlineManager.setOnline(false);
    api = createApiClient({
      baseUrl: await closedPortUrl(),
      locale: () => ({ country: 'sg', language: 'en' }),
      tokens,
    });
    const { result } = renderHook(() => useApplyPromoCode(CART), { wrapper });
    const failure = await act(() => result.current.mutateAsync('WELCOME10').catch((error: unknown) => error));
    expect((failure as ApiError).result).toMatchObject({ kind: 'offline', offline: true });
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });
});

describe('promo codes and shipping', () => {
  it('applies a code with PATCH and caches the discounted cart', async () => {
    const { result } = renderHook(() => useApplyPromoCode(CART), { wrapper });
    await act(() => result.current.mutateAsync('welcome10'));
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PATCH /api/carts/${CART}/`,
    ]);
    expect(server.requests[0]!.body).toEqual({ promo_code: 'welcome10' });
    expect(cached()?.promo).toEqual({ id: 3, code: 'WELCOME10' });
    expect(cached()?.total).toBe(fixtures.cart.subtotal - 2560);
    const remove = renderHook(() => useRemovePromoCode(CART), { wrapper });
    await act(() => remove.result.current.mutateAsync());
    expect(server.requests[1]!.body).toEqual({ promo_code: null });
    expect(cached()?.promo).toBeNull();
  });

  it('hands back the stable reason of a refused code and leaves the cart alone', async () => {
    const { result } = renderHook(() => useApplyPromoCode(CART), { wrapper });
    const unknown = (await result.current.mutateAsync('NOPE').catch((error: unknown) => error)) as ApiError;
    expect(unknown.result).toMatchObject({
      status: 422,
      errors: [{ field: 'body.promo_code', reason: 'unknown' }],
    });
    const expired = (await result.current
      .mutateAsync('EXPIRED5')
      .catch((error: unknown) => error)) as ApiError;
    expect(expired.result).toMatchObject({ status: 422, message: 'This code has expired' });
    expect(cached()).toBeUndefined();
  });

  it('checks a code without applying it', async () => {
    const promo = await checkPromo(api, { code: 'WELCOME10', cart: CART });
    expect(promo).toMatchObject({ code: 'WELCOME10', discount: 2560 });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/api/promo/' });
    expect(server.requests[0]!.query.get('cart')).toBe(CART);
    await expect(checkPromo(api, { code: 'NOPE', cart: CART })).rejects.toMatchObject({ status: 404 });
  });

  it('removes a code and picks a shipping rule with PATCH', async () => {
    const { result } = renderHook(() => useUpdateCart(CART), { wrapper });
    await act(() => result.current.mutateAsync({ shipping_rule_id: 1 }));
    expect(server.requests[0]!.body).toEqual({ shipping_rule_id: 1 });
    expect(cached()?.shipping).toBe(500);
    await act(() => result.current.mutateAsync({ promo_code: null }));
    expect(server.requests[1]!.body).toEqual({ promo_code: null });
  });

  it('lists the shipping rules of the country', async () => {
    const { result } = renderHook(() => useShippingRules(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(fixtures.shippingRules));
    expect(server.requests[0]!.headers['accept-country']).toBe('sg');
  });
});

describe('precheckout, transfer and the member’s carts', () => {
  it('stores the re-checked cart and hands back the changes', async () => {
    const { result } = renderHook(() => usePrecheckoutCart(CART), { wrapper });
    const answer = await act(() => result.current.mutateAsync());
    expect(answer.ok).toBe(false);
    expect(answer.changes[0]?.kind).toBe('quantity_reduced');
    expect(cached()).toEqual(state);
  });

  it('merges the guest cart into the member’s with the bearer token and forgets the guest cart', async () => {
    tokens.setTokens({ token: TOKEN, refreshToken: 'refresh' });
    queryClient.setQueryData(cartKeys.detail(CART, locale), state);
    const { result } = renderHook(() => useTransferCart(), { wrapper });
    const { cart: member, changes } = await act(() => result.current.mutateAsync(CART));
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: `/api/carts/${CART}/transfer/` });
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(member.id).toBe(MEMBER_CART);
    expect(member).not.toHaveProperty('transfer_changes');
    expect(changes.map((change) => change.kind)).toEqual(['promo_removed']);
    expect(cached()).toBeUndefined();
    expect(cached(MEMBER_CART)?.user_id).toBe(42);
  });

  it('lists the member’s carts, and waits while there is no member', async () => {
    tokens.setTokens({ token: TOKEN, refreshToken: 'refresh' });
    const guest = renderHook(() => useUserCarts(undefined), { wrapper });
    expect(guest.result.current.fetchStatus).toBe('idle');
    const member = renderHook(() => useUserCarts(42), { wrapper });
    await waitFor(() => expect(member.result.current.data?.[0]?.id).toBe(MEMBER_CART));
    expect(server.requests).toHaveLength(1);
  });
});

describe('e-mail forms (SPEC §8 second helper)', () => {
  it('subscribes, and flags a refusal with the e-mail instead of throwing', async () => {
    const { result } = renderHook(() => useSubscribeNewsletter(), { wrapper });
    const fresh = await act(() => result.current.mutateAsync({ email: 'new@example.com', source: 'footer' }));
    expect(fresh).toMatchObject({ error: false, status: 201, data: { email: 'new@example.com' } });
    expect(server.requests[0]).toMatchObject({ path: '/api/subcribers/', body: { source: 'footer' } });
    server.setHandler(() => ({ status: 429, body: fixtures.errors.tooManyRequests }));
    try {
      const refused = await act(() => result.current.mutateAsync({ email: 'mei@example.com' }));
      expect(refused).toMatchObject({ error: true, status: 429, email: 'mei@example.com' });
    } finally {
      server.setHandler(handler);
    }
  });

  it('asks for a back-in-stock e-mail for one variant', async () => {
    const { result } = renderHook(() => useNotifyStock(101), { wrapper });
    const answer = await act(() =>
      result.current.mutateAsync({ email: 'mei@example.com', variant_id: 1012 }),
    );
    expect(answer).toMatchObject({ error: false, data: { item_id: 101, variant_id: 1012 } });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/items/101/notify-stock/',
      body: { email: 'mei@example.com', variant_id: 1012 },
    });
  });
});

describe('useAllProducts', () => {
  it('reads every page of a listing and caches it under its own key', async () => {
    function Count() {
      const { data } = useAllProducts({ collection: 'all-perfumes', sort: 'price_asc' });
      return <p>{data ? `${data.results.length} of ${data.count}` : 'Loading'}</p>;
    }
    const view = render(<Count />, { wrapper });
    expect((await view.findByText('130 of 130')).textContent).toBe('130 of 130');
    expect(server.requests.map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(server.requests[0]!.query.get('page_size')).toBe('100');
    expect(server.requests[0]!.query.get('collection')).toBe('all-perfumes');
    expect(
      queryClient.getQueryData(
        productKeys.listAll({ collection: 'all-perfumes', sort: 'price_asc', locale }),
      ),
    ).toMatchObject({ count: 130 });
  });

  it('stops after one page when the listing fits', async () => {
    server.setHandler((request) =>
      request.path === '/api/products/'
        ? { status: 200, body: { count: 1, page: 1, page_size: 100, results: [fixtures.productSummary] } }
        : handler(request),
    );
    try {
      const all = await getAllProducts(api, { type: ['perfume_diy'] });
      expect(all).toEqual({ count: 1, results: [fixtures.productSummary] });
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]!.query.getAll('type')).toEqual(['perfume_diy']);
    } finally {
      server.setHandler(handler);
    }
  });
});
