import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { MemberDataExport } from '../../generated/schema';
import { useApiClient } from '../api-client-context';

/** `GET /api/users/detail/data/` (bearer auth): everything the shop holds about the member. */
export async function exportUserData(api: ApiClient): Promise<MemberDataExport> {
  return unwrap(await api.GET('/api/users/detail/data/'));
}

/** A mutation, not a query: the file is fetched when asked for and never cached. */
export function useExportUserData() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => exportUserData(api) });
}

/**
 * `DELETE /api/users/detail/` (bearer auth) with the password: the account is deleted (orders and
 * bookings kept anonymised). A wrong password is a 400 on `body.password`, reason `incorrect`.
 */
export async function deleteUserAccount(api: ApiClient, password: string): Promise<void> {
  unwrap(await api.DELETE('/api/users/detail/', { body: { password } }));
}

export function useDeleteUserAccount() {
  const api = useApiClient();
  return useMutation({ mutationFn: (password: string) => deleteUserAccount(api, password) });
}
