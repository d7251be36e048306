// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Wishlist } from '../../generated/schema';
import * as fixtures from '../../testing/fixtures';
import { useHookHarness } from '../../testing/hook-harness';
import type { RecordedRequest, TestReply } from '../../testing/test-server';
import { wishlistKeys } from './keys';
import { useSetSaved, useWishlist } from './wishlist';

const TOKEN = 'member-token';
let saved: number[] = [];

/** A member's wishlist on a real HTTP server (the apps' fakes add the contract check; this lib's own tests run in jsdom without it). */
function handler(request: RecordedRequest): TestReply {
  if (request.headers.authorization !== `Bearer ${TOKEN}`)
    return { status: 401, body: fixtures.errors.unauthorized };
  const match = /^\/api\/users\/wishlist\/(?:(\d+)\/)?$/.exec(request.path);
  if (!match) return { status: 404, body: fixtures.errors.notFound };
  const id = match[1] ? Number(match[1]) : null;
  if (id !== null && request.method === 'PUT' && !saved.includes(id)) saved = [id, ...saved];
  if (id !== null && request.method === 'DELETE') saved = saved.filter((other) => other !== id);
  const body: Wishlist = {
    items: saved.map((productId) => ({
      product: { ...fixtures.productSummary, id: productId, slug: `scent-${productId}` },
      saved_at: '2026-11-28T10:00:00Z',
    })),
  };
  return { status: 200, body };
}

const harness = useHookHarness(handler);
const { wrapper } = harness;

beforeEach(() => {
  saved = [];
});

describe('wishlist hooks', () => {
  it('asks nothing for a guest', async () => {
    const { result } = renderHook(() => useWishlist(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(harness.server.requests).toEqual([]);
  });

  it('saves and removes a product; the answered list replaces the cached one without another call', async () => {
    harness.tokens.setTokens({ token: TOKEN, refreshToken: 'refresh' });
    const { result } = renderHook(() => ({ list: useWishlist(), set: useSetSaved() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual({ items: [] }));

    await act(() => result.current.set.mutateAsync({ productId: 7, saved: true }));
    expect(harness.server.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/api/users/wishlist/7/' });
    await waitFor(() =>
      expect(result.current.list.data?.items.map((entry) => entry.product.id)).toEqual([7]),
    );

    await act(() => result.current.set.mutateAsync({ productId: 7, saved: false }));
    expect(harness.server.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/users/wishlist/7/',
    });
    await waitFor(() => expect(result.current.list.data?.items).toEqual([]));
    // One GET at the start; the mutations' answers did the rest.
    expect(harness.server.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
    expect(
      harness.queryClient.getQueryData(wishlistKeys.mine({ country: 'sg', language: 'en', currency: 'sgd' })),
    ).toEqual({ items: [] });
  });
});
