// Issue 25 point 1: with Stripe keys set the store pays through Stripe's Payment Element. Stripe.js
// is a local stand-in (support/stripe-js-stand-in, type-checked against @stripe/stripe-js) served
// by the fake Stripe API the server talks to, so nothing leaves the machine. Real Chromium with the
// pages' own CSP (not bypassed: it must allow the stand-in's origin), the real built server.
// A guest pays an order after a decline, through a 3-D Secure challenge; a member pays a workshop
// booking after failing the challenge once; a gift card is paid on the pay page. GA4's purchase
// reaches the data layer once per transaction, also after a reload of the confirmation.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutLabels, type CheckoutLabels } from './support/checkout-labels';
import { confirmedOrderNumber, logIn, payButton, throughShipping } from './support/checkout-steps';
import { useJourney } from './support/journey';
import { sidewaysOverflow } from './support/layout';
import { addToCart } from './support/shop';
import { STRIPE_CARDS, startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in';

let stripe: StripeStandIn | undefined;
const journey = useJourney(async () => {
  stripe = await startStripeStandIn();
  return stripe.env;
});
afterAll(async () => {
  // Nothing the fake refused as Stripe would have (a card number sent to the server's charge, ...).
  expect(stripe?.problems()).toEqual([]);
  await stripe?.stop();
});

const en = checkoutLabels.en;
const CANDLE = '/product/single-candle/kaya-toast-candle';
const SCREENSHOTS = process.env['SCREENSHOTS'] ?? null;

/** A tab that keeps the pages' CSP, with analytics consent given (so the data layer fills). */
async function shopper(width = 1280): Promise<{ page: Page; context: BrowserContext; blocked: string[] }> {
  const context = await journey.browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'cookie_consent', value: 'granted', url: journey.stack.baseUrl }]);
  const page = await context.newPage();
  // What the CSP refused, as the browser reports it.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  return { page, context, blocked };
}

/** The transaction ids of GA4 purchase events in the page's data layer. */
const purchases = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => entry['event'] === 'purchase')
      .map((entry) => String((entry['ecommerce'] as { transaction_id?: unknown }).transaction_id)),
  );

/** Types a card into the stand-in's Payment Element (Stripe's own labels, in the page language). */
async function fillStripeCard(page: Page, number: string, labels = { number: 'Card number' }) {
  const element = page.locator('.stripe-stand-in');
  await element.getByRole('textbox', { name: labels.number }).fill(number);
  await element.getByRole('textbox').nth(1).fill('12 / 34');
  await element.getByRole('textbox').nth(2).fill('123');
}

/** The issuer's 3-D Secure page, in the frame Stripe.js shows over the page. */
async function challengeFrame(page: Page): Promise<Frame> {
  const frame = page.frameLocator('iframe[title="3D Secure"]');
  await frame.getByRole('heading', { name: '3D Secure 2 test page' }).waitFor({ timeout: 30_000 });
  const handle = await page.locator('iframe[title="3D Secure"]').elementHandle();
  return (await handle!.contentFrame())!;
}

async function keepScreenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

