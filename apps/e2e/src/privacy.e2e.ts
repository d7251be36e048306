// Issue 22 point 19 (PDPA, PIPA, PDPD): no analytics before the visitor's consent, asked once; the
// newsletter's double opt-in and one-click unsubscribe. Real Chromium, the real stack (with a tag
// manager container configured) and a real SMTP mailbox. Google's script is answered by the
// browser's route with an empty script: the journey checks whether it is asked for, not Google.
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrated } from './support/hydrated';
import { useJourney } from './support/journey';
import { createMailbox } from './support/mailbox';

const mailbox = createMailbox();
const journey = useJourney(async () => ({ ...(await mailbox.start()), GTM_ID: 'GTM-E2ETEST' }));
afterAll(() => mailbox.stop());

/** A new visitor's tab whose requests to Google are recorded (and answered with nothing). */
async function visitor(): Promise<{ page: Page; context: BrowserContext; google: Request[] }> {
  const page = await journey.newPage();
  const google: Request[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, async (route) => {
    google.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return { page, context: page.context(), google };
}

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name);

/** The data layer as plain values (consent commands are `arguments` objects). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

describe('analytics consent', () => {
  it('loads no tag manager and writes no campaign cookie before the answer; accepting attributes the landing', async () => {
    const { page, context, google } = await visitor();
    await page.goto(`${journey.stack.baseUrl}/sg/?utm_source=newsletter&utm_campaign=spring`);
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'A note on cookies' });
    await banner.waitFor();
    expect(google).toEqual([]);
    expect(await cookieNames(context)).not.toContain('marketing_params');
    expect(await dataLayer(page)).toEqual([]);

    // A page later, the visitor accepts: the campaign of the landing is kept.
    await page.getByRole('link', { name: 'Perfumes' }).first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(google).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => google.length).toBeGreaterThan(0);
    expect(google[0]!.url()).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'cookie_consent')?.value).toBe('granted');
    expect(decodeURIComponent(cookies.find((c) => c.name === 'marketing_params')?.value ?? '')).toContain(
      'utm_source=newsletter',
    );
    const layer = await dataLayer(page);
    expect(layer.slice(0, 2)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })],
    ]);

    // Asked once: the next page load loads the container at once and shows no banner.
    const before = google.length;
    await page.reload();
    await hydrated(page);
    await expect.poll(() => google.length).toBeGreaterThan(before);
    expect(await page.getByRole('region', { name: 'A note on cookies' }).count()).toBe(0);
    await page.close();
  });

  it('declining sets consent mode denied and writes no tracking cookie, in the page language', async () => {
    const { page, context } = await visitor();
    await page.goto(`${journey.stack.baseUrl}/ae/ar/?utm_source=instagram`);
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'ملاحظة حول ملفات تعريف الارتباط' });
    await banner.getByRole('button', { name: 'رفض' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('denied');
    expect((await cookieNames(context)).filter((name) => /^(_ga|_gid|marketing_params)/.test(name))).toEqual(
      [],
    );
    expect((await dataLayer(page))[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    // "Cookie settings" in the footer asks again.
    await page.getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }).click();
    await banner.waitFor();
    await page.close();
  });
});

describe('newsletter', () => {
  it('subscribes only after the e-mailed link, and unsubscribes with one click (RFC 8058)', async () => {
    const email = `linh.${randomBytes(4).toString('hex')}@example.com`;
    const { page } = await visitor();
    await page.goto(`${journey.stack.baseUrl}/vn/vi/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Từ chối' }).click();
    const form = page.getByRole('form', { name: 'Bản tin' });
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button').click();
    await page
      .getByText(`Sắp xong: chúng tôi đã gửi liên kết xác nhận đến ${email}.`, { exact: false })
      .waitFor();

    const confirmation = await mailbox.waitFor(email, /newsletter\/confirm#token=/);
    const link = /https?:\/\/\S+\/vn\/vi\/newsletter\/confirm#token=[A-Za-z0-9_-]+/.exec(
      confirmation.text,
    )?.[0];
    expect(link).toBeDefined();
    expect(confirmation.text).not.toMatch(/^List-Unsubscribe:/im);
    await page.goto(link!);
    await page.getByText(`Cảm ơn bạn: ${email} đã đăng ký nhận bản tin của chúng tôi.`).waitFor();

    const welcome = await mailbox.waitFor(email, /List-Unsubscribe-Post/);
    expect(welcome.text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
    const oneClick = /^List-Unsubscribe: <(http[^>]+)>/im.exec(welcome.text)?.[1];
    expect(oneClick).toContain('/api/subcribers/unsubscribe/?token=');
    expect(welcome.text).toMatch(/\/vn\/vi\/newsletter\/unsubscribe#token=/);

    // What a mailbox provider sends: a POST, no login, no cookies.
    const res = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(204);
    await page.close();
  });
});
