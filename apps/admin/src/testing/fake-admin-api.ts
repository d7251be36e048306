import type { AuditEntry, StaffAccount, StaffRole, StaffSession } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';

/** The demo password of the fake's accounts. */
export const PASSWORD = 'correct horse battery staple';
/** The code the fake's authenticator shows (the account `totp@atelier.test`). */
export const TOTP_CODE = '123456';
export const CSRF = 'csrf-token-of-the-fake-0001';
/** The secret the fake hands out when a member starts setting up the authenticator. */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

interface Account extends StaffAccount {
  password: string;
}

const account = (id: number, email: string, role: StaffRole, extra: Partial<Account> = {}): Account => ({
  id,
  email,
  name: email.split('@')[0]!,
  role,
  must_change_password: false,
  totp_enabled: false,
  disabled_at: null,
  created_at: '2026-11-01T09:00:00Z',
  version: 1,
  password: PASSWORD,
  ...extra,
});

const error = (status: number, message: string, extra: object = {}): TestReply => ({
  status,
  body: { message, status, ...extra },
});

/**
 * The console's API as a fake over real HTTP (checked against openapi.yaml by the contract test
 * server): staff accounts with roles, one with a second factor and one with a one-time password,
 * a session (held by the fake: Node's fetch keeps no cookies), the audit log and staff operations.
 * Tests change its state directly (`signedInAs`, `audit`, `failNext`).
 */