describe('Stripe in the browser', () => {
  it('a guest is declined, then pays through a 3-D Secure challenge; one purchase, also after a reload', async () => {
    const { page, context, blocked } = await shopper();
    const base = journey.stack.baseUrl;
    await addToCart(page, base, `/sg${CANDLE}`, en.addToCart);
    await throughShipping(page, `${base}/sg`, en, true);
    // Stripe's element, not the built-in card form: no expiry field of ours.
    expect(await page.getByRole('textbox', { name: en.expiry, exact: true }).count()).toBe(0);

    await fillStripeCard(page, STRIPE_CARDS.declined);
    await payButton(page, en).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .waitFor({ timeout: 30_000 });
    expect(stripe!.problems()).toEqual([]);

    await fillStripeCard(page, STRIPE_CARDS.threeDSecure);
    await payButton(page, en).click();
    const challenge = await challengeFrame(page);
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();

    const number = await confirmedOrderNumber(page, en);
    await expect.poll(() => purchases(page)).toEqual([number]);
    // Stripe charged this order's total once: one succeeded intent, after the declined one.
    const intents = (await stripe!.intents()).filter((i) => i.metadata['order_id']);
    expect(intents.map((i) => i.status).sort()).toEqual(['requires_payment_method', 'succeeded']);

    await page.reload();
    expect(await confirmedOrderNumber(page, en)).toBe(number);
    expect(await purchases(page)).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('a member fails the 3-D Secure challenge, is told so, and pays the workshop booking with another card', async () => {
    const { page, context, blocked } = await shopper();
    const base = journey.stack.baseUrl;
    await logIn(page, `${base}/sg`, en, 'gold@atelier.test');
    await page.goto(`${base}/sg/perfume-workshop`);
    await page.getByRole('link', { name: 'Book Perfume Creation Atelier' }).click();
    await page.waitForURL(/\/sg\/workshop\?service=PCA/);
    // Not today (a slot may have started): the second open day offered, its 10:30 slot.
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
    await page
      .getByRole('group', { name: 'Time' })
      .getByRole('button', { name: /^10:30\b/ })
      .click();
    const phone = page.getByRole('textbox', { name: en.phone, exact: true });
    if ((await phone.inputValue()) === '') await phone.fill('+65 9123 4567');
    await page.getByRole('button', { name: 'Book and pay' }).click();
    await page.waitForURL(/workshop\?booking=[0-9a-f-]{36}/);
    const bookingId = new URL(page.url()).searchParams.get('booking')!;

    await fillStripeCard(page, STRIPE_CARDS.threeDSecure);
    await page.getByRole('button', { name: /^Pay S\$/ }).click();
    const challenge = await challengeFrame(page);
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'We are unable to authenticate your payment method.' })
      .waitFor({ timeout: 30_000 });
    expect(await purchases(page)).toEqual([]);

    await fillStripeCard(page, STRIPE_CARDS.visa);
    await page.getByRole('button', { name: /^Pay S\$/ }).click();
    await page.getByRole('heading', { name: 'Your workshop is booked' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => purchases(page)).toEqual([bookingId]);
    await page.reload();
    await page.getByRole('heading', { name: 'Your workshop is booked' }).waitFor({ timeout: 30_000 });
    expect(await purchases(page)).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('a gift card is paid on the pay page with the Payment Element', async () => {
    const { page, context, blocked } = await shopper();
    const base = journey.stack.baseUrl;
    await page.goto(`${base}/sg/gift-cards`);
    await page.getByRole('group', { name: 'Card value' }).getByRole('radio', { name: 'S$50.00' }).check();
    await page.getByRole('textbox', { name: "Recipient's name" }).fill('Wei');
    await page.getByRole('textbox', { name: "Recipient's e-mail" }).fill('wei.lim@example.com');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mei');
    await page.getByRole('textbox', { name: /^Your e-mail/ }).fill('mei.tan@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Pay for your order', level: 1 }).waitFor();

    await fillStripeCard(page, STRIPE_CARDS.visa);
    await payButton(page, en).click();
    const number = await confirmedOrderNumber(page, en);
    await expect.poll(() => purchases(page)).toEqual([number]);
    const paid = (await stripe!.intents()).filter((i) => i.status === 'succeeded' && i.amount === 5000);
    expect(paid.length).toBeGreaterThan(0);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', en, 'Card number'],
    ['ar', { ...checkoutLabels.ar, address: en.address } satisfies CheckoutLabels, 'رقم البطاقة'],
  ] as const)('the payment step fits a 390 px phone in %s', async (language, labels, cardLabel) => {
    const { page, context } = await shopper(390);
    const at = `${journey.stack.baseUrl}/sg${language === 'en' ? '' : `/${language}`}`;
    await addToCart(
      page,
      journey.stack.baseUrl,
      `/sg${language === 'en' ? '' : `/${language}`}${CANDLE}`,
      labels.addToCart,
    );
    await throughShipping(page, at, labels, true);
    await page.locator('.stripe-stand-in').getByRole('textbox', { name: cardLabel }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.locator('.stripe-stand-in').scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await keepScreenshot(page, `stripe-payment-step-${language}-390`);
    await context.close();
  });
});
