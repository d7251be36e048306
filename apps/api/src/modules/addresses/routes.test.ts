import type { AddressBook, ErrorBody } from '@atelier/api/schema';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberAddresses, users } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { ADDRESS_BOOK_LIMIT } from './service';

const HOME = {
  first_name: 'Mei',
  last_name: 'Tan',
  line1: '1 Orchard Road',
  line2: null,
  city: 'Singapore',
  state: null,
  postal_code: '238823',
  country: 'sg',
  phone: '+65 9123 4567',
};
const OFFICE = { ...HOME, line1: '8 Marina View', postal_code: '018960' };
const DUBAI = {
  ...HOME,
  line1: 'Villa 3, Street 12',
  city: 'Dubai',
  state: 'Dubai',
  postal_code: null,
  country: 'ae',
  phone: '+971 50 123 4567',
};

describe.each(databases())('address book on %s', (target) => {
  const server = useTestServer(target);
  const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
    request(server.url, method, path, options);
  const lines = (body: unknown) =>
    (body as AddressBook).items.map((entry) => [entry.address.line1, entry.is_default]);

  it('saves, lists (default first), changes, moves the default and deletes', async () => {
    const member = await registerMember(server.url);
    const token = member.token;
    const empty = await call('GET', '/api/users/addresses/', { token });
    expect(empty.status).toBe(200);
    expectToMatchContract('GET', '/api/users/addresses/', 200, empty.body);
    expect(empty.body).toEqual({ items: [] });

    // The first address is the default without asking.
    const first = await call('POST', '/api/users/addresses/', { token, body: { address: HOME } });
    expect(first.status).toBe(201);
    expectToMatchContract('POST', '/api/users/addresses/', 201, first.body);
    expect(lines(first.body)).toEqual([['1 Orchard Road', true]]);

    const second = await call('POST', '/api/users/addresses/', { token, body: { address: OFFICE } });
    expect(lines(second.body)).toEqual([
      ['1 Orchard Road', true],
      ['8 Marina View', false],
    ]);
    // Another country's address keeps its own rules (the UAE: a state, no postal code).
    const dubai = await call('POST', '/api/users/addresses/', {
      token,
      body: { address: DUBAI, is_default: true },
    });
    expect(lines(dubai.body)).toEqual([
      ['Villa 3, Street 12', true],
      ['8 Marina View', false],
      ['1 Orchard Road', false],
    ]);

    const office = (second.body as AddressBook).items.find(
      (entry) => entry.address.line1 === '8 Marina View',
    )!;
    const changed = await call('PUT', `/api/users/addresses/${office.id}/`, {
      token,
      body: { address: { ...OFFICE, line2: '  #12-01 ' }, is_default: true },
    });
    expect(changed.status).toBe(200);
    expectToMatchContract('PUT', '/api/users/addresses/{addressId}/', 200, changed.body);
    const book = changed.body as AddressBook;
    expect(book.items[0]).toMatchObject({ id: office.id, is_default: true, address: { line2: '#12-01' } });
    expect(book.items.filter((entry) => entry.is_default)).toHaveLength(1);

    // Deleting the default hands it to the most recently changed of the rest.
    const deleted = await call('DELETE', `/api/users/addresses/${office.id}/`, { token });
    expect(deleted.status).toBe(200);
    expectToMatchContract('DELETE', '/api/users/addresses/{addressId}/', 200, deleted.body);
    expect(lines(deleted.body)).toEqual([
      ['Villa 3, Street 12', true],
      ['1 Orchard Road', false],
    ]);
    // Deleting it again changes nothing.
    const again = await call('DELETE', `/api/users/addresses/${office.id}/`, { token });
    expect(again.status).toBe(200);
    expect(lines(again.body)).toEqual(lines(deleted.body));
  });

  it('answers 400 naming each bad field and why, and saves nothing', async () => {
    const member = await registerMember(server.url);
    const bad = await call('POST', '/api/users/addresses/', {
      token: member.token,
      body: { address: { ...HOME, postal_code: '12', city: '   ', phone: 'call me' } },
    });
    expect(bad.status).toBe(400);
    expectToMatchContract('POST', '/api/users/addresses/', 400, bad.body);
    const fields = (bad.body as ErrorBody).errors?.map((error) => error.field) ?? [];
    expect(fields).toEqual(expect.arrayContaining(['body.address.phone']));

    // Past the contract's shape, the country's own rules: a US address needs its state.
    const noState = await call('POST', '/api/users/addresses/', {
      token: member.token,
      body: { address: { ...HOME, country: 'us', postal_code: '10001', state: null } },
    });
    expect(noState.status).toBe(400);
    expect((noState.body as ErrorBody).errors).toEqual([
      { field: 'body.address.state', reason: 'is required' },
    ]);
    const blankCity = await call('POST', '/api/users/addresses/', {
      token: member.token,
      body: { address: { ...HOME, city: '   ' } },
    });
    expect(blankCity.status).toBe(400);
    expect((blankCity.body as ErrorBody).errors).toEqual([
      { field: 'body.address.city', reason: 'is required' },
    ]);
    const missing = await call('POST', '/api/users/addresses/', { token: member.token, body: {} });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('address');
    const badId = await call('PUT', '/api/users/addresses/abc/', {
      token: member.token,
      body: { address: HOME },
    });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('addressId');
    expect((await call('GET', '/api/users/addresses/', { token: member.token })).body).toEqual({ items: [] });
  });

  it('is each member’s own, and needs a signed-in member', async () => {
    const [ana, binh] = await Promise.all([registerMember(server.url), registerMember(server.url)]);
    const saved = await call('POST', '/api/users/addresses/', { token: ana.token, body: { address: HOME } });
    const id = (saved.body as AddressBook).items[0]!.id;
    expect((await call('GET', '/api/users/addresses/', { token: binh.token })).body).toEqual({ items: [] });
    const foreign = await call('PUT', `/api/users/addresses/${id}/`, {
      token: binh.token,
      body: { address: OFFICE },
    });
    expect(foreign.status).toBe(404);
    expectToMatchContract('PUT', '/api/users/addresses/{addressId}/', 404, foreign.body);
    await call('DELETE', `/api/users/addresses/${id}/`, { token: binh.token });
    expect(lines((await call('GET', '/api/users/addresses/', { token: ana.token })).body)).toEqual([
      ['1 Orchard Road', true],
    ]);
    for (const [method, path] of [
      ['GET', '/api/users/addresses/'],
      ['POST', '/api/users/addresses/'],
      ['PUT', `/api/users/addresses/${id}/`],
      ['DELETE', `/api/users/addresses/${id}/`],
    ] as const) {
      const res = await call(method, path, {
        body: method === 'POST' || method === 'PUT' ? { address: HOME } : undefined,
      });
      expect(res.status).toBe(401);
    }
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses, also when two saves race for the last place`, async () => {
    const member = await registerMember(server.url);
    const [user] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, member.user.email));
    await server.db.insert(memberAddresses).values(
      Array.from({ length: ADDRESS_BOOK_LIMIT - 1 }, (_, i) => ({
        userId: user!.id,
        firstName: 'Mei',
        lastName: 'Tan',
        line1: `${i + 1} Filler Road`,
        city: 'Singapore',
        postalCode: '238823',
        country: 'sg',
        phone: '+65 9123 4567',
        isDefault: i === 0,
      })),
    );
    const results = await Promise.all(
      [HOME, OFFICE].map((address) =>
        call('POST', '/api/users/addresses/', { token: member.token, body: { address, is_default: true } }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 422]);
    const refused = results.find((res) => res.status === 422)!;
    expectToMatchContract('POST', '/api/users/addresses/', 422, refused.body);
    expect((refused.body as ErrorBody).errors).toEqual([
      { field: 'body.address', reason: 'address_book_full' },
    ]);
    const [{ n }] = (await server.db
      .select({ n: count() })
      .from(memberAddresses)
      .where(eq(memberAddresses.userId, user!.id))) as [{ n: number }];
    expect(n).toBe(ADDRESS_BOOK_LIMIT);
    const book = (await call('GET', '/api/users/addresses/', { token: member.token })).body as AddressBook;
    expect(book.items.filter((entry) => entry.is_default)).toHaveLength(1);
  });
});
