// Issue "Platform": the shell of both areas in real Chromium against the real stack (built server,
// embedded PGlite in a fresh data folder, seeded on first start). Nothing of ours is mocked.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useJourney } from './support/journey';

const journey = useJourney();
const { newPage } = journey;

/** Opens a page and records every request, so a test can tell which code an area loaded. */
async function open(path: string): Promise<{ page: Page; requests: string[] }> {
  const page = await newPage();
  const requests: string[] = [];
  page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${journey.stack.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { page, requests };
}

const htmlAttr = (page: Page, name: string) =>
  page.evaluate((n) => document.documentElement.getAttribute(n), name);

describe('platform journeys', () => {
  it('/sg/ shows the home page in English, with no serious accessibility violation', async () => {
    const { page } = await open('/sg/');
    expect(await htmlAttr(page, 'lang')).toBe('en-SG');
    expect(await htmlAttr(page, 'dir')).toBe('ltr');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Perfumes' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.title()).toContain('Atelier Scents');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${journey.stack.baseUrl}/sg`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('/ae/ar/ renders right-to-left in Arabic', async () => {
    const { page } = await open('/ae/ar/');
    expect(await htmlAttr(page, 'dir')).toBe('rtl');
    expect(await htmlAttr(page, 'lang')).toMatch(/^ar/);
    const nav = page.getByRole('navigation').first();
    expect(await nav.innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('/vn/vi/ renders in Vietnamese with the Open Sans class', async () => {
    const { page } = await open('/vn/vi/');
    expect(await htmlAttr(page, 'lang')).toBe('vi-VN');
    expect(await page.evaluate(() => document.documentElement.classList.contains('font-open-sans'))).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Giỏ hàng' }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('/sg/en/business-scenting loads the business area and none of the store code', async () => {
    const { page, requests } = await open('/sg/en/business-scenting');
    await page.getByRole('heading', { level: 1, name: 'Scent marketing for your business' }).waitFor();
    const scripts = requests.filter((p) => p.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((p) => p.startsWith('/business/assets/'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('/zz9/ shows the helpful not-found page', async () => {
    const page = await newPage();
    const response = await page.goto(`${journey.stack.baseUrl}/zz9/`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('navigation', { name: 'Our shops' }).getByRole('link').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('a member logs in and out through the header', async () => {
    const { page } = await open('/sg/');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong password is refused with a readable message and nothing stored.
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('gold@atelier.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Password').fill('Scents2026!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect(
      await page.evaluate(() =>
        Boolean(localStorage.getItem('token') && localStorage.getItem('refreshToken')),
      ),
    ).toBe(true);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByText('Gold member').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('country')]),
    ).toEqual([null, 'sg']);
    await page.close();
  });
});
