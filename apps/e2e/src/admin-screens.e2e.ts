// Every console screen is accessible and fits (issue 24): the demo owner opens every section of
// apps/admin/src/app/screens.tsx and, where its list has rows, the first row's screen, at 1440 and
// 390 px, in English and in Arabic (right to left): axe finds nothing serious and nothing is wider
// than the screen. One signed-in context per language; each screen is checked at both widths.
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutLabels } from './support/checkout-labels';
import {
  fillCard,
  GOOD_CARD,
  logIn,
  payButton,
  throughShipping,
  confirmedOrderNumber,
} from './support/checkout-steps';
import { DEMO_STAFF, expectScreenClean, signInToConsole } from './support/console';
import { useJourney } from './support/journey';
import { addToCart } from './support/shop';

const journey = useJourney();

// A fresh stack has no order and no business lead: one of each, so those lists have a first row.
beforeAll(async () => {
  const base = journey.stack.baseUrl;
  const l = checkoutLabels.en;
  const shopper = await journey.newPage();
  await logIn(shopper, `${base}/sg`, l, 'silver@atelier.test');
  await addToCart(shopper, base, '/sg/en/product/single-candle/kaya-toast-candle', l.addToCart);
  await throughShipping(shopper, `${base}/sg`, l, false);
  await fillCard(shopper, l, GOOD_CARD);
  await payButton(shopper, l).click();
  await confirmedOrderNumber(shopper, l);
  await shopper.close();
  const lead = await fetch(`${base}/api/business/leads/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      company: 'Marina Bay Suites',
      name: 'Mei Tan',
      email: 'mei@marinabay.example',
      country: 'sg',
      industry: 'hospitality',
      message: 'A lobby scent for two hotels.',
    }),
  });
  expect(lead.status).toBe(201);
}, 120_000);

/** Every section's path, read from apps/admin/src/app/screens.tsx (the owner may open them all). */
const SECTIONS = [
  ...readFileSync(
    fileURLToPath(new URL('../../admin/src/app/screens.tsx', import.meta.url)),
    'utf8',
  ).matchAll(/\bpath: '([a-z-]+)'/g),
].map((match) => match[1]!);
const WIDTHS = [1440, 390] as const;
/** The console's own "could not be loaded" and "your role cannot do this", in a language. */
function failureTitles(language: string): string[] {
  const file = fileURLToPath(new URL(`../../admin/src/i18n/locales/${language}.json`, import.meta.url));
  const { errors } = JSON.parse(readFileSync(file, 'utf8')) as { errors: Record<string, string> };
  return [errors['failed']!, errors['forbidden']!];
}

/** Until the screen's heading is there and nothing is loading any more. */
async function settled(page: Page) {
  await page
    .locator('h1')
    .first()
    .waitFor()
    .catch(async (error: Error) => {
      const text = await page.locator('body').innerText();
      throw new Error(`${page.url()}: no heading (${error.message.split('\n')[0]}); the page says: ${text}`);
    });
  await page.waitForFunction(
    () => document.querySelectorAll('.admin-loading, [aria-busy="true"]').length === 0,
  );
}

/** axe and overflow on the screen as it is, at each width. */
async function checkAtEachWidth(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectScreenClean(page, `${what} at ${width} px`);
  }
}

describe('every console screen', () => {
  it.each(['en', 'ar'] as const)(
    'is clean for axe and fits 1440 and 390 px (%s)',
    async (language) => {
      const context = await journey.browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInToConsole(page, journey.stack.baseUrl, DEMO_STAFF.owner);
      // The language the console's own picker stores (sign-in journey), read on the next load.
      await page.evaluate((lang) => localStorage.setItem('atelier-admin-language', lang), language);

      expect(SECTIONS).toEqual(expect.arrayContaining(['orders', 'partners', 'audit-log']));
      const opened: string[] = [];
      for (const section of ['', ...SECTIONS]) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`${journey.stack.baseUrl}/admin/${section}`);
        await settled(page);
        expect(
          await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
        ).toEqual(language === 'ar' ? ['ar', 'rtl'] : ['en', 'ltr']);
        for (const failure of failureTitles(language))
          expect(await page.getByText(failure, { exact: true }).count(), `${section}: ${failure}`).toBe(0);
        await checkAtEachWidth(page, `/admin/${section} (${language})`);

        // The first row's own screen, where the list has rows that link to one.
        await page.setViewportSize({ width: 1440, height: 900 });
        const first = page.locator('main table tbody tr').first().getByRole('link').first();
        if (section === '' || (await first.count()) === 0) continue;
        await first.click();
        await page.waitForURL((url) => url.pathname.startsWith(`/admin/${section}/`));
        await settled(page);
        opened.push(new URL(page.url()).pathname);
        await checkAtEachWidth(page, `${new URL(page.url()).pathname} (${language})`);
      }
      // The demo data and the order and lead above give these lists rows: their screens were checked.
      expect(opened.map((path) => path.split('/')[2])).toEqual(
        expect.arrayContaining([
          'orders',
          'customers',
          'leads',
          'gift-cards',
          'catalogue',
          'promos',
          'pages',
          'partners',
        ]),
      );
      await context.close();
      // About 21 screens × 2 widths of axe: a minute on a quiet machine, more on a loaded one.
    },
    240_000,
  );
});
