import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type {
  PasswordResetConfirmRequest,
  PasswordResetReceived,
  PasswordResetRequest,
} from '../../generated/schema';
import { useApiClient } from '../api-client-context';

/** `POST /api/users/password-reset/`: the same 202 whether or not the address has an account. */
export async function requestPasswordReset(
  api: ApiClient,
  body: PasswordResetRequest,
): Promise<PasswordResetReceived> {
  return unwrap(await api.POST('/api/users/password-reset/', { body }));
}

/**
 * `POST /api/users/password-reset/confirm/`: 204 when the password is set (every session of the
 * member has ended; log in again). A spent or unknown link is a 400 on `body.token` (reason
 * `invalid`), an old one reason `expired`; a weak password a 400 on `body.new_password`.
 */
export async function confirmPasswordReset(api: ApiClient, body: PasswordResetConfirmRequest): Promise<void> {
  unwrap(await api.POST('/api/users/password-reset/confirm/', { body }));
}

export function useRequestPasswordReset() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: PasswordResetRequest) => requestPasswordReset(api, body) });
}

export function useConfirmPasswordReset() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: PasswordResetConfirmRequest) => confirmPasswordReset(api, body) });
}
