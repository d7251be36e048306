import type { StaffSession } from '@atelier/api/schema';
import { useQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ChangePasswordScreen } from '../screens/sign-in/change-password-screen';
import { LoadFailed, Loading } from '../layout/states';
import { useServices } from './services';
import { sessionKey } from './session-key';

export { sessionKey };

/** The staff session as the server knows it: null while signed out. */
export function useSessionQuery() {
  const { api } = useServices();
  return useQuery({ queryKey: sessionKey, queryFn: () => api.session(), staleTime: 60_000 });
}

const SessionContext = createContext<StaffSession | null>(null);

/** The signed-in session, inside the console's frame (RequireSession). */
export function useSignedIn(): StaffSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useSignedIn: only inside <RequireSession>');
  return session;
}

/** `/sign-in?next=...`: where a signed-out person goes, keeping the screen to come back to. */
export function signInPath(location: { pathname: string; search: string }): string {
  const next = `${location.pathname}${location.search}`;
  return next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
}

/** Only a path of the console itself, never another site (`//evil.example`). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/**
 * The console's frame: the screens render only with a session. Without one (never signed in, or
 * a 401 anywhere since) it goes to sign-in, keeping the screen; a one-time password must be
 * replaced before anything else.
 */
export function RequireSession() {
  const query = useSessionQuery();
  const location = useLocation();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Navigate to={signInPath(location)} replace />;
  if (query.data.user.must_change_password) return <ChangePasswordScreen session={query.data} />;
  return (
    <SessionContext value={query.data}>
      <Outlet />
    </SessionContext>
  );
}
