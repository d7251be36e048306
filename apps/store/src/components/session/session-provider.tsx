import { bookingKeys, orderKeys, userDetailQueryOptions, userKeys, wishlistKeys } from '@atelier/api/queries';
import type { LoginRecord, User } from '@atelier/api/schema';
import { loginEvent, logoutEvent, signUpEvent } from '@atelier/commerce/analytics';
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { writeLogin } from '../../app/init/session';
import { useServices } from '../../app/services/services-context';
import { logout } from './logout';

export type SessionStatus = 'guest' | 'restoring' | 'member';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Keeps a fresh login record (SPEC §4: token and refresh token) and shows the member. */
  signIn(record: LoginRecord, how: 'login' | 'sign-up'): void;
  /**
   * "Log out" (the account menu): revokes the refresh token on the server, then clears all local
   * storage (SPEC §4's logout). A session that ends by itself uses the variant that keeps the bag.
   */
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children?: ReactNode }) {
  const { api, queryClient, storage, analytics } = useServices();
  const [hasToken, setHasToken] = useState(() => api.tokens.getToken() !== null);
  const detail = useQuery({ ...userDetailQueryOptions(api), enabled: hasToken });

  // The token was refused and could not be refreshed (the client cleared it): the session ended
  // by itself, so SPEC §4's variant that keeps the basket id, locale, discount code and checkout.
  useEffect(() => {
    if (hasToken && detail.isError && api.tokens.getToken() === null) {
      logout('keep', storage);
      setHasToken(false);
    }
  }, [api, detail.isError, hasToken, storage]);

  const signIn = useCallback(
    (record: LoginRecord, how: 'login' | 'sign-up') => {
      api.tokens.setTokens({ token: record.token, refreshToken: record.refresh_token });
      writeLogin(storage, record.user);
      // Orders cached for someone else (another member, a guest order) are not this member's.
      queryClient.removeQueries({ queryKey: orderKeys.all });
      queryClient.removeQueries({ queryKey: bookingKeys.all });
      queryClient.removeQueries({ queryKey: wishlistKeys.all });
      queryClient.setQueryData(userDetailQueryOptions(api).queryKey, record.user);
      setHasToken(true);
      analytics.push(how === 'login' ? loginEvent() : signUpEvent());
    },
    [analytics, api, queryClient, storage],
  );

  const signOut = useCallback(async () => {
    const refreshToken = api.tokens.getRefreshToken();
    if (refreshToken) {
      // Best effort: offline or refused, the local logout still happens.
      await api.POST('/api/token/revoke/', { body: { refresh_token: refreshToken } });
    }
    logout('all', storage);
    api.tokens.clear();
    queryClient.removeQueries({ queryKey: userKeys.all });
    queryClient.removeQueries({ queryKey: orderKeys.all });
    queryClient.removeQueries({ queryKey: bookingKeys.all });
    queryClient.removeQueries({ queryKey: wishlistKeys.all });
    setHasToken(false);
    analytics.push(logoutEvent());
  }, [analytics, api, queryClient, storage]);

  const user = hasToken ? (detail.data ?? null) : null;
  const status: SessionStatus = user ? 'member' : hasToken && detail.isPending ? 'restoring' : 'guest';
  const session = useMemo<Session>(
    () => ({ status, user, signIn, signOut }),
    [status, user, signIn, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession: render inside <SessionProvider>');
  return session;
}
