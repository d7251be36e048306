import type { StaffMember, StaffSession } from '@atelier/api/schema';
import type { Database } from '../../src/db/database';
import { DEMO_STAFF, seedDemoStaff, type StaffRole } from '../../src/modules/staff';
import { DEMO_PASSWORD } from '../../src/seed/data';
import { expectToMatchContract } from './contract-matcher';
import { request, type JsonResponse } from './http-client';

/** The demo account of each role (password DEMO_PASSWORD), as the seed makes them in demo mode. */
export const demoStaffEmail = (role: StaffRole): string => DEMO_STAFF.find((s) => s.role === role)!.email;

/** Adds the four demo staff accounts to a test database (idempotent). */
export const seedTestStaff = (db: Database): Promise<void> => seedDemoStaff(db, DEMO_PASSWORD);

/** The `atelier_staff=<token>` pair of a sign-in answer's Set-Cookie, for the Cookie header. */
export function sessionCookieOf(response: JsonResponse): string | null {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /(?:^|,\s*)(atelier_staff=[^;]*)/.exec(header);
  return match?.[1] ?? null;
}

type CallOptions = Parameters<typeof request>[3] & { csrf?: string | null };

/** A signed-in staff member: calls carry the session cookie, and writes the CSRF token. */
export interface StaffClient {
  member: StaffMember;
  cookie: string;
  csrf: string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<JsonResponse<T>>;
}

export function staffClient(base: string, cookie: string, csrf: string, member: StaffMember): StaffClient {
  return {
    member,
    cookie,
    csrf,
    call(method, path, options = {}) {
      const write = method !== 'GET' && method !== 'HEAD';
      const csrfHeader = options.csrf === undefined ? csrf : options.csrf;
      return request(base, method, path, {
        ...options,
        headers: {
          cookie,
          ...(write && csrfHeader !== null ? { 'x-csrf-token': csrfHeader } : {}),
          ...options.headers,
        },
      });
    },
  };
}

/** Signs in over HTTP (`POST /api/admin/token/`); throws unless it answers 200 with a cookie. */
export async function signInStaff(
  base: string,
  email: string,
  password: string = DEMO_PASSWORD,
  totpCode?: string,
): Promise<StaffClient> {
  const res = await request<StaffSession>(base, 'POST', '/api/admin/token/', {
    body: { email, password, ...(totpCode ? { totp_code: totpCode } : {}) },
  });
  const cookie = sessionCookieOf(res);
  if (res.status !== 200 || !cookie)
    throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return staffClient(base, cookie, res.body.token, res.body.user);
}

/** Signs in the demo account of a role. */
export const signInAs = (base: string, role: StaffRole): Promise<StaffClient> =>
  signInStaff(base, demoStaffEmail(role));

/**
 * A test file's caller of console operations: each answer is checked against its operation in
 * openapi.yaml (`contractPath`), made as the file's usual member unless `as` names another.
 */
export function contractCalls(usual: () => StaffClient) {
  return async function admin<T>(
    method: string,
    contractPath: string,
    path: string,
    options: { body?: unknown; as?: StaffClient } = {},
  ): Promise<JsonResponse<T>> {
    const res = await (options.as ?? usual()).call<T>(method, path, { body: options.body });
    expectToMatchContract(method, contractPath, res.status, res.body);
    return res;
  };
}
