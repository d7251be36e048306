import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { User, UserUpdateRequest } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { userKeys } from '../users/keys';

/**
 * `PATCH /api/users/detail/` (bearer auth): the member as now stored. A new e-mail needs
 * `current_password`; another account's address is a 409 (the catalogue's "The email already
 * exists", thrown as an ApiError whose `result.kind` is `conflict`).
 */
export async function updateUserDetail(api: ApiClient, body: UserUpdateRequest): Promise<User> {
  return unwrap(await api.PATCH('/api/users/detail/', { body }));
}

/** On success the cached member (`userKeys.detail('me')`) is the answer, so every view shows it at once. */
export function useUpdateUserDetail() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateRequest) => updateUserDetail(api, body),
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail('me'), user),
  });
}
