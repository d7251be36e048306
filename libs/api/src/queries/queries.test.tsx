// @vitest-environment jsdom
import { focusManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error';
import { createApiClient, type ApiClient } from '../client/create-api-client';
import { createMemoryTokenStore } from '../client/token-store';
import * as fixtures from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { ApiClientProvider } from './api-client-context';
import { useAddCartItem } from './carts/add-cart-item';
import { cartKeys } from './carts/keys';
import { useCountries } from './countries/get-countries';
import { useExchangeRates } from './exchange-rates/get-exchange-rates';
import { countryKeys } from './countries/keys';
import { productKeys } from './products/keys';
import { createQueryClient, retryTransient } from './query-client';

let server: TestServer;
let api: ApiClient;
let queryClient: QueryClient;

beforeAll(async () => {
  server = await startTestServer((req) => {
    if (req.path === '/api/countries/') return { status: 200, body: fixtures.countries };
    if (req.path === '/api/exchange-rates/') return { status: 200, body: fixtures.exchangeRates };
    if (req.path === `/api/carts/${fixtures.cart.id}/items/`) return { status: 201, body: fixtures.cart };
    return { status: 404, body: fixtures.errors.notFound };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  api = createApiClient({
    baseUrl: server.url,
    locale: () => ({ country: 'sg', language: 'en' }),
    tokens: createMemoryTokenStore(),
  });
  queryClient = createQueryClient();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

function CountryList() {
  const { data, isPending } = useCountries();
  if (isPending) return <p>Loading</p>;
  return (
    <ul aria-label="Countries">
      {data?.map((c) => (
        <li key={c.code}>
          {c.name} ({c.currency.symbol})
        </li>
      ))}
    </ul>
  );
}

/** Exchange rates have no staleTime of their own, so only the client defaults prevent refetches. */
function RateList() {
  const { data } = useExchangeRates();
  if (!data) return <p>Loading</p>;
  return (
    <ul aria-label="Rates">
      {data.map((r) => (
        <li key={r.currency}>
          {r.currency} {r.rate}
        </li>
      ))}
    </ul>
  );
}

describe('createQueryClient', () => {
  it('does not refetch on window focus or on mount (SPEC §7)', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchOnMount).toBe(false);
  });

  it('lets the caller override defaults', () => {
    const queries = createQueryClient({ defaultOptions: { queries: { staleTime: 5 } } }).getDefaultOptions()
      .queries!;
    expect(queries).toMatchObject({ staleTime: 5, refetchOnMount: false, refetchOnWindowFocus: false });
  });

  it('retries transient failures only', () => {
    const failure = (status: number) => new ApiError({ ok: false, kind: 'error', status, message: 'x' });
    expect(retryTransient(0, failure(500))).toBe(true);
    expect(retryTransient(2, failure(500))).toBe(false);
    expect(retryTransient(0, failure(400))).toBe(false);
  });
});

describe('hooks over HTTP', () => {
  it('renders the countries, sending the SPEC §7 headers', async () => {
    render(<CountryList />, { wrapper: Providers });
    const list = await screen.findByRole('list', { name: 'Countries' });
    expect(list.textContent).toContain('Singapore (S$)');
    expect(list.textContent).toContain('Vietnam (₫)');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers).toMatchObject({
      'accept-country': 'sg',
      'accept-language': 'en',
      'accept-currency': 'sgd',
      'content-type': 'application/json',
    });
    expect(queryClient.getQueryData(countryKeys.list({ locale: api.locale() }))).toEqual(fixtures.countries);
  });

  it('does not refetch when another component mounts or the window regains focus', async () => {
    function Page() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <RateList />
          <button onClick={() => setSecond(true)}>Show again</button>
          {second && <RateList />}
        </>
      );
    }
    render(<Page />, { wrapper: Providers });
    await screen.findByRole('list', { name: 'Rates' });
    act(() => screen.getByRole('button', { name: 'Show again' }).click());
    expect(await screen.findAllByRole('list', { name: 'Rates' })).toHaveLength(2);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    // Focus handling is promise jobs only (resume paused mutations, then refetch): one task later
    // a refetch would have started, and a started one counts as fetching until its answer came.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.isFetching()).toBe(0);
    expect(server.requests).toHaveLength(1);
    focusManager.setFocused(undefined);
  });
});

describe('useAddCartItem', () => {
  it('posts the item and stores the returned cart under its key', async () => {
    let mutate: ReturnType<typeof useAddCartItem>['mutateAsync'] | undefined;
    function AddButton() {
      mutate = useAddCartItem(fixtures.cart.id).mutateAsync;
      return null;
    }
    render(<AddButton />, { wrapper: Providers });
    await act(async () => {
      await mutate!({ product_id: 101, variant_id: 1011, quantity: 2 });
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/carts/${fixtures.cart.id}/items/`,
      body: { product_id: 101, variant_id: 1011, quantity: 2 },
    });
    await waitFor(() =>
      expect(queryClient.getQueryData(cartKeys.detail(fixtures.cart.id, api.locale()))).toEqual(
        fixtures.cart,
      ),
    );
  });
});

describe('query keys', () => {
  it('nest all → lists → list(params) → details → detail(id) and include the locale', () => {
    const locale = { country: 'vn', language: 'vi', currency: 'vnd' };
    expect(productKeys.all).toEqual(['products']);
    expect(productKeys.lists()).toEqual(['products', 'list']);
    expect(productKeys.list({ type: ['dual_candles'], page: 2, locale })).toEqual([
      'products',
      'list',
      { type: ['dual_candles'], page: 2, locale },
    ]);
    expect(productKeys.details()).toEqual(['products', 'detail']);
    expect(productKeys.detail({ type: 'perfume_diy', id: 'citrus-grove' }, locale)).toEqual([
      'products',
      'detail',
      { type: 'perfume_diy', id: 'citrus-grove' },
      locale,
    ]);
    expect(cartKeys.detail('abc', locale).slice(0, 2)).toEqual(cartKeys.details());
  });
});
