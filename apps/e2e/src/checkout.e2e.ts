// Issue "Checkout": a guest in Singapore (English, S$) and a member in Vietnam (Vietnamese, ₫, no
// decimals) go from the cart through shipping and payment to the confirmation, in real Chromium
// against the real stack and the built-in test payment provider. A declined card can be retried on
// the same order, and a double-click on Pay places one order.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { checkoutLabels } from './support/checkout-labels';
import {
  confirmedOrderNumber,
  DECLINED_CARD,
  fillCard,
  GOOD_CARD,
  logIn,
  payButton,
  throughShipping,
} from './support/checkout-steps';
import { addToCart, totalsRow } from './support/shop';
import { useJourney } from './support/journey';

const journey = useJourney();
const { newPage } = journey;

/** "S$1,234.50" → 123450. */
const sgdMinor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The GST a Singapore price includes at 9 %: the net rounded half up, worked out here on its own. */
const gstIncluded = (gross: number) => gross - Math.round((gross * 10_000) / 10_900);

/** SCREENSHOTS=<folder> keeps a picture of the cart at a phone's width. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

describe('the tax a price includes', () => {
  it('shows GST on the cart at 390 px, in English and in Arabic right to left', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await addToCart(
      page,
      journey.stack.baseUrl,
      '/sg/en/product/single-candle/kaya-toast-candle',
      'Add to cart',
    );
    await page.goto(`${journey.stack.baseUrl}/sg/en/cart`);
    const total = sgdMinor(await totalsRow(page, 'Cart totals', /^Total/));
    expect(total).toBeGreaterThan(0);
    expect(await totalsRow(page, 'Cart totals', /Includes GST \(9%\)/)).toBe(
      `S$${(gstIncluded(total) / 100).toFixed(2)}`,
    );
    // The cookie note would cover the totals in the picture.
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await screenshot(page, 'cart-tax-en-390');

    await page.goto(`${journey.stack.baseUrl}/sg/ar/cart`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const row = page.getByRole('row').filter({ hasText: 'شامل ضريبة السلع والخدمات (9٪)' });
    expect((await row.getByRole('cell').last().innerText()).trim()).toBe(
      `S$${(gstIncluded(total) / 100).toFixed(2)}`,
    );
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'cart-tax-ar-390');
    await page.close();
  });
});

describe('a guest in Singapore', () => {
  const l = checkoutLabels.en;

  it('checks out, is declined, retries and sees the order number and total in S$', async () => {
    const page = await newPage();
    await addToCart(
      page,
      journey.stack.baseUrl,
      '/sg/en/product/single-candle/kaya-toast-candle',
      'Add to cart',
    );
    await throughShipping(page, `${journey.stack.baseUrl}/sg/en`, l, true);
    expect(await seriousViolations(page)).toEqual([]);

    // Reload on the payment step: still there, address kept.
    await page.reload();
    await page.getByRole('textbox', { name: l.cardNumber, exact: true }).waitFor();

    const pay = payButton(page, l);
    const payLabel = (await pay.innerText()).trim();
    expect(payLabel).toMatch(/^Pay S\$\d+\.\d{2}$/);

    // Steps named by what they ask; the summary with its total stays beside the payment step.
    const progress = page.getByRole('navigation', { name: 'Checkout progress' });
    expect(await progress.getByRole('listitem').allInnerTexts()).toEqual(['Contact', 'Delivery', 'Payment']);
    expect(await page.locator('details', { hasText: 'Order summary' }).innerText()).toMatch(/S\$\d+\.\d{2}/);

    await fillCard(page, l, DECLINED_CARD);
    await pay.click();
    const alert = page.getByRole('alert').filter({ hasText: /declined/i });
    await alert.waitFor();
    // Focus moves to the decline, not the page body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/declined/i);

    await fillCard(page, l, GOOD_CARD);
    await payButton(page, l).click();
    const number = await confirmedOrderNumber(page, l);
    expect(Number(number)).toBeGreaterThan(100000);
    expect(await page.getByRole('main').innerText()).toContain(payLabel.replace(/^Pay /, ''));
    // The confirmation says the GST the paid total includes, exact to the cent.
    const paid = sgdMinor(payLabel.replace(/^Pay /, ''));
    expect(await page.getByRole('main').innerText()).toMatch(
      new RegExp(`Includes GST \\(9%\\)\\s+S\\$${(gstIncluded(paid) / 100).toFixed(2).replace('.', '\\.')}`),
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The cart is empty now; the confirmation survives a reload.
    await page.reload();
    expect(await confirmedOrderNumber(page, l)).toBe(number);
    await page.getByRole('link', { name: l.emptyCart, exact: true }).waitFor();
    await page.close();
  });
});

describe('a member in Vietnam', () => {
  const l = checkoutLabels.vi;

  it('checks out with their details filled in and pays in ₫ without decimals', async () => {
    const page = await newPage();
    await logIn(page, `${journey.stack.baseUrl}/vn/vi`, l, 'gold@atelier.test');
    await addToCart(
      page,
      journey.stack.baseUrl,
      '/vn/vi/product/single-candle/kaya-toast-candle',
      l.addToCart,
    );
    await throughShipping(page, `${journey.stack.baseUrl}/vn/vi`, l, false);
    const pay = payButton(page, l);
    const payLabel = (await pay.innerText()).trim();
    expect(payLabel).toMatch(/^\S.*\d{1,3}(\.\d{3})+₫$/);
    await fillCard(page, l, GOOD_CARD);
    await pay.click();
    const number = await confirmedOrderNumber(page, l);
    expect(await page.getByRole('main').innerText()).not.toMatch(/\d,\d{2}₫/);

    // The order is in the member's history.
    await page.goto(`${journey.stack.baseUrl}/vn/vi/account/orders`);
    await page.getByRole('link', { name: new RegExp(number) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('places one order for a double-click on Pay', async () => {
    const page = await newPage();
    await logIn(page, `${journey.stack.baseUrl}/vn/vi`, l, 'black@atelier.test');
    await addToCart(
      page,
      journey.stack.baseUrl,
      '/vn/vi/product/car_diffuser/sea-breeze-car-diffuser',
      l.addToCart,
    );
    await throughShipping(page, `${journey.stack.baseUrl}/vn/vi`, l, false);
    await fillCard(page, l, GOOD_CARD);
    await payButton(page, l).dblclick();
    await confirmedOrderNumber(page, l);

    await page.goto(`${journey.stack.baseUrl}/vn/vi/account/orders`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const orderLinks = page.getByRole('main').getByRole('link', { name: /\d{6,}/ });
    await orderLinks.first().waitFor();
    expect(await orderLinks.count()).toBe(1);
    await page.close();
  });
});
