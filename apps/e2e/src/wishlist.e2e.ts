// The wishlist (docs/architecture.md's worked example) end to end: a member saves a perfume from
// its page, finds it in Arabic in their wishlist (priced in dirham), removes it; the real server
// keeps it across a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydrated';
import { useJourney } from './support/journey';

const journey = useJourney();

async function logIn(page: Page) {
  await page.goto(`${journey.stack.baseUrl}/sg/login`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('gold@atelier.test');
  await page.getByLabel('Password').fill('Scents2026!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Account' }).waitFor();
}

describe('wishlist', () => {
  it('a member saves a perfume, finds it in their wishlist in another language and currency, and removes it', async () => {
    const page = await journey.newPage();
    await logIn(page);

    await page.goto(`${journey.stack.baseUrl}/sg/products/best_seller/amber-oud`);
    const save = page.getByRole('button', { name: 'Save to wishlist' });
    await page.locator('button[aria-pressed="false"]', { hasText: 'Save to wishlist' }).waitFor();
    await save.click();
    await page.getByText('Saved to your wishlist.').waitFor();
    expect(await save.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    // Saved on the server: still pressed after a reload.
    await page.reload();
    await page.locator('button[aria-pressed="true"]', { hasText: 'Save to wishlist' }).waitFor();

    // Through the account menu, in Arabic and dirham.
    await page.goto(`${journey.stack.baseUrl}/ae/ar/account/wishlist`);
    await page.getByRole('heading', { level: 1, name: 'قائمة أمنياتك' }).waitFor();
    const list = page.getByRole('list', { name: 'قائمة أمنياتك' });
    await list
      .getByRole('link', { name: /عنبر وعود/ })
      .first()
      .waitFor();
    expect(await list.textContent()).toMatch(/د\.إ|AED/);
    expect(await seriousViolations(page)).toEqual([]);

    await list.getByRole('button', { name: /إزالة/ }).click();
    await page.getByRole('heading', { name: 'قائمة أمنياتك فارغة' }).waitFor();
    await page.close();
  });
});
