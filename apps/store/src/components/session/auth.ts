import type { ApiClient, ApiFailure } from '@atelier/api/client';
import type { LoginRecord } from '@atelier/api/schema';

/** Why a login or registration failed, in terms the form can translate. */
export type AuthFailure = 'credentials' | 'email-exists' | 'too-many' | 'offline' | 'invalid' | 'generic';

export type AuthOutcome = { ok: true; record: LoginRecord } | { ok: false; reason: AuthFailure };

function reasonOf(failure: ApiFailure): AuthFailure {
  if (failure.kind === 'offline') return 'offline';
  if (failure.status === 401) return 'credentials';
  if (failure.status === 409) return 'email-exists';
  if (failure.status === 429) return 'too-many';
  if (failure.status === 400) return 'invalid';
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

/** POST /api/users/register/: creates the member and answers a login record. */
export async function requestRegistration(api: ApiClient, registration: Registration): Promise<AuthOutcome> {
  const result = await api.POST('/api/users/register/', { body: registration });
  return result.ok ? { ok: true, record: result.data } : { ok: false, reason: reasonOf(result) };
}
