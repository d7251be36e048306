import { createHash } from 'node:crypto';
import type { LoginRecord } from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientIps, requestFrom } from '../../../test/abuse/client-ips';
import { outboxEmails, passwordResetTokens } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember, TEST_PASSWORD, uniqueEmail } from '../../../test/support/members';
import { TEST_PUBLIC_ORIGIN } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';
import { logSender } from '../mail';
import { dispatchDueEmails } from '../mail/dispatcher';

const REQUEST = '/api/users/password-reset/';
const CONFIRM = '/api/users/password-reset/confirm/';
const NEW_PASSWORD = 'amber vetiver evening 7';

describe.each(databases())('password reset by e-mail on %s', (target) => {
  // The dispatcher is driven by hand: it empties a reset e-mail's body once delivered.
  const server = useTestServer(target, { mail: false });
  const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
    request(server.url, method, path, options);
  const resetEmailsTo = (recipient: string) =>
    server.db
      .select()
      .from(outboxEmails)
      .where(
        sql`lower(${outboxEmails.recipient}) = lower(${recipient}) and ${outboxEmails.kind} = 'password_reset'`,
      );
  /** The token of the link in the latest reset e-mail to `recipient`. */
  async function linkToken(recipient: string): Promise<string> {
    const mails = await resetEmailsTo(recipient);
    const text = mails.at(-1)?.textBody ?? '';
    const match = /#token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`no reset link in: ${text}`);
    return match[1]!;
  }
  const ip = clientIps();
  let nextIp = 0;
  const requestReset = (email: string) => requestFrom(ip(nextIp++), server.url, 'POST', REQUEST, { email });

  it('answers a member’s address and an unknown one alike (202), and e-mails only the member a link', async () => {
    const member = await registerMember(server.url);
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(member.user.email.toUpperCase());
    const none = await requestReset(unknown);
    expect(known.status).toBe(202);
    expect(none.status).toBe(202);
    expectToMatchContract('POST', REQUEST, 202, known.body);
    const masked = (body: unknown) => ({ ...(body as object), email: '<email>' });
    expect(masked(known.body)).toEqual(masked(none.body));
    expect(known.body).toEqual({
      email: member.user.email.toUpperCase(),
      message: 'If an account exists for this address, we have sent it a link to choose a new password.',
    });
    expect([...known.headers.keys()].filter((h) => h !== 'date' && !h.startsWith('x-request'))).toEqual(
      [...none.headers.keys()].filter((h) => h !== 'date' && !h.startsWith('x-request')),
    );
    expect(await resetEmailsTo(unknown)).toEqual([]);

    const [mail] = await resetEmailsTo(member.user.email);
    expect(mail?.subject).toBe('Choose a new password for your Atelier Scents account');
    expect(mail?.textBody).toContain(`${TEST_PUBLIC_ORIGIN}/sg/password-reset#token=`);
    // Only the token's hash is stored.
    const token = await linkToken(member.user.email);
    const rows = await server.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(60 * 60_000);
  });

  it('takes time of the same order for a member’s address and an unknown one', async () => {
    const members: LoginRecord[] = [];
    for (let i = 0; i < 9; i++) members.push(await registerMember(server.url));
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 9; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const email = kind === 'known' ? members[i]!.user.email : uniqueEmail('nobody');
        const started = performance.now();
        const res = await requestReset(email);
        times[kind].push(performance.now() - started);
        expect(res.status).toBe(202);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[4]!;
    const ratio = median(times.known) / median(times.unknown);
    expect(ratio).toBeLessThan(6);
    expect(ratio).toBeGreaterThan(1 / 6);
  });

  it('sets the new password once: sessions end, the old password fails, the link is spent', async () => {
    const member = await registerMember(server.url);
    const second = await call('POST', '/api/token/', {
      body: { email: member.user.email, password: TEST_PASSWORD },
    });
    const other = second.body as LoginRecord;
    await requestReset(member.user.email);
    await requestReset(member.user.email);
    const token = await linkToken(member.user.email);

    const res = await call('POST', CONFIRM, { body: { token, new_password: NEW_PASSWORD } });
    expect(res.status).toBe(204);

    // Every session of the member has ended: access tokens and refresh tokens alike.
    for (const session of [member, other]) {
      expect((await call('GET', '/api/users/detail/', { token: session.token })).status).toBe(401);
      const refreshed = await call('POST', '/api/token/refresh/', {
        body: { refresh_token: session.refresh_token },
      });
      expect(refreshed.status).toBe(401);
    }
    const oldLogin = await call('POST', '/api/token/', {
      body: { email: member.user.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call('POST', '/api/token/', {
      body: { email: member.user.email, password: NEW_PASSWORD },
    });
    expect(newLogin.status).toBe(200);

    // Single use, and the member's other link was spent with it.
    const again = await call('POST', CONFIRM, { body: { token, new_password: 'another fine phrase 42' } });
    expect(again.status).toBe(400);
    expectToMatchContract('POST', CONFIRM, 400, again.body);
    expect(again.body).toMatchObject({ errors: [{ field: 'body.token', reason: 'invalid' }] });
    const open = await server.db
      .select()
      .from(passwordResetTokens)
      .where(
        sql`${passwordResetTokens.userId} = ${member.user.id} and ${passwordResetTokens.usedAt} is null`,
      );
    expect(open).toEqual([]);
  });

  it('refuses an expired link and an unknown token (400 on body.token), changing nothing', async () => {
    const member = await registerMember(server.url);
    await requestReset(member.user.email);
    const token = await linkToken(member.user.email);
    // The hour has passed.
    await server.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, member.user.id));
    const expired = await call('POST', CONFIRM, { body: { token, new_password: NEW_PASSWORD } });
    expect(expired.status).toBe(400);
    expectToMatchContract('POST', CONFIRM, 400, expired.body);
    expect(expired.body).toMatchObject({ errors: [{ field: 'body.token', reason: 'expired' }] });

    const unknown = await call('POST', CONFIRM, {
      body: { token: 'A'.repeat(43), new_password: NEW_PASSWORD },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: [{ field: 'body.token', reason: 'invalid' }] });

    const stillOld = await call('POST', '/api/token/', {
      body: { email: member.user.email, password: TEST_PASSWORD },
    });
    expect(stillOld.status).toBe(200);
    expect((await call('GET', '/api/users/detail/', { token: member.token })).status).toBe(200);
  });

  it('enforces the password rules; a refused password leaves the link usable', async () => {
    const member = await registerMember(server.url, { first_name: 'Jasmine' });
    await requestReset(member.user.email);
    const token = await linkToken(member.user.email);
    for (const [password, reason] of [
      ['short', 'must NOT have fewer than 8 characters'],
      ['password123', 'too_common'],
      ['jasmine2026', 'too_common'],
    ] as const) {
      const res = await call('POST', CONFIRM, { body: { token, new_password: password } });
      expect(res.status, password).toBe(400);
      expectToMatchContract('POST', CONFIRM, 400, res.body);
      expect(res.body).toMatchObject({ errors: [{ field: 'body.new_password', reason }] });
    }
    const ok = await call('POST', CONFIRM, { body: { token, new_password: NEW_PASSWORD } });
    expect(ok.status).toBe(204);
  });

  it('keeps no copy of the link once the e-mail is delivered', async () => {
    const member = await registerMember(server.url);
    await requestReset(member.user.email);
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    while ((await dispatchDueEmails(server.db, logSender(silent), silent)) > 0);
    const [mail] = await resetEmailsTo(member.user.email);
    expect(mail).toMatchObject({ status: 'logged', textBody: '', htmlBody: '' });
    // Other e-mails keep their body.
    const [created] = await server.db
      .select()
      .from(outboxEmails)
      .where(
        sql`${outboxEmails.recipient} = ${member.user.email} and ${outboxEmails.kind} = 'account_created'`,
      );
    expect(created?.textBody).toContain('has been created');
  });

  it('limits requests per address (3 an hour, any IP) and per IP (10 an hour): 429 with Retry-After', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(202);
    const limited = await requestReset(email);
    expect(limited.status).toBe(429);
    expectToMatchContract('POST', REQUEST, 429, limited.body);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);

    const oneIp = clientIps()(0);
    for (let i = 0; i < 10; i++) {
      const res = await requestFrom(oneIp, server.url, 'POST', REQUEST, { email: uniqueEmail() });
      expect(res.status).toBe(202);
    }
    const more = await requestFrom(oneIp, server.url, 'POST', REQUEST, { email: uniqueEmail() });
    expect(more.status).toBe(429);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const res = await call('POST', REQUEST, { body: { email: 'nope', extra: 1 } });
    expect(res.status).toBe(400);
    expectToMatchContract('POST', REQUEST, 400, res.body);
    const confirm = await call('POST', CONFIRM, { body: { token: 'bad token!', new_password: 'x' } });
    expect(confirm.status).toBe(400);
    expect((confirm.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['body.token', 'body.new_password']),
    );
  });
});
