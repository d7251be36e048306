import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useJourney } from './support/journey';
import { headerHeight, sidewaysOverflow } from './support/layout';
import { checkoutLabels, type CheckoutLabels } from './support/checkout-labels';
import {
  confirmedOrderNumber,
  fillCard,
  GOOD_CARD,
  payButton,
  throughShipping,
} from './support/checkout-steps';
import { addToCart } from './support/shop';

/**
 * Issue 23's phone promise, page kind by page kind, at 320 and 390 px in English and in Arabic
 * (right to left; 360 and 430 px for overflow): nothing sideways (also nothing clipped by a parent), a banner of at most 64 px,
 * the first product of a listing on the first screen, and no serious axe violation (at 390 px).
 */
const journey = useJourney();

const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;

/** Each locale's prefix: English in Singapore, Arabic in the UAE (its default language). */
const LOCALES = { en: '/sg/en', ar: '/ae' } as const;

/** Every page kind a shopper meets, by its path after the locale. */
const PAGES: readonly { kind: string; path: string; business?: boolean }[] = [
  { kind: 'home', path: '/' },
  { kind: 'listing', path: '/all-perfumes' },
  { kind: 'listing (filtered)', path: '/gift?type=gift_bundle&type=single_candle' },
  { kind: 'product', path: '/product/single-candle/kaya-toast-candle' },
  { kind: 'product (perfume oil)', path: '/product/perfume_oil/orchid-perfume-oil' },
  { kind: 'search', path: '/search?q=candle' },
  { kind: 'scent quiz', path: '/scent-quiz' },
  { kind: 'bespoke perfume', path: '/bespoke-perfume' },
  { kind: 'workshops', path: '/perfume-workshop' },
  { kind: 'workshop', path: '/perfume-workshop-detail/PCA' },
  { kind: 'workshop booking', path: '/workshop?service=PCA' },
  { kind: 'gift cards', path: '/gift-cards' },
  { kind: 'CMS page', path: '/faq' },
  { kind: 'log in', path: '/login' },
  { kind: 'register', path: '/register' },
  { kind: 'not found', path: '/no-such-page' },
  { kind: 'business landing', path: '/business-scenting', business: true },
  { kind: 'business contact', path: '/business-scenting/contact', business: true },
];

async function expectPhoneLayout(page: Page, what: string, axe: boolean) {
  expect(await sidewaysOverflow(page), `${what}: nothing sideways`).toEqual([]);
  expect(await headerHeight(page), `${what}: banner height`).toBeLessThanOrEqual(64);
  if (axe) expect(await seriousViolations(page), `${what}: axe`).toEqual([]);
}

/**
 * The phones between and above: the same page at 360 and 430 px (the window resized, as a phone
 * turned or a split screen would) has nothing sideways either; then back to the size it was.
 */
async function fitsBetween(page: Page, what: string, size: { width: number; height: number }) {
  for (const width of [360, 430]) {
    await page.setViewportSize({ width, height: size.height });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await sidewaysOverflow(page), `${what} at ${width}px: nothing sideways`).toEqual([]);
  }
  await page.setViewportSize(size);
}

