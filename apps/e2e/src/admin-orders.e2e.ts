// The console's orders end to end (issue 24, part C): a member buys a candle in the store; the demo
// staff member signs in at /admin/, finds the order and fulfils it with carrier and tracking; the
// member's account order page then shows them; a partial refund shows on the order. axe finds
// nothing serious on the console's list, order and dialogs.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { checkoutLabels } from './support/checkout-labels';
import {
  confirmedOrderNumber,
  fillCard,
  GOOD_CARD,
  logIn,
  payButton,
  throughShipping,
} from './support/checkout-steps';
import { useJourney } from './support/journey';
import { addToCart } from './support/shop';

const journey = useJourney();

const STAFF = 'staff@atelier.test';
/** The demo password of every seeded account (README). */
const DEMO_PASSWORD = 'Scents2026!';

describe('console orders', () => {
  it('staff fulfil a member’s order, the member sees the tracking, and a partial refund shows', async () => {
    const l = checkoutLabels.en;
    const base = journey.stack.baseUrl;
    const shopper = await journey.newPage();
    await logIn(shopper, `${base}/sg`, l, 'silver@atelier.test');
    await addToCart(shopper, base, '/sg/en/product/single-candle/kaya-toast-candle', l.addToCart);
    await throughShipping(shopper, `${base}/sg`, l, false);
    await fillCard(shopper, l, GOOD_CARD);
    await payButton(shopper, l).click();
    const number = await confirmedOrderNumber(shopper, l);

    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/admin/`);
    await page.getByLabel('E-mail').fill(STAFF);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('searchbox', { name: /Order number or e-mail/ }).fill(number);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(new RegExp(`q=${number}`));
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    await table.getByRole('link', { name: `Order #${number}` }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    await table.getByRole('link', { name: `Order #${number}` }).click();
    await page.getByRole('heading', { level: 1, name: `Order #${number}` }).waitFor();
    expect(await page.getByRole('table', { name: 'Payments' }).innerText()).toContain('Succeeded');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Fulfil' }).click();
    const fulfil = page.getByRole('dialog', { name: `Send order #${number}` });
    await fulfil.getByRole('textbox', { name: /^Carrier/ }).fill('SingPost');
    await fulfil.getByRole('textbox', { name: 'Tracking number' }).fill('SG123456789');
    await fulfil.getByRole('textbox', { name: /Tracking page/ }).fill('https://track.example/SG123456789');
    expect(await seriousViolations(page)).toEqual([]);
    await fulfil.getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByText('The order is marked as sent and the shopper is e-mailed.').waitFor();

    // The member's account order page shows the carrier and tracking.
    await shopper.goto(`${base}/sg/account/orders`);
    await shopper.getByRole('link', { name: new RegExp(number) }).click();
    const delivery = shopper.getByRole('region', { name: 'Delivery' });
    await delivery.getByText('SG123456789').waitFor();
    expect(await delivery.innerText()).toContain('SingPost');
    expect(await delivery.getByRole('link', { name: /Track your parcel/ }).getAttribute('href')).toBe(
      'https://track.example/SG123456789',
    );

    // A partial refund shows on the order.
    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: `Refund order #${number}` });
    await refund.getByRole('textbox', { name: 'Amount in SGD' }).fill('5.00');
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Scratched lid');
    expect(await seriousViolations(page)).toEqual([]);
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('S$5.00 refunded. The shopper is e-mailed.').waitFor();
    const refunds = page.getByRole('table', { name: 'Refunds' });
    await refunds.getByText('Scratched lid').waitFor();
    expect(await refunds.innerText()).toContain(STAFF);
    expect(await page.getByRole('list').filter({ hasText: 'Refunded' }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shopper.close();
    await page.close();
  });
});