export function createFakeAdminApi() {
  const accounts: Account[] = [
    account(1, 'owner@atelier.test', 'owner'),
    account(2, 'staff@atelier.test', 'staff'),
    account(3, 'editor@atelier.test', 'editor'),
    account(4, 'merch@atelier.test', 'merchandiser'),
    account(5, 'totp@atelier.test', 'staff', { totp_enabled: true }),
    account(6, 'new@atelier.test', 'staff', { must_change_password: true }),
  ];
  const audit: AuditEntry[] = [];
  for (let id = 1; id <= 30; id += 1) {
    audit.unshift({
      id,
      staff_id: 1,
      staff_email: 'owner@atelier.test',
      action: id % 2 ? 'product.price' : 'staff.role',
      entity: id % 2 ? 'product' : 'staff',
      entity_id: String(100 + id),
      before: id % 2 ? { price: 4200 + id } : { role: 'staff' },
      after: id % 2 ? { price: 4500 + id } : { role: 'merchandiser' },
      created_at: new Date(Date.UTC(2026, 10, 1, 9, id)).toISOString(),
    });
  }
  const state = {
    accounts,
    audit,
    /** The signed-in account's id, or null. */
    signedInAs: null as number | null,
    /** The member who started setting up the authenticator and has not confirmed it yet. */
    totpPendingFor: null as number | null,
    /** Answer the next call of this operation with this reply instead. */
    failNext: null as { path: string; reply: TestReply } | null,
  };

  const view = ({ password: _password, ...rest }: Account): StaffAccount => rest;
  const member = (a: Account) => ({
    id: a.id,
    email: a.email,
    name: a.name,
    role: a.role,
    must_change_password: a.must_change_password,
    totp_enabled: a.totp_enabled,
  });
  const session = (a: Account): StaffSession => ({
    token: CSRF,
    csrf_token: CSRF,
    user: member(a),
    expires_at: '2026-11-29T17:00:00Z',
  });
  const current = () => accounts.find((a) => a.id === state.signedInAs && !a.disabled_at) ?? null;
  const pageOf = <T>(items: T[], query: URLSearchParams) => {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 25);
    return { count: items.length, results: items.slice((page - 1) * size, page * size) };
  };

  function handle(request: RecordedRequest): TestReply {
    const { method, path, query } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (state.failNext && state.failNext.path === path) {
      const { reply } = state.failNext;
      state.failNext = null;
      return reply;
    }
    if (method === 'POST' && path === '/api/admin/token/') {
      const found = accounts.find((a) => a.email === body['email']);
      if (!found || found.password !== body['password'] || found.disabled_at)
        return error(401, 'The e-mail or password is wrong');
      if (found.totp_enabled && body['totp_code'] !== TOTP_CODE)
        return error(401, 'Enter the code from your authenticator app', { code: 'totp_required' });
      state.signedInAs = found.id;
      return { status: 200, body: session(found) };
    }
    const me = current();
    if (!me) return error(401, 'Sign in again');
    const write = method !== 'GET';
    if (write && request.headers['x-csrf-token'] !== CSRF)
      return error(403, 'The security token of this page is missing or out of date', { code: 'csrf' });

    if (method === 'GET' && path === '/api/admin/session/') return { status: 200, body: session(me) };
    if (method === 'POST' && path === '/api/admin/token/revoke/') {
      state.signedInAs = null;
      return { status: 204 };
    }
    if (method === 'POST' && path === '/api/admin/password/') {
      if (body['current_password'] !== me.password)
        return error(400, 'Validation failed', {
          errors: [{ field: 'body.current_password', reason: 'incorrect' }],
        });
      if (body['new_password'] === 'password1234')
        return error(400, 'Validation failed', {
          errors: [{ field: 'body.new_password', reason: 'too_common' }],
        });
      me.password = String(body['new_password']);
      me.must_change_password = false;
      return { status: 200, body: member(me) };
    }
    if (me.must_change_password)
      return error(403, 'Choose a new password first', { code: 'password_change_required' });
    const ownerOnly = path.startsWith('/api/admin/staff/') || path === '/api/admin/audit-log/';
    if (ownerOnly && me.role !== 'owner') return error(403, 'Your role cannot do this', { code: 'role' });

    if (method === 'POST' && path === '/api/admin/totp/') {
      if (me.totp_enabled)
        return error(409, 'The second factor is already on; ask an owner to reset it first');
      state.totpPendingFor = me.id;
      const uri = `otpauth://totp/Atelier%20Scents:${encodeURIComponent(me.email)}?secret=${TOTP_SECRET}&issuer=Atelier%20Scents&algorithm=SHA1&digits=6&period=30`;
      return { status: 200, body: { secret: TOTP_SECRET, otpauth_uri: uri } };
    }
    if (method === 'POST' && path === '/api/admin/totp/confirm/') {
      if (me.totp_enabled || state.totpPendingFor !== me.id)
        return error(409, 'Start setting up the second factor first');
      if (body['code'] !== TOTP_CODE)
        return error(400, 'Validation failed', { errors: [{ field: 'body.code', reason: 'invalid' }] });
      me.totp_enabled = true;
      state.totpPendingFor = null;
      return { status: 200, body: member(me) };
    }
    if (method === 'POST' && path === '/api/admin/totp/disable/') {
      if (body['current_password'] !== me.password)
        return error(400, 'Validation failed', {
          errors: [{ field: 'body.current_password', reason: 'incorrect' }],
        });
      if (!me.totp_enabled) return error(409, 'The second factor is already off');
      if (body['code'] !== TOTP_CODE)
        return error(400, 'Validation failed', { errors: [{ field: 'body.code', reason: 'invalid' }] });
      me.totp_enabled = false;
      return { status: 200, body: member(me) };
    }
    if (method === 'GET' && path === '/api/admin/audit-log/') {
      const staffId = query.get('staff_id');
      const entity = query.get('entity');
      const entries = audit.filter(
        (e) => (!staffId || String(e.staff_id) === staffId) && (!entity || e.entity === entity),
      );
      return { status: 200, body: pageOf(entries, query) };
    }
    if (method === 'GET' && path === '/api/admin/staff/')
      return { status: 200, body: pageOf(accounts.map(view), query) };
    if (method === 'POST' && path === '/api/admin/staff/') {
      if (accounts.some((a) => a.email === body['email']))
        return error(409, 'That e-mail already has an account');
      const created = account(accounts.length + 1, String(body['email']), body['role'] as StaffRole, {
        name: String(body['name']),
        must_change_password: true,
        password: 'one-time-password-0123456789',
      });
      accounts.push(created);
      return { status: 201, body: { member: view(created), one_time_password: created.password } };
    }
    const match = /^\/api\/admin\/staff\/(\d+)\/$/.exec(path);
    if (method === 'PATCH' && match) {
      const target = accounts.find((a) => a.id === Number(match[1]));
      if (!target) return error(404, 'Not found');
      if (body['version'] !== target.version)
        return {
          status: 409,
          body: {
            message: 'Someone else changed this',
            status: 409,
            code: 'version_conflict',
            current: view(target),
          },
        };
      if (typeof body['role'] === 'string') target.role = body['role'] as StaffRole;
      if (body['disabled'] === true) target.disabled_at = '2026-11-29T10:00:00Z';
      if (body['disabled'] === false) target.disabled_at = null;
      if (body['reset_totp'] === true) target.totp_enabled = false;
      target.version += 1;
      return { status: 200, body: view(target) };
    }
    return error(404, 'Not found');
  }

  return { state, handle };
}

export type FakeAdminApi = ReturnType<typeof createFakeAdminApi>;
