// Issue "Shop": a shopper in Singapore (English, S$) and one in Vietnam (Vietnamese, ₫) build a cart of
// three product types in real Chromium against the real stack, change a quantity, apply a code,
// reload, and see the same cart and correct totals in their currency.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { addToCart, totalsRow } from './support/shop';
import { useJourney } from './support/journey';

const journey = useJourney();
const { newPage } = journey;

interface Shopper {
  locale: string;
  addLabel: string;
  cartHeading: RegExp;
  increase: (name: string) => string;
  promoLabel: string;
  applyLabel: string;
  totalsTable: string;
  totalLabel: string;
  discountLabel: RegExp;
  names: { candle: RegExp; reed: RegExp; car: RegExp };
  expected: { subtotal: string; discount: string; total: string; candleLine: string };
  miniCart3: string;
  summaryToggle: string;
}

const singapore: Shopper = {
  locale: '/sg/en',
  addLabel: 'Add to cart',
  cartHeading: /cart/i,
  increase: (name) => `Increase quantity of ${name}`,
  promoLabel: 'Promo code',
  applyLabel: 'Apply',
  totalsTable: 'Cart totals',
  totalLabel: 'Total',
  discountLabel: /Discount/,
  names: { candle: /Kaya Toast/, reed: /Botanic Garden/, car: /Sea Breeze/ },
  // 2 × S$48 + S$52 + S$32 = S$180; WELCOME10 takes 10%.
  expected: { subtotal: 'S$180.00', discount: '-S$18.00', total: 'S$162.00', candleLine: 'S$96.00' },
  miniCart3: 'Cart, 4 items',
  summaryToggle: 'Show cart summary',
};

const vietnam: Shopper = {
  locale: '/vn/vi',
  addLabel: 'Thêm vào giỏ',
  cartHeading: /giỏ/i,
  increase: (name) => `Tăng số lượng ${name}`,
  promoLabel: 'Mã khuyến mãi',
  applyLabel: 'Áp dụng',
  totalsTable: 'Tổng giỏ hàng',
  totalLabel: 'Tổng cộng',
  discountLabel: /Giảm giá/,
  names: { candle: /Nến Bánh mì Kaya|Kaya/, reed: /Vườn Bách Thảo/, car: /Gió Biển/ },
  // 2 × 930.000₫ + 1.010.000₫ + 620.000₫ = 3.490.000₫; 10% off = 349.000₫.
  expected: { subtotal: '3.490.000₫', discount: '-349.000₫', total: '3.141.000₫', candleLine: '1.860.000₫' },
  miniCart3: 'Giỏ hàng, 4 sản phẩm',
  summaryToggle: 'Xem tóm tắt giỏ hàng',
};

async function lineName(page: Page, pattern: RegExp): Promise<string> {
  const heading = page.getByRole('main').getByText(pattern).first();
  return (await heading.innerText()).trim();
}

