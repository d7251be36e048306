import { randomBytes } from 'node:crypto';
import type { LoginRecord } from '@atelier/api/schema';
import { expect } from 'vitest';
import { request } from './http-client';

export const TEST_PASSWORD = 'correct horse battery';

/** A fresh address per call, so tests never collide on uniqueness or login rate limits. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** Registers a new member over HTTP and returns the login record (tokens and user). */
export async function registerMember(
  base: string,
  overrides: Record<string, unknown> = {},
): Promise<LoginRecord> {
  const res = await request<LoginRecord>(base, 'POST', '/api/users/register/', {
    body: {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      first_name: 'Test',
      last_name: 'Member',
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
