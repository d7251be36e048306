// The console's catalogue end to end (issue 24): the demo merchandiser signs in at /admin/, finds a
// perfume, changes its price in SGD and its stock; the store's product page shows the new price on
// its next load (the page cache follows the catalogue version), and axe finds nothing serious on
// the console's list and product screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useJourney } from './support/journey';

const journey = useJourney();

const MERCHANDISER = 'merchandiser@atelier.test';
/** The demo password of every seeded account (README). */
const DEMO_PASSWORD = 'Scents2026!';
const STORE_PAGE = '/sg/products/best_seller/amber-oud';

/**
 * The store's product page as a shopper loads it: the text of its main content and the price its
 * structured data offers (the product's own price; related products show theirs in the text too).
 */
async function storePage(page: Page): Promise<{ text: string; offer: string }> {
  await page.goto(`${journey.stack.baseUrl}${STORE_PAGE}`);
  await page.getByRole('heading', { level: 1, name: 'Amber Oud' }).waitFor();
  const data = await page.locator('script[type="application/ld+json"]').first().textContent();
  const offer = (JSON.parse(data ?? '{}') as { offers?: { price?: string } }).offers?.price ?? '';
  return { text: (await page.locator('main').textContent()) ?? '', offer };
}

describe('console catalogue', () => {
  it('a merchandiser changes a perfume’s SGD price and stock, and the store shows the new price', async () => {
    const shopper = await journey.newPage();
    const before = await storePage(shopper);
    expect(before).toMatchObject({ offer: '78.00', text: expect.stringContaining('S$78.00') });

    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${journey.stack.baseUrl}/admin/`);
    await page.getByLabel('E-mail').fill(MERCHANDISER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('link', { name: 'Catalogue' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await page.getByRole('table', { name: 'Products, by name' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('amber oud');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/q=amber/);
    const table = page.getByRole('table', { name: 'Products, by name' });
    await table.getByRole('link', { name: 'Amber Oud', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await table.getByRole('link', { name: 'Amber Oud', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Amber Oud' }).waitFor();
    const small = page.getByRole('article', { name: /ATS-EDP-AMB-30/ });
    const sgd = small.getByRole('textbox', { name: 'SGD', exact: true });
    expect(await sgd.inputValue()).toBe('78.00');
    expect(await seriousViolations(page)).toEqual([]);

    await sgd.fill('72.00');
    await small.getByRole('button', { name: 'Save prices' }).click();
    await small.getByText('Prices saved. New carts use them at once.').waitFor();

    await small.getByLabel('Adjust by').fill('5');
    await small.getByLabel('Reason').fill('Delivery received');
    await small.getByRole('button', { name: 'Adjust stock' }).click();
    await small.getByText('Stock adjusted: 65 units on hand.').waitFor();
    expect(await small.textContent()).toContain('65 units');
    expect(await seriousViolations(page)).toEqual([]);

    // The shopper's next load of the same page: the new price, not the cached page.
    const after = await storePage(shopper);
    expect(after).toMatchObject({ offer: '72.00', text: expect.stringContaining('S$72.00') });
    await shopper.close();
    await page.close();
  });
});
