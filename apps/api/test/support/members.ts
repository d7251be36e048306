import { randomBytes } from 'node:crypto';
import type { LoginRecord } from '@atelier/api/schema';
import { expect } from 'vitest';
import { request } from './http-client';

export const TEST_PASSWORD = 'correct horse battery';

/** A fresh address per call, so tests never collide on uniqueness or login rate limits. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * Registers a new member over HTTP, then logs in with the password (registration answers the same
 * 202 for any address and logs nobody in), and returns the login record (tokens and user).
 */
export async function registerMember(
  base: string,
  overrides: Record<string, unknown> = {},
): Promise<LoginRecord> {
  const body = {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    first_name: 'Test',
    last_name: 'Member',
    ...overrides,
  };
  const res = await request(base, 'POST', '/api/users/register/', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const login = await request<LoginRecord>(base, 'POST', '/api/token/', {
    body: { email: body.email, password: body.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body;
}
