import type { ApiClient, ApiFailure } from '@atelier/api/client';
import type { LoginRecord } from '@atelier/api/schema';

/**
 * Why a login or registration failed, in terms the form can translate. `check-email`: the
 * registration was received but the password chosen does not log in — the address already had an
 * account (its owner was e-mailed), which the shop never says outright.
 */
export type AuthFailure =
  | 'credentials'
  | 'check-email'
  | 'too-many'
  | 'offline'
  | 'invalid'
  /** A new password the server finds too easy to guess (reason `too_common`). */
  | 'weak-password'
  | 'generic';

export type AuthOutcome = { ok: true; record: LoginRecord } | { ok: false; reason: AuthFailure };

function reasonOf(failure: ApiFailure): AuthFailure {
  if (failure.kind === 'offline') return 'offline';
  if (failure.status === 401) return 'credentials';
  if (failure.status === 429) return 'too-many';
  if (failure.status === 400) {
    const weak = failure.errors?.some(
      (error) => error.field === 'body.password' && error.reason === 'too_common',
    );
    return weak ? 'weak-password' : 'invalid';
  }
  return 'generic';
}

/** POST /api/token/ (SPEC §7): the login record, or why not. Stores nothing (the session does). */
export async function requestLogin(
  api: ApiClient,
  credentials: { email: string; password: string },
): Promise<AuthOutcome> {
  const result = await api.POST('/api/token/', { body: credentials });
  return result.ok ? { ok: true, record: result.data } : { ok: false, reason: reasonOf(result) };
}

export interface Registration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** Asked by the checkout's registration (the order needs it). */
  phone?: string;
}

/**
 * POST /api/users/register/, then POST /api/token/ with the password just chosen. Registration
 * answers the same 202 for a free and a taken address and logs nobody in (no user enumeration), so
 * the login is what tells a new member (a login record) from an address that already had an
 * account (`check-email`: the e-mail sent to it says how to get in).
 */
export async function requestRegistration(api: ApiClient, registration: Registration): Promise<AuthOutcome> {
  const result = await api.POST('/api/users/register/', { body: registration });
  if (!result.ok) return { ok: false, reason: reasonOf(result) };
  const login = await requestLogin(api, { email: registration.email, password: registration.password });
  if (login.ok || login.reason === 'too-many' || login.reason === 'offline') return login;
  return { ok: false, reason: 'check-email' };
}
