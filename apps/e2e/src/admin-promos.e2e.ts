// The console's promo codes end to end (issue 24): the demo merchandiser signs in at /admin/,
// creates a 20% code in the console, and a shopper applies it in the store's cart at once; axe
// finds nothing serious on the console's list, new-code form and code page, also at 390 px.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useJourney } from './support/journey';
import { addToCart, totalsRow } from './support/shop';

const journey = useJourney();

const MERCHANDISER = 'merchandiser@atelier.test';
/** The demo password of every seeded account (README). */
const DEMO_PASSWORD = 'Scents2026!';
const CODE = 'CONSOLE20';

describe('console promo codes', () => {
  it('a merchandiser creates a code in the console and a shopper applies it in the cart', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${journey.stack.baseUrl}/admin/`);
    await page.getByLabel('E-mail').fill(MERCHANDISER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('link', { name: 'Promos' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Promo codes' }).waitFor();
    await page.getByRole('table', { name: 'Promo codes, newest first' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New promo code' }).click();
    await page.getByRole('heading', { level: 1, name: 'New promo code' }).waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(CODE);
    await page.getByRole('textbox', { name: 'Description (English)' }).fill('20% off, made in the console');
    await page.getByRole('textbox', { name: 'Percent off (1–100)' }).fill('20');
    await page.getByRole('textbox', { name: 'Uses in all' }).fill('50');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create promo code' }).click();
    await page.getByRole('heading', { level: 1, name: CODE }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Active');
    expect(await seriousViolations(page)).toEqual([]);

    // The same screens on a phone: nothing serious either.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);

    // A shopper, at once: one S$48 candle, the new code takes 20%.
    const shopper = await journey.newPage();
    await addToCart(
      shopper,
      journey.stack.baseUrl,
      '/sg/en/product/single-candle/kaya-toast-candle',
      'Add to cart',
    );
    await shopper.goto(`${journey.stack.baseUrl}/sg/en/cart`);
    await shopper.getByRole('textbox', { name: 'Promo code', exact: true }).fill(CODE.toLowerCase());
    await shopper.getByRole('button', { name: 'Apply', exact: true }).click();
    await shopper
      .getByRole('row')
      .filter({ hasText: /Discount/ })
      .first()
      .waitFor();
    expect(await totalsRow(shopper, 'Cart totals', /Discount/)).toBe('-S$9.60');

    // The console counts the cart's use of the code.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: CODE }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('1 of 50');
    await shopper.close();
    await page.close();
  });
});
