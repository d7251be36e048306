// Issue 22 point 18: an unpaid order holds its items only for ORDER_HOLD_SECONDS (5 s on this
// stack). A guest whose card is declined and who comes back after the hold ran out is not charged:
// paying again lands on the order's page, which says the order was not paid in time and leads back
// to the cart (the API tests check that its stock came back). Real Chromium, real stack, the
// built-in test provider.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { checkoutLabels } from './support/checkout-labels';
import { DECLINED_CARD, fillCard, GOOD_CARD, payButton, throughShipping } from './support/checkout-steps';
import { useJourney } from './support/journey';
import { addToCart } from './support/shop';

const HOLD_SECONDS = 5;
const journey = useJourney({ ORDER_HOLD_SECONDS: String(HOLD_SECONDS) });
const l = checkoutLabels.en;

describe('an unpaid order whose hold ran out', () => {
  it('is not charged when paid late: the order page says so and leads back to the cart', async () => {
    const base = journey.stack.baseUrl;
    const page = await journey.newPage();
    await addToCart(page, base, '/sg/en/product/single-candle/kaya-toast-candle', 'Add to cart');
    await throughShipping(page, `${base}/sg/en`, l, true);
    await fillCard(page, l, DECLINED_CARD);
    await payButton(page, l).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .waitFor();
    const placedAt = Date.now();

    // The shopper steps away longer than the order is held (the hold itself: real time passing).
    await sleep(Math.max(0, HOLD_SECONDS * 1000 + 500 - (Date.now() - placedAt)));

    await fillCard(page, l, GOOD_CARD);
    await payButton(page, l).click();
    await page.getByRole('heading', { level: 1, name: 'This order was not paid in time' }).waitFor();
    await page.getByText(/was not paid within that time, so it was cancelled/).waitFor();
    expect(await page.getByRole('textbox', { name: l.cardNumber, exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // English is Singapore's default language: its paths carry no language segment.
    await page.getByRole('link', { name: 'Back to your cart' }).click();
    await page.waitForURL(/\/sg\/cart$/, { waitUntil: 'commit' });
  });
});
