// Issue 23: a member keeps an address book in their account and checkout offers it. In real
// Chromium against the real stack: save an address in the account (a bad postal code is named
// first), find it chosen at checkout, pay to it; then delete it, in Arabic.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { checkoutLabels } from './support/checkout-labels';
import { confirmedOrderNumber, fillCard, GOOD_CARD, logIn, payButton } from './support/checkout-steps';
import { hydrated } from './support/hydrated';
import { useJourney } from './support/journey';
import { addToCart } from './support/shop';

const journey = useJourney();
const l = checkoutLabels.en;

describe('address book', () => {
  it('a member saves an address in their account, checkout delivers to it, and it is deleted in Arabic', async () => {
    const page = await journey.newPage();
    const base = journey.stack.baseUrl;
    await logIn(page, `${base}/sg`, l, 'silver@atelier.test');

    await page.goto(`${base}/sg/account`);
    await hydrated(page);
    const book = page.getByRole('region', { name: 'Your addresses' });
    await book.getByRole('button', { name: 'Add an address' }).click();
    const form = book.getByRole('form', { name: 'New address' });
    const box = (name: string) => form.getByRole('textbox', { name, exact: true });
    await box('First name').fill('Mei');
    await box('Last name').fill('Tan');
    await box('Address').fill('8 Marina View');
    await box('City').fill('Singapore');
    await box('Postal code').fill('0189');
    await box('Phone').fill('+65 9123 4567');
    await form.getByRole('button', { name: 'Save address' }).click();
    // The postal code is named and focused; nothing was saved.
    expect(await box('Postal code').evaluate((element) => element === document.activeElement)).toBe(true);
    await box('Postal code').fill('018960');
    await form.getByRole('button', { name: 'Save address' }).click();
    await book.getByText('8 Marina View').waitFor();
    expect(await book.getByRole('listitem').innerText()).toMatch(/default address/i);
    expect(await seriousViolations(page)).toEqual([]);

    // Checkout: the saved address is chosen; nothing to type.
    await addToCart(page, base, '/sg/en/product/single-candle/kaya-toast-candle', l.addToCart);
    await page.goto(`${base}/sg/en/checkout`);
    await page.getByRole('button', { name: l.continue, exact: true }).click();
    await page.getByRole('radio', { name: new RegExp(l.standard) }).check();
    await page.getByRole('button', { name: l.continue, exact: true }).click();
    const choices = page.getByRole('radiogroup', { name: 'Deliver to' });
    const saved = choices.getByRole('radio', { name: /8 Marina View/ });
    await saved.waitFor();
    await expect.poll(() => saved.isChecked()).toBe(true);
    await page.getByRole('button', { name: l.continue, exact: true }).click();
    await fillCard(page, l, GOOD_CARD);
    expect(await page.getByRole('main').innerText()).toContain('8 Marina View');
    await payButton(page, l).click();
    await confirmedOrderNumber(page, l);

    // In Arabic: the book reads right to left, and the address is deleted.
    await page.goto(`${base}/sg/ar/account`);
    const arabic = page.getByRole('region', { name: 'عناوينك' });
    await arabic.getByText('8 Marina View').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await arabic.getByRole('button', { name: 'حذف العنوان 8 Marina View, Singapore' }).click();
    await arabic.getByText(/لا توجد عناوين محفوظة بعد/).waitFor();
    await page.reload();
    await page
      .getByRole('region', { name: 'عناوينك' })
      .getByText(/لا توجد عناوين محفوظة بعد/)
      .waitFor();
    await page.close();
  });
});
