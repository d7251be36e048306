import { ApiError, type ApiClient } from '@atelier/api/client';
import { userDetailQueryOptions } from '@atelier/api/queries';
import type { User } from '@atelier/api/schema';
import { STORAGE_KEYS } from '@atelier/commerce/enums';
import type { QueryClient } from '@tanstack/react-query';
import { logout } from '../../components/session/logout';
import { safeSet, type KeyValueStorage } from '../storage/storage';

/**
 * What `login` holds (SPEC §3 lists the key, not its content): the login record without its
 * tokens, which live under `token` / `refreshToken`. The member id is what member-only calls
 * (`/api/users/{userId}/carts/`) need.
 */
export interface StoredLogin {
  user: { id: number };
}

export function writeLogin(storage: KeyValueStorage, user: Pick<User, 'id' | 'email'>): void {
  const login: StoredLogin = { user: { id: user.id } };
  safeSet(storage, STORAGE_KEYS.login, JSON.stringify(login));
  safeSet(storage, STORAGE_KEYS.email, user.email);
}

export function readLogin(storage: KeyValueStorage): StoredLogin | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.login) ?? 'null');
    const id = (parsed as StoredLogin | null)?.user?.id;
    return typeof id === 'number' ? { user: { id } } : null;
  } catch {
    return null;
  }
}

/**
 * Restores the session at start: with a stored token, the member is fetched (and cached for the
 * header). A token the server refuses goes through the client's refresh flow; if the refresh is
 * refused too, the client clears both tokens and this logs out with the variant that keeps the
 * basket id and locale (SPEC §4). Offline, the
 * tokens are kept for the next attempt.
 */
export async function restoreSession(
  api: ApiClient,
  queryClient: QueryClient,
  storage: KeyValueStorage,
): Promise<User | null> {
  if (!api.tokens.getToken()) return null;
  try {
    return await queryClient.fetchQuery(userDetailQueryOptions(api));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The session ended by itself: SPEC §4's logout that keeps the bag and the locale.
      api.tokens.clear();
      logout('keep', storage);
    }
    return null;
  }
}
