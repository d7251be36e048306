// Issue "Checkout": a guest in Singapore (English, S$) and a member in Vietnam (Vietnamese, ₫, no
// decimals) go from the cart through shipping and payment to the confirmation, in real Chromium
// against the real stack and the built-in test payment provider. A declined card can be retried on
// the same order, and a double-click on Pay places one order.
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
import { addToCart } from './support/shop';
import { useJourney } from './support/journey';

const journey = useJourney();
const { newPage } = journey;

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
