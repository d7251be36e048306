import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessLeads, users } from '../../src/db/schema';
import { GENEROUS_RATE_LIMITS } from '../support/checkout-calls';
import { expectToMatchContract } from '../support/contract-matcher';
import { databases } from '../support/databases';
import { request } from '../support/http-client';
import { TEST_PASSWORD, uniqueEmail } from '../support/members';
import { useTestServer } from '../support/test-server';

type Refusal = { errors?: { field: string; reason: string }[] };

/**
 * A NUL character (U+0000) is valid JSON but no PostgreSQL text: in any text field it is a 400
 * naming the field, never a 500, and nothing is written (issue 22, point 12). The contract's
 * validator refuses it for every operation (src/http/validation.ts); these are the fields where it
 * reached the database before.
 */
describe.each(databases())('text the database cannot store ($name)', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const rows = async (table: typeof users | typeof businessLeads) =>
    (await server.db.select({ n: count() }).from(table))[0]!.n;

  it('refuses a registration whose name holds a NUL, naming the field, and registers nobody', async () => {
    const before = await rows(users);
    const res = await request<Refusal>(server.url, 'POST', '/api/users/register/', {
      body: {
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        first_name: 'Li\u0000nh',
        last_name: 'Tran',
      },
    });
    expect(res.status).toBe(400);
    expectToMatchContract('POST', '/api/users/register/', 400, res.body);
    expect(res.body.errors).toContainEqual({
      field: 'body.first_name',
      reason: 'must not contain a NUL character (U+0000)',
    });
    expect(await rows(users)).toBe(before);
  });

  it('refuses an enquiry with a NUL in its message, and stores no lead', async () => {
    const before = await rows(businessLeads);
    const res = await request<Refusal>(server.url, 'POST', '/api/business/leads/', {
      body: {
        company: 'Orchid House',
        name: 'Linh Tran',
        email: 'linh@orchid.example',
        country: 'vn',
        message: 'Lobby\u0000 and corridors',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((error) => error.field)).toEqual(['body.message']);
    expect(await rows(businessLeads)).toBe(before);
  });

  it('refuses a NUL in a query parameter', async () => {
    const res = await request<Refusal>(server.url, 'GET', '/api/products/?collection=a%00b');
    expect(res.status).toBe(400);
    expectToMatchContract('GET', '/api/products/', 400, res.body);
    expect(res.body.errors?.map((error) => error.field)).toContain('query.collection');
  });
});
