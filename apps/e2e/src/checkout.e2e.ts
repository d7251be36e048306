// Issue "Checkout": a guest in Singapore (English, S$) and a member in Vietnam (Vietnamese, ₫, no
// decimals) go from the cart through shipping and payment to the confirmation, in real Chromium
// against the real stack and the built-in test payment provider. A declined card can be retried on
// the same order, and a double-click on Pay places one order.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { checkoutLabels, type CheckoutLabels } from './support/checkout-labels';
import { addToCart } from './support/shop';
import { useJourney } from './support/journey';

const journey = useJourney();
const { newPage } = journey;
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

async function logIn(page: Page, locale: string, l: CheckoutLabels, email: string) {
  await page.goto(`${journey.stack.baseUrl}${locale}/login`);
  await page.getByRole('textbox', { name: l.email, exact: true }).fill(email);
  await page.getByLabel(l.password, { exact: true }).fill('Scents2026!');
  await page.getByRole('button', { name: l.logIn, exact: true }).click();
  await page.getByRole('button', { name: l.account }).waitFor();
}

/** From the cart page to the payment step; guests give e-mail and phone first. */
async function throughShipping(page: Page, locale: string, l: CheckoutLabels, guest: boolean) {
  await page.goto(`${journey.stack.baseUrl}${locale}/cart`);
  await page.getByRole('button', { name: l.checkout, exact: true }).or(page.getByRole('link', { name: l.checkout, exact: true })).first().click();
  await page.waitForURL(/\/checkout/);
  if (guest) {
    await page.getByRole('textbox', { name: l.email, exact: true }).fill('mei.tan@example.com');
    await page.getByRole('textbox', { name: l.phone, exact: true }).fill('+65 9123 4567');
  }
  await page.getByRole('button', { name: l.continue, exact: true }).click();

  await page.getByRole('radiogroup', { name: l.deliveryMethod }).waitFor();
  await page.getByRole('radio', { name: new RegExp(l.standard) }).check();
  await page.getByRole('button', { name: l.continue, exact: true }).click();

  await page.getByRole('textbox', { name: l.firstName, exact: true }).fill(l.address.firstName);
  await page.getByRole('textbox', { name: l.lastName, exact: true }).fill(l.address.lastName);
  await page.getByRole('textbox', { name: l.addressLine, exact: true }).fill(l.address.line1);
  await page.getByRole('textbox', { name: l.city, exact: true }).fill(l.address.city);
  await page.getByRole('textbox', { name: l.postalCode, exact: true }).fill(l.address.postalCode);
  const phone = page.getByRole('textbox', { name: l.phone, exact: true });
  if ((await phone.count()) > 0 && (await phone.inputValue()) === '') await phone.fill(l.address.phone);
  await page.getByRole('button', { name: l.continue, exact: true }).click();
  await page.getByRole('textbox', { name: l.cardNumber, exact: true }).waitFor();
}

async function fillCard(page: Page, l: CheckoutLabels, number: string) {
  await page.getByRole('textbox', { name: l.cardNumber, exact: true }).fill(number);
  await page.getByRole('textbox', { name: l.expiry, exact: true }).fill('12/34');
  await page.getByRole('textbox', { name: l.cvc, exact: true }).fill('123');
}

const payButton = (page: Page, l: CheckoutLabels) => page.getByRole('button', { name: new RegExp(`^${l.pay}`) });

/** The order number on the confirmation page. */
async function confirmedOrderNumber(page: Page, l: CheckoutLabels): Promise<string> {
  await page.getByRole('heading', { name: l.thankYou }).waitFor({ timeout: 30_000 });
  const line = await page.getByText(new RegExp(`${l.orderNumber}\\s*\\d+`)).first().innerText();
  return line.match(/\d{6,}/)![0];
}

describe('a guest in Singapore', () => {
  const l = checkoutLabels.en;

  it('checks out, is declined, retries and sees the order number and total in S$', async () => {
    const page = await newPage();
    await addToCart(page, journey.stack.baseUrl, '/sg/en/product/single-candle/kaya-toast-candle', 'Add to cart');
    await throughShipping(page, '/sg/en', l, true);
    expect(await seriousViolations(page)).toEqual([]);

    // Reload on the payment step: still there, address kept.
    await page.reload();
    await page.getByRole('textbox', { name: l.cardNumber, exact: true }).waitFor();

    const pay = payButton(page, l);
    const payLabel = (await pay.innerText()).trim();
    expect(payLabel).toMatch(/^Pay S\$\d+\.\d{2}$/);

    await fillCard(page, l, DECLINED_CARD);
    await pay.click();
    const alert = page.getByRole('alert').filter({ hasText: /declined/i });
    await alert.waitFor();

    await fillCard(page, l, GOOD_CARD);
    await payButton(page, l).click();
    const number = await confirmedOrderNumber(page, l);
    expect(Number(number)).toBeGreaterThan(100000);
    expect(await page.getByRole('main').innerText()).toContain(payLabel.replace(/^Pay /, ''));
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
    await logIn(page, '/vn/vi', l, 'gold@atelier.test');
    await addToCart(page, journey.stack.baseUrl, '/vn/vi/product/single-candle/kaya-toast-candle', l.addToCart);
    await throughShipping(page, '/vn/vi', l, false);
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
    await logIn(page, '/vn/vi', l, 'black@atelier.test');
    await addToCart(page, journey.stack.baseUrl, '/vn/vi/product/car_diffuser/sea-breeze-car-diffuser', l.addToCart);
    await throughShipping(page, '/vn/vi', l, false);
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
