import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { PasswordChangeRequest } from '../../generated/schema';
import { useApiClient } from '../api-client-context';

/**
 * `POST /api/users/password/` (bearer auth): 204 when changed. A wrong current password is a 400
 * whose `errors` name `current_password` with reason `incorrect` (thrown as an ApiError, whose
 * `result.errors` the form reads). The server revokes every refresh token of the member, so other
 * devices are logged out; this one keeps its access token until it expires.
 */
export async function changePassword(api: ApiClient, body: PasswordChangeRequest): Promise<void> {
  unwrap(await api.POST('/api/users/password/', { body }));
}

export function useChangePassword() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: PasswordChangeRequest) => changePassword(api, body) });
}
