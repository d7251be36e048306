import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe';
import { sidewaysOverflow } from './layout';

/** The demo password of every seeded account, staff included (apps/api README). */
export const DEMO_PASSWORD = 'Scents2026!';

/** The demo staff, one per role (seeded in demo mode). */
export const DEMO_STAFF = {
  owner: 'owner@atelier.test',
  staff: 'staff@atelier.test',
  merchandiser: 'merchandiser@atelier.test',
  editor: 'editor@atelier.test',
} as const;

/** Signs in at /admin/ in English, as the sign-in screen asks, and waits for the console's home. */
export async function signInToConsole(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/`);
  await page.getByRole('heading', { level: 1, name: 'Sign in to the console' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
}

/** axe finds nothing serious and nothing sticks out sideways on the screen as it is now. */
export async function expectScreenClean(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `axe: ${what}`).toEqual([]);
  expect(await sidewaysOverflow(page), `overflow: ${what}`).toEqual([]);
}
