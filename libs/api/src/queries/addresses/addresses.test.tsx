// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Address, AddressBook, SavedAddressInput } from '../../generated/schema';
import * as fixtures from '../../testing/fixtures';
import { useHookHarness } from '../../testing/hook-harness';
import type { RecordedRequest, TestReply } from '../../testing/test-server';
import { addressKeys } from './keys';
import { useAddressBook, useChangeAddressBook } from './addresses';

const TOKEN = 'member-token';
const HOME: Address = {
  first_name: 'Mei',
  last_name: 'Tan',
  line1: '1 Orchard Road',
  line2: null,
  city: 'Singapore',
  state: null,
  postal_code: '238823',
  country: 'sg',
  phone: '+65 9123 4567',
};
let book: AddressBook['items'] = [];
let nextId = 1;

/** A member's address book on a real HTTP server (the store's fake adds the contract check). */
function handler(request: RecordedRequest): TestReply {
  if (request.headers.authorization !== `Bearer ${TOKEN}`)
    return { status: 401, body: fixtures.errors.unauthorized };
  const match = /^\/api\/users\/addresses\/(?:(\d+)\/)?$/.exec(request.path);
  if (!match) return { status: 404, body: fixtures.errors.notFound };
  const id = match[1] ? Number(match[1]) : null;
  const input = request.body as SavedAddressInput | undefined;
  if (request.method === 'POST' && input) {
    book = [
      ...book,
      {
        id: nextId++,
        address: input.address,
        is_default: book.length === 0,
        updated_at: '2026-11-29T06:00:00Z',
      },
    ];
  }
  if (request.method === 'PUT' && id !== null && input) {
    book = book.map((entry) => (entry.id === id ? { ...entry, address: input.address } : entry));
  }
  if (request.method === 'DELETE' && id !== null) book = book.filter((entry) => entry.id !== id);
  return { status: request.method === 'POST' ? 201 : 200, body: { items: book } };
}

const harness = useHookHarness(handler);
const { wrapper } = harness;

beforeEach(() => {
  book = [];
  nextId = 1;
});

describe('address book hooks', () => {
  it('asks nothing for a guest', () => {
    const { result } = renderHook(() => useAddressBook(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(harness.server.requests).toEqual([]);
  });

  it('adds, changes and deletes; each answer replaces the cached book without another call', async () => {
    harness.tokens.setTokens({ token: TOKEN, refreshToken: 'refresh' });
    const { result } = renderHook(() => ({ book: useAddressBook(), change: useChangeAddressBook() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.book.data).toEqual({ items: [] }));

    await act(() => result.current.change.mutateAsync({ kind: 'add', body: { address: HOME } }));
    expect(harness.server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/users/addresses/' });
    await waitFor(() => expect(result.current.book.data?.items.map((entry) => entry.id)).toEqual([1]));

    await act(() =>
      result.current.change.mutateAsync({
        kind: 'update',
        id: 1,
        body: { address: { ...HOME, line1: '8 Marina View' }, is_default: true },
      }),
    );
    expect(harness.server.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/api/users/addresses/1/' });
    await waitFor(() => expect(result.current.book.data?.items[0]?.address.line1).toBe('8 Marina View'));

    await act(() => result.current.change.mutateAsync({ kind: 'delete', id: 1 }));
    expect(harness.server.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/users/addresses/1/',
    });
    await waitFor(() => expect(result.current.book.data?.items).toEqual([]));
    expect(harness.server.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
    expect(harness.queryClient.getQueryData(addressKeys.mine())).toEqual({ items: [] });
  });
});
