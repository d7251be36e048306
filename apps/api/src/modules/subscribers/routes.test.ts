import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema';
import { expectToMatchContract } from '../../testing/contract-matcher';
import { databases } from '../../testing/databases';
import { request } from '../../testing/http-client';
import { useTestServer } from '../../testing/test-server';

describe.each(databases())('newsletter on %s', (target) => {
  const server = useTestServer(target);
  const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
    request(server.url, 'POST', '/api/subcribers/', { body, headers });

  it('subscribes an address once and answers a known address exactly like a new one', async () => {
    const first = await subscribe(
      { email: 'linh.news@example.com', source: 'footer' },
      { 'accept-country': 'vn', 'accept-language': 'vi' },
    );
    expect(first.status).toBe(201);
    expectToMatchContract('POST', '/api/subcribers/', 201, first.body);
    expect(first.body).toEqual({ email: 'linh.news@example.com' });

    const again = await subscribe({ email: 'Linh.News@example.com' });
    expect(again.status).toBe(201);
    expectToMatchContract('POST', '/api/subcribers/', 201, again.body);
    expect(again.body).toEqual({ email: 'Linh.News@example.com' });

    const rows = await server.db
      .select()
      .from(subscribers)
      .where(sql`lower(${subscribers.email}) = 'linh.news@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'linh.news@example.com',
      source: 'footer',
      country: 'vn',
      language: 'vi',
    });
  });

  it('answers 400 naming the field, with the submitted address echoed', async () => {
    const bad = await subscribe({ email: 'linh@example' });
    expect(bad.status).toBe(400);
    expectToMatchContract('POST', '/api/subcribers/', 400, bad.body);
    const body = bad.body as { email: string; errors: { field: string }[] };
    expect(body.email).toBe('linh@example');
    expect(body.errors.map((e) => e.field)).toContain('body.email');
    expect(body.errors.every((e) => e.field === 'body.email')).toBe(true);

    const missing = await subscribe({});
    expect(missing.body).toMatchObject({ errors: [{ field: 'body.email', reason: 'is required' }] });
    const extra = await subscribe({ email: 'linh.x@example.com', admin: true });
    expect(extra.body).toMatchObject({ errors: [{ field: 'body.admin', reason: 'is not allowed' }] });
    const badSource = await subscribe({ email: 'linh.x@example.com', source: 'Footer Form' });
    expect(badSource.body).toMatchObject({ errors: [{ field: 'body.source' }] });
  });
});
