import type { StaffMember, TotpSetup } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { seedTestStaff, signInAs, signInStaff } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';
import { DEMO_PASSWORD } from '../../seed/data';
import { auditLog, staff } from '../../db/schema';
import { totpAt } from './totp';

const PATH = '/api/admin/totp/disable/';

describe.each(databases())("turning one's own second factor off on %s", (target) => {
  const server = useTestServer(target);
  beforeAll(() => seedTestStaff(server.db));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs the password and a current unused code; then sign-in takes the password alone, audited', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-12-01T10:00:00Z');
    vi.setSystemTime(start);
    const member = await signInAs(server.url, 'merchandiser');
    const { secret } = (await member.call<TotpSetup>('POST', '/api/admin/totp/')).body;
    expect(
      (await member.call('POST', '/api/admin/totp/confirm/', { body: { code: totpAt(secret, start) } }))
        .status,
    ).toBe(200);

    const refusedPassword = await member.call('POST', PATH, {
      body: {
        current_password: 'not the password',
        code: totpAt(secret, new Date(start.getTime() + 30_000)),
      },
    });
    expect(refusedPassword.status).toBe(400);
    expectToMatchContract('POST', PATH, 400, refusedPassword.body);
    expect(refusedPassword.body).toMatchObject({
      errors: [{ field: 'body.current_password', reason: 'incorrect' }],
    });
    // The code that turned it on was used: it does not count again.
    const usedCode = await member.call('POST', PATH, {
      body: { current_password: DEMO_PASSWORD, code: totpAt(secret, start) },
    });
    expect(usedCode.status).toBe(400);
    expect(usedCode.body).toMatchObject({ errors: [{ field: 'body.code', reason: 'invalid' }] });
    const malformed = await member.call('POST', PATH, {
      body: { current_password: DEMO_PASSWORD, code: '12' },
    });
    expect(malformed.status).toBe(400);
    const [still] = await server.db.select().from(staff).where(eq(staff.id, member.member.id));
    expect(still!.totpEnabled).toBe(true);

    vi.setSystemTime(new Date(start.getTime() + 30_000));
    const off = await member.call<StaffMember>('POST', PATH, {
      body: { current_password: DEMO_PASSWORD, code: totpAt(secret, new Date()) },
    });
    expect(off.status).toBe(200);
    expectToMatchContract('POST', PATH, 200, off.body);
    expect(off.body.totp_enabled).toBe(false);
    const [row] = await server.db.select().from(staff).where(eq(staff.id, member.member.id));
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null, totpLastStep: null });

    // Off already: 409, nothing written.
    const again = await member.call('POST', PATH, {
      body: { current_password: DEMO_PASSWORD, code: totpAt(secret, new Date()) },
    });
    expect(again.status).toBe(409);
    expectToMatchContract('POST', PATH, 409, again.body);

    const session = await signInStaff(server.url, member.member.email);
    expect(session.member.totp_enabled).toBe(false);
    const entries = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(member.member.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['staff.totp_disable', 'staff.totp_enable']);
    const disable = entries.find((e) => e.action === 'staff.totp_disable')!;
    expect(disable).toMatchObject({ before: { totp_enabled: true }, after: { totp_enabled: false } });
    expect(JSON.stringify(entries)).not.toContain(secret);
    expect(JSON.stringify(entries)).not.toContain(DEMO_PASSWORD);
  });

  it('refuses a request without the session, or without the CSRF token', async () => {
    const body = { current_password: DEMO_PASSWORD, code: '123456' };
    expect((await request(server.url, 'POST', PATH, { body })).status).toBe(401);
    const member = await signInAs(server.url, 'editor');
    const noCsrf = await member.call('POST', PATH, { body, csrf: null });
    expect(noCsrf.status).toBe(403);
  });
});
