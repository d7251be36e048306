import {
  createAdminClient,
  type AdminClient,
  type AdminErrorCode,
  type AdminFailure,
  type AdminResult,
} from '@atelier/api/admin-client';
import type {
  AuditEntryPage,
  PasswordChangeRequest,
  StaffAccount,
  StaffAccountPage,
  StaffInvitation,
  StaffInviteRequest,
  StaffMember,
  StaffSession,
  StaffSignInRequest,
  StaffUpdateRequest,
} from '@atelier/api/schema';

/**
 * A failed console call, thrown so TanStack Query sees it (queries' and mutations' `error`), with
 * the admin client's own reading of it (`code`: `signed_out`, `role`, `version_conflict`, ...; see
 * `@atelier/api/admin-client`).
 */
export class AdminError extends Error {
  override name = 'AdminError';
  readonly code: AdminErrorCode;
  readonly status: number;
  /** Per-field reasons of a 400 or 422, by field (`new_password` → `too_common`). */
  readonly fields: Record<string, string>;
  /** `version_conflict`: the entity as it is now. */
  readonly current: unknown;

  constructor(failure: AdminFailure) {
    super(failure.message);
    this.code = failure.code;
    this.status = failure.status;
    this.fields = failure.fields;
    this.current = failure.current;
  }
}

/**
 * The session is gone, as far as the console can tell: a 401, or a CSRF token the server no longer
 * takes (the console then reads the session again, and signs in if there is none).
 */
const SIGNED_OUT: readonly AdminErrorCode[] = ['signed_out', 'csrf'];
/** The server's 403s: the role may not (the contract's `x-roles`), or another refusal. */
const FORBIDDEN: readonly AdminErrorCode[] = ['role', 'forbidden'];

export const isAdminError = (error: unknown, ...codes: AdminErrorCode[]): error is AdminError =>
  error instanceof AdminError && (codes.length === 0 || codes.includes(error.code));
export const isSignedOut = (error: unknown) => isAdminError(error, ...SIGNED_OUT);
export const isForbidden = (error: unknown) => isAdminError(error, ...FORBIDDEN);

/** The data of a successful call, or the failure thrown as an `AdminError` (for Query). */
export function unwrap<T>(result: AdminResult<T>): T {
  if (!result.ok) throw new AdminError(result);
  return result.data;
}

export interface AuditQuery {
  page?: number;
  page_size?: number;
  staff_id?: number;
  entity?: string;
  entity_id?: string;
  date_from?: string;
  date_to?: string;
}

export interface StaffQuery {
  page?: number;
  page_size?: number;
  q?: string;
}

/** The shell's calls (sign-in, session, own password, staff and audit log), each throwing `AdminError`. */
export interface AdminApi {
  /** The typed client itself, for the screens' own calls: `unwrap(await client.GET(...))`. */
  client: AdminClient;
  /** The session, or null when signed out. */
  session(): Promise<StaffSession | null>;
  signIn(body: StaffSignInRequest): Promise<StaffSession>;
  signOut(): Promise<void>;
  changePassword(body: PasswordChangeRequest): Promise<StaffMember>;
  listStaff(query: StaffQuery): Promise<StaffAccountPage>;
  inviteStaff(body: StaffInviteRequest): Promise<StaffInvitation>;
  updateStaff(id: number, body: StaffUpdateRequest): Promise<StaffAccount>;
  auditLog(query: AuditQuery): Promise<AuditEntryPage>;
}

export interface AdminApiOptions {
  /** The API's origin; '' in the browser (same origin, so the HttpOnly cookie goes along). */
  baseUrl: string;
  /** The console's language tag, sent as Accept-Language. */
  language?: () => string;
}

/** The console's calls over `@atelier/api/admin-client` (cookie session, CSRF on writes). */
export function createAdminApi(options: AdminApiOptions): AdminApi {
  const client = createAdminClient({ baseUrl: options.baseUrl, language: options.language });
  return {
    client,
    async session() {
      const result = await client.GET('/api/admin/session/');
      if (!result.ok && SIGNED_OUT.includes(result.code)) return null;
      return unwrap(result);
    },
    signIn: async (body) => unwrap(await client.POST('/api/admin/token/', { body })),
    async signOut() {
      const result = await client.POST('/api/admin/token/revoke/');
      // Already signed out is signed out.
      if (!result.ok && !SIGNED_OUT.includes(result.code)) unwrap(result);
    },
    changePassword: async (body) => unwrap(await client.POST('/api/admin/password/', { body })),
    listStaff: async (query) => unwrap(await client.GET('/api/admin/staff/', { params: { query } })),
    inviteStaff: async (body) => unwrap(await client.POST('/api/admin/staff/', { body })),
    updateStaff: async (id, body) =>
      unwrap(await client.PATCH('/api/admin/staff/{id}/', { params: { path: { id } }, body })),
    auditLog: async (query) => unwrap(await client.GET('/api/admin/audit-log/', { params: { query } })),
  };
}