/** Signs the demo member in; on a phone the account lives in the menu, so the page is the sign. */
async function signIn(page: Page, at: string, l: CheckoutLabels) {
  await page.goto(`${at}/login`);
  await page.getByRole('textbox', { name: l.email, exact: true }).fill('silver@atelier.test');
  await page.getByLabel(l.password, { exact: true }).fill('Scents2026!');
  await page.getByRole('button', { name: l.logIn, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

describe('phone layout', () => {
  for (const [language, prefix] of Object.entries(LOCALES)) {
    it(`every page kind fits a 320, 360, 390 and 430 px phone (${language})`, async () => {
      for (const size of PHONES) {
        const context = await journey.browser.newContext({ viewport: size, bypassCSP: true });
        await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: journey.stack.baseUrl }]);
        const page = await context.newPage();
        for (const { kind, path } of PAGES) {
          await page.goto(`${journey.stack.baseUrl}${prefix}${path === '/' ? '' : path}`, {
            waitUntil: 'networkidle',
          });
          await expectPhoneLayout(page, `${kind} at ${size.width}px (${language})`, size.width === 390);
          if (size.width === 390) await fitsBetween(page, `${kind} (${language})`, size);
          if (kind === 'listing') {
            // Two a row and the first product on the first screen, its picture begun.
            const cards = page.getByRole('list', { name: /./ }).getByRole('article');
            const first = await cards.nth(0).boundingBox();
            const second = await cards.nth(1).boundingBox();
            // Its picture begun on the first screen: at least 120 px of the first card in view.
            expect(first!.y + 120, `${kind} at ${size.width}px: first product on screen one`).toBeLessThan(
              size.height,
            );
            expect(Math.round(second!.y), 'two products a row').toBe(Math.round(first!.y));
          }
        }
        // The bag, then checkout's first step, with something in it.
        await addToCart(
          page,
          journey.stack.baseUrl,
          `${prefix}/product/single-candle/kaya-toast-candle`,
          language === 'en' ? 'Add to cart' : 'أضف إلى السلة',
        );
        for (const kind of ['cart', 'checkout']) {
          await page.goto(`${journey.stack.baseUrl}${prefix}/${kind}`, { waitUntil: 'networkidle' });
          await expectPhoneLayout(page, `${kind} at ${size.width}px (${language})`, size.width === 390);
          if (size.width === 390) await fitsBetween(page, `${kind} (${language})`, size);
        }
        // A member's account: profile and tier, orders, workshop bookings, privacy.
        await signIn(page, `${journey.stack.baseUrl}${prefix}`, checkoutLabels[language as 'en' | 'ar']);
        for (const kind of ['account', 'account/orders', 'account/bookings', 'account/privacy']) {
          await page.goto(`${journey.stack.baseUrl}${prefix}/${kind}`, { waitUntil: 'networkidle' });
          await expectPhoneLayout(page, `${kind} at ${size.width}px (${language})`, size.width === 390);
        }
        await context.close();
      }
    }, 240_000);
  }

  /** What the shopper searches for and finds, per language: the same perfume, Amber Oud. */
  const WALKS = [
    { language: 'en', prefix: '/sg/en', search: 'Search', query: 'amber', name: 'Amber Oud' },
    { language: 'ar', prefix: '/ae', search: 'بحث', query: 'عنبر', name: 'عنبر وعود' },
  ] as const;

  for (const walk of WALKS) {
    it(`lets a shopper on a 390 px phone find, choose and pay for a perfume without sideways scrolling (${walk.language})`, async () => {
      const l = checkoutLabels[walk.language];
      const context = await journey.browser.newContext({ viewport: PHONES[1], bypassCSP: true });
      await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: journey.stack.baseUrl }]);
      const page = await context.newPage();
      const at = `${journey.stack.baseUrl}${walk.prefix}`;
      const fits = async (what: string) => {
        expect(await sidewaysOverflow(page), `${what}: nothing sideways`).toEqual([]);
      };
      // Find: the header's search, then the perfume among the results.
      await page.goto(at, { waitUntil: 'networkidle' });
      await page.getByRole('banner').getByRole('link', { name: walk.search }).click();
      await page.waitForURL(/\/search/);
      const field = page.getByRole('main').getByRole('searchbox').first();
      await field.fill(walk.query);
      await field.press('Enter');
      await page.getByRole('main').getByRole('link', { name: walk.name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: walk.name }).waitFor();
      await fits('product');
      // Choose: Add to cart is on the first screen (sticky at the bottom on a phone).
      const add = page.getByRole('button', { name: l.addToCart, exact: true });
      const box = await add.boundingBox();
      expect(box!.y + box!.height, 'Add to cart on screen one').toBeLessThanOrEqual(PHONES[1].height);
      await add.click();
      await page.getByRole('status').filter({ hasText: /×/ }).first().waitFor();
      // Pay: every step fits the phone, the payment step included.
      await throughShipping(page, at, l, true);
      await fits('payment step');
      await fillCard(page, l, GOOD_CARD);
      await payButton(page, l).click();
      expect(await confirmedOrderNumber(page, l)).toMatch(/^\d{6,}$/);
      await fits('confirmation');
      await context.close();
    }, 120_000);
  }

  it('opens the phone menu as a dialog that keeps focus, closes on Escape and holds the locale choice', async () => {
    const context = await journey.browser.newContext({ viewport: PHONES[1], bypassCSP: true });
    await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: journey.stack.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${journey.stack.baseUrl}/ae`, { waitUntil: 'networkidle' });
    const menuButton = page.getByRole('button', { name: 'القائمة' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'القائمة' });
    await menu.waitFor();
    // Focus stays inside: tabbing round the whole menu never reaches the page behind it (past the
    // last control the browser may pass focus to its own window, the document, and back).
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab');
      const where = await menu.evaluate(
        (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(where, `focus after ${step + 1} tabs`).toBe(true);
    }
    await expect(
      menu.getByRole('form', { name: /./ }).getByRole('combobox').first().isVisible(),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });
});
