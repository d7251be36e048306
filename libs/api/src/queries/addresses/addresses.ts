import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { AddressBook, SavedAddressInput } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { addressKeys } from './keys';

/** `GET /api/users/addresses/` (bearer auth): the member's saved addresses, the default first. */
export async function getAddressBook(api: ApiClient, { signal }: FetchOptions = {}): Promise<AddressBook> {
  return unwrap(await api.GET('/api/users/addresses/', { signal }));
}

export function addressBookQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: addressKeys.mine(),
    queryFn: ({ signal }) => getAddressBook(api, { signal }),
  });
}

/** Disabled while no token is stored: a guest has no address book and makes no doomed call. */
export function useAddressBook({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof addressBookQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...addressBookQueryOptions(api), enabled: !!api.tokens.getToken(), ...queryConfig });
}

/** One change to the book: save a new address (no id), replace one, or delete one. */
export type AddressChange =
  | { kind: 'add'; body: SavedAddressInput }
  | { kind: 'update'; id: number; body: SavedAddressInput }
  | { kind: 'delete'; id: number };

/** Each change answers the whole book, which replaces the cached one (no second call). */
export async function changeAddressBook(api: ApiClient, change: AddressChange): Promise<AddressBook> {
  if (change.kind === 'add') return unwrap(await api.POST('/api/users/addresses/', { body: change.body }));
  const params = { params: { path: { addressId: change.id } } };
  return unwrap(
    change.kind === 'update'
      ? await api.PUT('/api/users/addresses/{addressId}/', { ...params, body: change.body })
      : await api.DELETE('/api/users/addresses/{addressId}/', params),
  );
}

export function useChangeAddressBook() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AddressChange) => changeAddressBook(api, change),
    onSuccess: (book) => queryClient.setQueryData(addressKeys.mine(), book),
  });
}
