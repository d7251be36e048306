// Issue "Platform": the shell of both areas in real Chromium against the real stack (built server,
// embedded PGlite in a fresh data folder, seeded on first start). Nothing of ours is mocked.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydrated';
import { useJourney } from './support/journey';

const journey = useJourney();
const { newPage } = journey;

/** Opens a page and records every request, so a test can tell which code an area loaded. */
async function open(path: string): Promise<{ page: Page; requests: string[] }> {
  const page = await newPage();
  const requests: string[] = [];
  page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${journey.stack.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { page, requests };
}

const htmlAttr = (page: Page, name: string) =>
  page.evaluate((n) => document.documentElement.getAttribute(n), name);

describe('platform journeys', () => {
  it('/sg/ shows the home page in English, with no serious accessibility violation', async () => {
    const { page } = await open('/sg/');
    expect(await htmlAttr(page, 'lang')).toBe('en-SG');
    expect(await htmlAttr(page, 'dir')).toBe('ltr');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Perfumes' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.title()).toContain('Atelier Scents');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${journey.stack.baseUrl}/sg`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('/ae/ar/ renders right-to-left in Arabic', async () => {
    const { page } = await open('/ae/ar/');
    expect(await htmlAttr(page, 'dir')).toBe('rtl');
    expect(await htmlAttr(page, 'lang')).toMatch(/^ar/);
    const nav = page.getByRole('navigation').first();
    expect(await nav.innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('/vn/vi/ renders in Vietnamese with the Open Sans class', async () => {
    const { page } = await open('/vn/vi/');
    expect(await htmlAttr(page, 'lang')).toBe('vi-VN');
    expect(await page.evaluate(() => document.documentElement.classList.contains('font-open-sans'))).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Giỏ hàng' }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('/sg/en/business-scenting loads the business area and none of the store code', async () => {
    const { page, requests } = await open('/sg/en/business-scenting');
    await page.getByRole('heading', { level: 1, name: 'Scent marketing for your business' }).waitFor();
    const scripts = requests.filter((p) => p.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((p) => p.startsWith('/business/assets/'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("a product page paints with one stylesheet request: its page's small stylesheets are in the HTML, never fetched again", async () => {
    // A visitor who has answered the consent banner: a first visit also fetches the banner's own
    // stylesheet, after hydration, which is not part of painting the page.
    const page = await newPage();
    await page
      .context()
      .addCookies([{ name: 'cookie_consent', value: 'denied', url: journey.stack.baseUrl }]);
    const requests: string[] = [];
    page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${journey.stack.baseUrl}/sg/en/products/best_seller/amber-oud`);
    await hydrated(page);
    const stylesheets = requests.filter((p) => p.endsWith('.css'));
    const inlined = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(0);
    // One request for the shell's stylesheet; none for the page's own, which are in the HTML.
    expect(stylesheets.filter((p) => /\/assets\/index-[^/]+\.css$/.test(p))).toHaveLength(1);
    expect(stylesheets.filter((p) => inlined.includes(p))).toEqual([]);
    // Anything else is a lazy part's, loaded after the page was drawn: the related products' grid
    // below the fold (not in the first HTML), nothing of the product itself.
    expect(stylesheets.filter((p) => !/\/assets\/index-/.test(p))).not.toContainEqual(
      expect.stringMatching(/\/(product-detail|quantity-stepper|display|filter-group)-/),
    );
    // The quantity stepper's own stylesheet (inlined) lays it out as a row of three.
    const stepper = page.getByRole('spinbutton', { name: 'Quantity' }).locator('..');
    expect(await stepper.evaluate((el) => getComputedStyle(el).display)).toMatch(/flex|grid/);
    await page.close();
  });

  it('/zz9/ shows the helpful not-found page', async () => {
    const page = await newPage();
    const response = await page.goto(`${journey.stack.baseUrl}/zz9/`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    // An unknown page of a real country and language: a 404 too, inside the shop's frame.
    const unknown = await page.goto(`${journey.stack.baseUrl}/sg/en/nope`);
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto(`${journey.stack.baseUrl}/zz9/`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('navigation', { name: 'Our shops' }).getByRole('link').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the page and product images when the shop is reached at another host than PUBLIC_ORIGIN', async () => {
    // PUBLIC_ORIGIN is http://127.0.0.1:{port}; the shopper types localhost. Image URLs are
    // root-relative, so they load from the host the page came from and the CSP allows them.
    const otherHost = journey.stack.baseUrl.replace('127.0.0.1', 'localhost');
    const page = await newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    for (const path of ['/sg/', '/sg/all-perfumes']) {
      await page.goto(`${otherHost}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const images = await page.locator('main img').all();
      expect(images.length).toBeGreaterThan(1);
      for (const image of images) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).host)).toBe(
          new URL(otherHost).host,
        );
      }
    }
    expect(blocked).toEqual([]);
    await page.close();
  });

  it('a member logs in and out through the header', async () => {
    const { page } = await open('/sg/');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong password is refused with a readable message and nothing stored.
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('gold@atelier.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Password').fill('Scents2026!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect(
      await page.evaluate(() =>
        Boolean(localStorage.getItem('token') && localStorage.getItem('refreshToken')),
      ),
    ).toBe(true);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByText('Gold member').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    // "Log out" clears all local storage (SPEC §4).
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.close();
  });
});
