import type { LoginRecord, TokenPair } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, tokenFamilies } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import type { JsonResponse } from '../../../test/support/http-client';
import { registerMember, TEST_PASSWORD, uniqueEmail } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { contractCaller } from '../../../test/support/http-calls';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';

/**
 * Refresh tokens and login under races (issue 5, point 9). `routes.test.ts` covers rotation, the
 * family revoked on reuse of a spent token and the 401 for a wrong password vs an unknown e-mail
 * of the demo member; this file covers what only shows with requests in flight together, and
 * that the two login failures cannot be told apart by anything in the answer.
 */
describe.each(databases())('refresh tokens under concurrency on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const call = contractCaller(() => server.url);

  const refresh = (refreshToken: string) =>
    call<TokenPair>('POST', '/api/token/refresh/', '/api/token/refresh/', {
      body: { refresh_token: refreshToken },
    });

  /** The refresh tokens ever issued in the login session of this member's first token. */
  async function tokensOfSession(member: LoginRecord) {
    const [family] = await server.db
      .select()
      .from(tokenFamilies)
      .where(eq(tokenFamilies.userId, member.user.id));
    return server.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, family!.id));
  }

  it('lets exactly one of 10 concurrent refreshes of one token through; the rest get a 401', async () => {
    const member = await registerMember(server.url);

    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(member.refresh_token)));

    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(401)]);
    const refused = answers.filter((a) => a.status === 401);
    for (const a of refused) expect(a.body).toEqual(refused[0]!.body);
    // One new pair was issued, not one per request: the first token and its one successor.
    expect(await tokensOfSession(member)).toHaveLength(2);
  });

  it('refuses a rotated token every time, also 5 copies at once, and issues nothing for it', async () => {
    const member = await registerMember(server.url);
    const rotated = await refresh(member.refresh_token);
    expect(rotated.status).toBe(200);

    const replays = await Promise.all(Array.from({ length: 5 }, () => refresh(member.refresh_token)));

    expect(replays.map((a) => a.status)).toEqual(Array<number>(5).fill(401));
    expect(await tokensOfSession(member)).toHaveLength(2);
  });

  it('answers a wrong password and an unknown e-mail identically: status, body and headers', async () => {
    const member = await registerMember(server.url);
    const login = (email: string, password: string) =>
      call('POST', '/api/token/', '/api/token/', { body: { email, password } });

    const [wrong, unknown, wrongCase] = await Promise.all([
      login(member.user.email, `${TEST_PASSWORD}!`),
      login(uniqueEmail('nobody'), TEST_PASSWORD),
      login(member.user.email.toUpperCase(), 'another wrong password'),
    ]);

    const visible = (res: JsonResponse) => ({
      status: res.status,
      body: res.body,
      authenticate: res.headers.get('www-authenticate'),
      type: res.headers.get('content-type'),
      length: res.headers.get('content-length'),
    });
    expect(wrong.status).toBe(401);
    expect(visible(unknown)).toEqual(visible(wrong));
    expect(visible(wrongCase)).toEqual(visible(wrong));
  });
});
