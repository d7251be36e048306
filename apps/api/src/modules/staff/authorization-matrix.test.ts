/**
 * The console's authorization matrix (issue 24), generated from openapi.yaml: every `/api/admin/`
 * operation is called as a guest (no cookie), as a shopper (a member's bearer token) and as each
 * staff role, and must answer 401, 401, 403 for a role outside its `x-roles`, and neither 401 nor
 * 403 for a role inside. An admin operation without `staffSession` security or without `x-roles`
 * fails here, so an operation added later cannot skip the check.
 */
import { loadOpenApiDocument, operationsOf, deref, type JsonObject } from '@atelier/api/testing/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { seedTestStaff } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';
import { DEMO_PASSWORD, seedData } from '../../seed/data';
import { findStaffByEmail } from './queries';
import { STAFF_ROLES, type StaffRole } from './roles';
import { DEMO_STAFF } from './demo-staff';
import { createSession } from './sessions';

/** Admin operations anyone may call: signing in, and nothing else. */
const PUBLIC_ADMIN_OPERATIONS = new Set(['POST /api/admin/token/']);

const document = loadOpenApiDocument();
const adminOperations = operationsOf(document).filter((entry) => entry.path.startsWith('/api/admin/'));

/** A value the path parameter's schema accepts (the entity need not exist: a 404 is an answer). */
function placeholder(schema: JsonObject): string {
  const resolved = deref<JsonObject>(document, schema);
  if (Array.isArray(resolved.enum)) return String(resolved.enum[0]);
  if (resolved.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (resolved.type === 'integer') return '1';
  return 'placeholder';
}

function urlOf(path: string, parameters: JsonObject[]): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = parameters
      .map((p) => deref<JsonObject>(document, p))
      .find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(placeholder((parameter?.schema ?? {}) as JsonObject));
  });
}

const cases = adminOperations
  .filter((entry) => !PUBLIC_ADMIN_OPERATIONS.has(`${entry.method.toUpperCase()} ${entry.path}`))
  .map((entry) => ({
    name: `${entry.method.toUpperCase()} ${entry.path}`,
    method: entry.method.toUpperCase(),
    url: urlOf(entry.path, entry.parameters),
    hasBody: entry.operation.requestBody !== undefined,
    security: entry.operation.security,
    roles: entry.operation['x-roles'] as unknown,
  }));

describe('the admin operations of openapi.yaml', () => {
  it('are there, and sign-in is the only public one', () => {
    expect(cases.length).toBeGreaterThan(5);
    const publicOnes = adminOperations.filter((e) => !((e.operation.security as JsonObject[]) ?? []).length);
    expect(publicOnes.map((e) => `${e.method.toUpperCase()} ${e.path}`)).toEqual([
      ...PUBLIC_ADMIN_OPERATIONS,
    ]);
  });

  it.each(cases)('$name names staffSession and its roles (owner among them)', ({ security, roles }) => {
    expect(security, 'security: [{ staffSession: [] }]').toEqual([{ staffSession: [] }]);
    expect(Array.isArray(roles), 'x-roles').toBe(true);
    expect(roles as string[]).toContain('owner');
    for (const role of roles as string[]) expect(STAFF_ROLES).toContain(role);
  });
});

describe.each(databases())('authorization matrix on %s', (target) => {
  const server = useTestServer(target);
  const staffIds = new Map<StaffRole, number>();
  let shopperToken = '';

  beforeAll(async () => {
    await seedTestStaff(server.db);
    for (const { email, role } of DEMO_STAFF)
      staffIds.set(role, (await findStaffByEmail(server.db, email))!.id);
    const login = await request<{ token: string }>(server.url, 'POST', '/api/token/', {
      body: { email: seedData.members[0]!.email, password: DEMO_PASSWORD },
    });
    shopperToken = login.body.token;
  });

  /** One call with a session of its own (made directly: a call may be a sign-out or change it). */
  async function callAs(
    role: StaffRole | 'guest' | 'shopper',
    method: string,
    url: string,
    hasBody: boolean,
  ) {
    const headers: Record<string, string> = {};
    if (role === 'shopper') headers.authorization = `Bearer ${shopperToken}`;
    else if (role !== 'guest') {
      const session = await createSession(server.db, staffIds.get(role)!, new Date());
      headers.cookie = `atelier_staff=${session.token}`;
      headers['x-csrf-token'] = session.csrfToken;
    }
    return request(server.url, method, url, { headers, ...(hasBody ? { body: {} } : {}) });
  }

  it.each(cases)('$name: 401 for guest and shopper, 403 outside x-roles, allowed inside', async (entry) => {
    const roles = entry.roles as string[];
    const seen: string[] = [];
    for (const who of ['guest', 'shopper', ...STAFF_ROLES] as const) {
      const res = await callAs(who, entry.method, entry.url, entry.hasBody);
      seen.push(`${who} ${res.status}`);
      if (who === 'guest' || who === 'shopper') expect(res.status, seen.join(', ')).toBe(401);
      else if (roles.includes(who)) expect([401, 403], seen.join(', ')).not.toContain(res.status);
      else {
        expect(res.status, seen.join(', ')).toBe(403);
        expect(res.body).toMatchObject({ code: 'role' });
      }
      expect(res.status, `${who}: never a 500`).toBeLessThan(500);
    }
  });
});
