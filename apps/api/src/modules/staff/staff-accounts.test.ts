import type {
  AuditEntryPage,
  StaffAccount,
  StaffAccountPage,
  StaffInvitation,
  StaffMember,
  TotpSetup,
} from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { seedTestStaff, signInAs, signInStaff, type StaffClient } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';
import { auditLog, staff } from '../../db/schema';
import { totpAt } from './totp';

const NEW_PASSWORD = 'copper kettle morning rain 42';

describe.each(databases())('staff accounts on %s', (target) => {
  const server = useTestServer(target);
  let owner: StaffClient;
  beforeAll(async () => {
    await seedTestStaff(server.db);
    owner = await signInAs(server.url, 'owner');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function invite(email: string, role: StaffAccount['role'] = 'staff'): Promise<StaffInvitation> {
    const res = await owner.call('POST', '/api/admin/staff/', {
      body: { email, name: `Name of ${email}`, role },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectToMatchContract('POST', '/api/admin/staff/', 201, res.body);
    return res.body as StaffInvitation;
  }

  const auditOf = async (entityId: string) =>
    (await owner.call<AuditEntryPage>('GET', `/api/admin/audit-log/?entity=staff&entity_id=${entityId}`)).body
      .results;

  it('invites a member with a one-time password they must replace before doing anything else', async () => {
    const { member, one_time_password } = await invite('Invited.One@atelier.test', 'merchandiser');
    expect(member).toMatchObject({
      email: 'Invited.One@atelier.test',
      role: 'merchandiser',
      must_change_password: true,
    });
    // The one-time password is stored only as an argon2id hash.
    const [row] = await server.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(one_time_password);

    const invited = await signInStaff(server.url, 'invited.one@atelier.test', one_time_password);
    expect(invited.member.must_change_password).toBe(true);
    // An operation of another role is refused for the role first; one of its own for the password.
    const blocked = await invited.call('GET', '/api/admin/audit-log/');
    expect(blocked.body).toMatchObject({ status: 403, code: 'role' });
    const setUp = await invited.call('POST', '/api/admin/totp/');
    expect(setUp.status).toBe(403);
    expect(setUp.body).toMatchObject({ code: 'password_change_required' });
    expect((await invited.call('GET', '/api/admin/session/')).status).toBe(200);

    const weak = await invited.call('POST', '/api/admin/password/', {
      body: { current_password: one_time_password, new_password: 'password123' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ errors: [{ field: 'body.new_password', reason: 'too_common' }] });
    const wrong = await invited.call('POST', '/api/admin/password/', {
      body: { current_password: 'not it at all', new_password: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [{ field: 'body.current_password', reason: 'incorrect' }] });

    const changed = await invited.call('POST', '/api/admin/password/', {
      body: { current_password: one_time_password, new_password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expectToMatchContract('POST', '/api/admin/password/', 200, changed.body);
    expect((changed.body as StaffMember).must_change_password).toBe(false);
    expect((await invited.call('POST', '/api/admin/totp/')).status).toBe(200);
    await signInStaff(server.url, 'invited.one@atelier.test', NEW_PASSWORD);

    const entries = await auditOf(String(member.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['staff.invite', 'staff.password_change']);
    const log = JSON.stringify(entries);
    expect(log).not.toContain(one_time_password);
    expect(log).not.toContain(NEW_PASSWORD);
    expect(log).not.toContain('argon2');
    expect(entries.find((e) => e.action === 'staff.invite')).toMatchObject({
      staff_id: owner.member.id,
      staff_email: 'owner@atelier.test',
      before: null,
      after: {
        email: 'Invited.One@atelier.test',
        name: 'Name of Invited.One@atelier.test',
        role: 'merchandiser',
      },
    });
  });

  it('refuses a second account for the same e-mail in any case (409)', async () => {
    await invite('twice@atelier.test');
    const again = await owner.call('POST', '/api/admin/staff/', {
      body: { email: 'TWICE@atelier.test', name: 'Again', role: 'editor' },
    });
    expect(again.status).toBe(409);
    expectToMatchContract('POST', '/api/admin/staff/', 409, again.body);
  });

  it('changes a role and disables an account on the version seen; a stale version gets the account as it is now', async () => {
    const { member, one_time_password } = await invite('role-change@atelier.test');
    const session = await signInStaff(server.url, 'role-change@atelier.test', one_time_password);
    const promoted = await owner.call('PATCH', `/api/admin/staff/${member.id}/`, {
      body: { version: member.version, role: 'editor' },
    });
    expect(promoted.status).toBe(200);
    expectToMatchContract('PATCH', '/api/admin/staff/{id}/', 200, promoted.body);
    const after = promoted.body as StaffAccount;
    expect(after).toMatchObject({ role: 'editor', version: member.version + 1 });

    const stale = await owner.call('PATCH', `/api/admin/staff/${member.id}/`, {
      body: { version: member.version, disabled: true },
    });
    expect(stale.status).toBe(409);
    expectToMatchContract('PATCH', '/api/admin/staff/{id}/', 409, stale.body);
    expect(stale.body).toMatchObject({
      code: 'version_conflict',
      current: { role: 'editor', version: after.version },
    });

    const disabled = await owner.call('PATCH', `/api/admin/staff/${member.id}/`, {
      body: { version: after.version, disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect((disabled.body as StaffAccount).disabled_at).not.toBeNull();
    // Its session ends at once and it cannot sign in again.
    expect((await session.call('GET', '/api/admin/session/')).status).toBe(401);
    const signIn = await request(server.url, 'POST', '/api/admin/token/', {
      body: { email: 'role-change@atelier.test', password: one_time_password },
    });
    expect(signIn.status).toBe(401);

    const entries = await auditOf(String(member.id));
    expect(entries.find((e) => e.action === 'staff.role')).toMatchObject({
      before: { role: 'staff' },
      after: { role: 'editor' },
    });
    expect(entries.find((e) => e.action === 'staff.disable')).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('keeps the last active owner: neither demoted nor disabled (422 last_owner), but a second owner makes it possible', async () => {
    const list = await owner.call<StaffAccountPage>('GET', '/api/admin/staff/?role=owner');
    expectToMatchContract('GET', '/api/admin/staff/', 200, list.body);
    expect(list.body.count).toBe(1);
    const me = list.body.results[0]!;
    const demote = await owner.call('PATCH', `/api/admin/staff/${me.id}/`, {
      body: { version: me.version, role: 'staff' },
    });
    expect(demote.status).toBe(422);
    expectToMatchContract('PATCH', '/api/admin/staff/{id}/', 422, demote.body);
    expect(demote.body).toMatchObject({ errors: [{ field: 'body.role', reason: 'last_owner' }] });
    const disable = await owner.call('PATCH', `/api/admin/staff/${me.id}/`, {
      body: { version: me.version, disabled: true },
    });
    expect(disable.status).toBe(422);
    expect(disable.body).toMatchObject({ errors: [{ field: 'body.disabled', reason: 'last_owner' }] });

    const second = await invite('second-owner@atelier.test', 'owner');
    const demoteSecond = await owner.call('PATCH', `/api/admin/staff/${second.member.id}/`, {
      body: { version: second.member.version, role: 'staff' },
    });
    expect(demoteSecond.status).toBe(200);
  });

  it('answers bad input with 400s naming the field and unknown ids with 404, never a 500', async () => {
    const cases: [string, string, unknown, number][] = [
      ['POST', '/api/admin/staff/', { email: 'x', name: '', role: 'king' }, 400],
      [
        'POST',
        '/api/admin/staff/',
        { email: 'ok@atelier.test', name: 'A', role: 'staff', password: 'x' },
        400,
      ],
      ['PATCH', '/api/admin/staff/999999/', { version: 1, role: 'staff' }, 404],
      ['PATCH', '/api/admin/staff/1/', { version: 1 }, 400],
      ['PATCH', '/api/admin/staff/abc/', { version: 1, role: 'staff' }, 400],
      ['GET', '/api/admin/staff/?page_size=500', undefined, 400],
      ['GET', '/api/admin/audit-log/?date_from=yesterday', undefined, 400],
      ['POST', '/api/admin/totp/confirm/', { code: '12345' }, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await owner.call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.body).toMatchObject({ status });
    }
  });

  it('sets up TOTP with a code from the app, then sign-in needs a fresh code (each used once)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-30T10:00:00Z');
    vi.setSystemTime(start);
    const editor = await signInAs(server.url, 'editor');
    // A session of its own: the file's owner session is idle at this (later) time.
    const owner = await signInAs(server.url, 'owner');
    const setUp = await editor.call<TotpSetup>('POST', '/api/admin/totp/');
    expect(setUp.status).toBe(200);
    expectToMatchContract('POST', '/api/admin/totp/', 200, setUp.body);
    const { secret } = setUp.body;
    expect(setUp.body.otpauth_uri).toContain(`secret=${secret}`);

    const wrong = await editor.call('POST', '/api/admin/totp/confirm/', {
      body: { code: totpAt(secret, new Date(start.getTime() - 120_000)) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [{ field: 'body.code', reason: 'invalid' }] });
    const confirmed = await editor.call('POST', '/api/admin/totp/confirm/', {
      body: { code: totpAt(secret, start) },
    });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as StaffMember).totp_enabled).toBe(true);
    expect((await editor.call('POST', '/api/admin/totp/')).status).toBe(409);

    vi.setSystemTime(new Date(start.getTime() + 60_000));
    const body = { email: 'editor@atelier.test', password: 'Scents2026!' };
    const noCode = await request(server.url, 'POST', '/api/admin/token/', { body });
    expect(noCode.status).toBe(401);
    expectToMatchContract('POST', '/api/admin/token/', 401, noCode.body);
    expect(noCode.body).toMatchObject({ code: 'totp_required' });
    expect(noCode.headers.get('set-cookie')).toBeNull();
    const code = totpAt(secret, new Date());
    const withCode = await request(server.url, 'POST', '/api/admin/token/', {
      body: { ...body, totp_code: code },
    });
    expect(withCode.status).toBe(200);
    // The same code again (a replay) is refused.
    const replay = await request(server.url, 'POST', '/api/admin/token/', {
      body: { ...body, totp_code: code },
    });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'totp_required' });

    // The owner resets a lost phone's factor; the editor signs in with the password alone again.
    const [row] = await server.db.select().from(staff).where(eq(staff.email, 'editor@atelier.test'));
    const reset = await owner.call('PATCH', `/api/admin/staff/${row!.id}/`, {
      body: { version: row!.version, reset_totp: true },
    });
    expect(reset.status).toBe(200);
    expect((await request(server.url, 'POST', '/api/admin/token/', { body })).status).toBe(200);

    const entries = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['staff.totp_enable', 'staff.totp_reset']);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('filters the audit log by staff, entity and day, newest first, in pages', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = await owner.call<AuditEntryPage>(
      'GET',
      `/api/admin/audit-log/?staff_id=${owner.member.id}&entity=staff&date_from=${today}&date_to=${today}&page_size=2`,
    );
    expect(page.status).toBe(200);
    expectToMatchContract('GET', '/api/admin/audit-log/', 200, page.body);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.count).toBeGreaterThan(2);
    expect(page.body.results.every((e) => e.staff_id === owner.member.id)).toBe(true);
    expect(page.body.results[0]!.created_at >= page.body.results[1]!.created_at).toBe(true);
    const none = await owner.call<AuditEntryPage>('GET', '/api/admin/audit-log/?date_to=2000-01-01');
    expect(none.body).toEqual({ count: 0, results: [] });
  });
});
