// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '../../generated/schema';
import * as fixtures from '../../testing/fixtures';
import { useHookHarness } from '../../testing/hook-harness';
import type { RecordedRequest, TestReply } from '../../testing/test-server';
import { productKeys } from './keys';
import { searchText, useSearchProducts } from './search-products';

/** A catalogue of two products on a real HTTP server: `q` finds by name, case-insensitively. */
function handler(request: RecordedRequest): TestReply {
  if (request.path !== '/api/products/') return { status: 404, body: fixtures.errors.notFound };
  const q = (request.query.get('q') ?? '').toLowerCase();
  const products = [
    { ...fixtures.productSummary, id: 1, slug: 'rose-atelier', name: 'Rose Atelier' },
    { ...fixtures.productSummary, id: 2, slug: 'amber-oud', name: 'Amber Oud' },
  ].filter((product) => product.name.toLowerCase().includes(q));
  const body: ProductPage = { count: products.length, page: 1, page_size: 24, results: products };
  return { status: 200, body };
}

const harness = useHookHarness(handler);
const { wrapper } = harness;

describe('product search hook', () => {
  it('sends q with the market headers and keeps the page under the search key', async () => {
    const { result } = renderHook(() => useSearchProducts({ q: 'rose', page_size: 12 }), { wrapper });
    await waitFor(() => expect(result.current.data?.results.map((p) => p.slug)).toEqual(['rose-atelier']));
    const sent = harness.server.requests[0]!;
    expect(sent.path).toBe('/api/products/');
    expect(Object.fromEntries(sent.query)).toEqual({ q: 'rose', page_size: '12' });
    expect(sent.headers['accept-language']).toBe('en');
    expect(
      harness.queryClient.getQueryData(
        productKeys.search({
          q: 'rose',
          page_size: 12,
          locale: { country: 'sg', language: 'en', currency: 'sgd' },
        }),
      ),
    ).toEqual(result.current.data);
  });

  it('asks nothing for an empty search', () => {
    const { result } = renderHook(() => useSearchProducts({ q: searchText('   ') }), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(harness.server.requests).toEqual([]);
  });

  it('trims, joins spaces and cuts a query to the API’s 100 characters', () => {
    expect(searchText('  nuoc   hoa ')).toBe('nuoc hoa');
    expect(searchText(null)).toBeNull();
    expect(searchText(`${'a'.repeat(99)}  b`)).toHaveLength(99);
    expect(searchText('x'.repeat(150))).toHaveLength(100);
  });
});