describe.each([
  ['Singapore, English', singapore],
  ['Vietnam, Vietnamese', vietnam],
])('a shopper in %s', (_name, s) => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage();
  });
  afterAll(() => page.close());

  it('adds three different product types', async () => {
    await addToCart(
      page,
      journey.stack.baseUrl,
      `${s.locale}/product/single-candle/kaya-toast-candle`,
      s.addLabel,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await addToCart(
      page,
      journey.stack.baseUrl,
      `${s.locale}/product/reed_diffuser/botanic-garden-reed-diffuser`,
      s.addLabel,
    );
    await addToCart(
      page,
      journey.stack.baseUrl,
      `${s.locale}/product/car_diffuser/sea-breeze-car-diffuser`,
      s.addLabel,
    );
    expect(await page.evaluate(() => localStorage.getItem('basketId'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('changes a quantity and applies a code, and sees the totals in their currency', async () => {
    await page.goto(`${journey.stack.baseUrl}${s.locale}/cart`);
    const candle = await lineName(page, s.names.candle);
    await page.getByRole('button', { name: s.increase(candle) }).click();
    await page.waitForFunction(
      (expected) => document.body.innerText.includes(expected),
      s.expected.candleLine,
    );
    await page.getByRole('textbox', { name: s.promoLabel, exact: true }).fill('WELCOME10');
    await page.getByRole('button', { name: s.applyLabel, exact: true }).click();
    await page.getByRole('row').filter({ hasText: s.discountLabel }).first().waitFor();

    expect(await totalsRow(page, s.totalsTable, s.discountLabel)).toBe(s.expected.discount);
    expect(await totalsRow(page, s.totalsTable, new RegExp(`^${s.totalLabel}`))).toBe(s.expected.total);
    expect(await page.getByRole('link', { name: s.miniCart3 }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reloads and sees the same cart and totals', async () => {
    const basketId = await page.evaluate(() => localStorage.getItem('basketId'));
    await page.reload();
    await page.getByRole('table', { name: s.totalsTable }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('basketId'))).toBe(basketId);
    for (const name of Object.values(s.names))
      expect(await page.getByRole('main').getByText(name).count()).toBeGreaterThan(0);
    expect(await totalsRow(page, s.totalsTable, new RegExp(`^${s.totalLabel}`))).toBe(s.expected.total);
    expect(await page.getByRole('main').innerText()).toContain(s.expected.subtotal);

    // The header's mini cart shows the same total without leaving the page.
    const toggle = page.getByRole('button', { name: s.summaryToggle });
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    // The panel's content is a chunk of its own: "Loading your cart…" until it has arrived.
    await panel.getByRole('list').waitFor();
    expect(await panel.innerText()).toContain(s.expected.total);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the Singapore cart', () => {
  it('survives a language switch and a login (the guest cart moves into the member cart)', async () => {
    const page = await newPage();
    await addToCart(
      page,
      journey.stack.baseUrl,
      '/sg/en/product/oil_burner/ceramic-oil-burner',
      'Add to cart',
    );
    await addToCart(
      page,
      journey.stack.baseUrl,
      '/sg/en/product/perfume_oil/orchid-perfume-oil',
      'Add to cart',
    );
    await page.goto(`${journey.stack.baseUrl}/sg/en/cart`);
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    const guestCart = await page.evaluate(() => localStorage.getItem('basketId'));

    // Switch to Chinese with the switcher in the header's menu: same page, same cart, now in Chinese.
    await page.getByRole('button', { name: /^Country and language/ }).click();
    const switcher = page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('form', { name: 'Country and language' });
    await switcher.getByRole('combobox', { name: 'Language' }).selectOption('zh-hans');
    await switcher.getByRole('button', { name: 'Change' }).click();
    await page.waitForURL(/\/sg\/zh-hans\/cart$/);
    await page.getByRole('link', { name: '购物车，2 件商品' }).waitFor();
    expect(await totalsRow(page, '购物车合计', /^总计/)).toBe('S$87.00');
    expect(await page.evaluate(() => localStorage.getItem('basketId'))).toBe(guestCart);

    // Log in: the two guest items are now in the member's cart.
    await page.goto(`${journey.stack.baseUrl}/sg/en/login`);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('silver@atelier.test');
    await page.getByLabel('Password').fill('Scents2026!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await page.goto(`${journey.stack.baseUrl}/sg/en/cart`);
    expect(await totalsRow(page, 'Cart totals', /^Total/)).toBe('S$87.00');

    // The cart now belongs to the account: on another device, logging in brings it back.
    const otherDevice = await newPage();
    await otherDevice.goto(`${journey.stack.baseUrl}/sg/en/login`);
    await otherDevice.getByRole('textbox', { name: 'E-mail', exact: true }).fill('silver@atelier.test');
    await otherDevice.getByLabel('Password').fill('Scents2026!');
    await otherDevice.getByRole('button', { name: 'Log in', exact: true }).click();
    await otherDevice.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await otherDevice.close();
    await page.close();
  });
});

describe('an out-of-stock product', () => {
  it('takes a notify-me address', async () => {
    const page = await newPage();
    await page.goto(`${journey.stack.baseUrl}/sg/en/product/holder/terrazzo-candle-holder`);
    const form = page.getByRole('form', { name: 'Get an e-mail when it is back' });
    await form.waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart', exact: true }).count()).toBe(0);
    await form.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText('Enter an e-mail address like name@example.com.').first().waitFor();
    await form.getByRole('textbox', { name: 'E-mail' }).fill('shopper@example.com');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await page
      .getByText('Thank you. We will e-mail shopper@example.com as soon as it is back in stock.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('a tap before the page can answer', () => {
  it('adds the perfume once the page’s code runs, not never', async () => {
    // Under the server's CSP (the journeys' tabs bypass it): it allows the holding script by its hash.
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The store's code is held back (a slow phone) until the shopper has tapped, then let through.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto(`${journey.stack.baseUrl}/sg/en/product/single-candle/kaya-toast-candle`, {
      waitUntil: 'commit',
    });
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    release();

    // The tap was held, then handed to the button: confirmed on screen, one item in the cart.
    await page.getByRole('status').filter({ hasText: /×/ }).first().waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
