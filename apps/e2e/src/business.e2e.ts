// Issue "The business-scenting area and CMS-driven pages": a business client reads the landing page
// and a success story in English and Arabic (right to left), asks for a quote from a product page,
// and the enquiry is stored and e-mailed to sales (a real SMTP mailbox; the database read after the
// server stops); an editor's draft is refused without the preview token and shown with it. Real
// Chromium, real stack, no mock of our server.
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydrated';
import { useJourney } from './support/journey';
import { createMailbox } from './support/mailbox';

const PREVIEW_TOKEN = 'e2e-preview-token-0123456789';
const SALES = 'sales@atelier.test';
const mailbox = createMailbox();
const journey = useJourney(async () => ({ ...(await mailbox.start()), PREVIEW_TOKEN, SALES_EMAIL: SALES }));
afterAll(() => mailbox.stop());

describe('the business area', () => {
  it('keeps what a client typed into the contact form, and their tap on Send, before its code ran', async () => {
    const page = await journey.newPage();
    // The area's code is held back until the client has typed (a slow phone), then let through.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/business\/assets\/index-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${journey.stack.baseUrl}/sg/business-scenting/contact`, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Company' }).fill('Lumière Hotels');
    // Sent with the other fields empty, still before the code ran (the tap is held until then).
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    release();
    await hydrated(page);

    // Every empty field is named, the company (typed before the tap) is not.
    await page.getByText('Enter your e-mail address.').first().waitFor();
    expect(await page.getByText("Enter your company's name.").count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Company' }).inputValue()).toBe('Lumière Hotels');
  });

  it('reads in English: landing, a success story, and its head for search engines', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.stack.baseUrl}/sg/business-scenting`);
    await page.getByRole('heading', { name: 'Scent marketing for your business', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.title()).toContain('Scent marketing');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBeGreaterThan(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"Organization"'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('navigation').getByRole('link', { name: 'Success stories' }).first().click();
    await page
      .getByRole('link', { name: /The Orchid House Hotel/ })
      .first()
      .click();
    await page
      .getByRole('heading', { name: 'The Orchid House Hotel, Singapore: a lobby guests remember', level: 1 })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reads in Arabic, right to left', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.stack.baseUrl}/ae/ar/business-scenting`);
    await page.getByRole('heading', { name: 'التسويق بالروائح لأعمالك', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^ar\b/);
    await page.getByRole('navigation').getByRole('link', { name: 'قصص النجاح' }).first().click();
    await page
      .getByRole('link', { name: /The Orchid House/ })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a store page’s draft by its slug, as README’s example, only with the preview token', async () => {
    const page = await journey.newPage();
    const draft = `${journey.stack.baseUrl}/sg/en/draft/spring-launch`;
    const missing = await page.goto(draft);
    expect(missing?.status()).toBe(200);
    await page
      .getByText('This preview link has no preview token. Open the preview again from the editor.')
      .waitFor();
    await page.goto(`${draft}?preview_token=${PREVIEW_TOKEN}`);
    await page.getByText('Orchid Rain, coming this spring').waitFor();
    await page.getByText('Draft preview: this page is not published yet.').waitFor();
    await page.close();
  });

  it('shows a draft only with the preview token', async () => {
    const page = await journey.newPage();
    const draft = `${journey.stack.baseUrl}/sg/business-scenting/custom-page/sustainability/draft`;
    await page.goto(draft);
    await page.getByText(/This draft link has no preview token/).waitFor();
    expect(await page.getByText('Scenting responsibly: our 2027 commitments').count()).toBe(0);

    await page.goto(`${draft}?preview_token=not-the-token-at-all`);
    await page.getByText(/The preview token of this link is invalid/).waitFor();

    await page.goto(`${draft}?preview_token=${PREVIEW_TOKEN}`);
    await page
      .getByRole('heading', { name: 'Scenting responsibly: our 2027 commitments', level: 1 })
      .waitFor();
    await page.getByText('Draft preview: this version is not published yet.').waitFor();

    // The published page shows the published version.
    await page.goto(`${journey.stack.baseUrl}/sg/business-scenting/custom-page/sustainability`);
    await page.getByRole('heading', { name: 'Scenting responsibly', level: 1, exact: true }).waitFor();
  });

  it('sends an enquiry from a product page: confirmed on screen, e-mailed to sales, stored', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.stack.baseUrl}/sg/business-scenting/product`);
    // Client navigations from here on: the contact form is rendered by the browser, not typed into
    // before it hydrates.
    await hydrated(page);
    await page
      .getByRole('link', { name: /Atelier Pro 500/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Atelier Pro 500 scent machine', level: 1 }).waitFor();
    await page.getByRole('link', { name: /quote/i }).first().click();
    await page.waitForURL(/\/business-scenting\/contact\?product=/);

    const message = page.getByRole('textbox', { name: 'Message' });
    expect(await message.inputValue()).toContain('Atelier Pro 500');
    await page.getByRole('textbox', { name: 'Company' }).fill('Lumière Hotels');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ana Lim');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ana.lim@lumiere.example');
    await page.getByRole('spinbutton', { name: /Space size/ }).fill('450');
    await message.fill(`${await message.inputValue()} Lobby and two corridors <b>now</b>.`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText('Thank you, Ana Lim.').waitFor();
    await page
      .getByText('We have received your enquiry. Our team replies within two working days.')
      .waitFor();

    const mail = await mailbox.waitFor(SALES, /Lumière Hotels/);
    expect(mail.text).toContain('ana.lim@lumiere.example');
    // What the client typed is text in the HTML part, never markup.
    expect(mail.text).toMatch(/&(#60|lt);b&(#62|gt);now&(#60|lt);\/b&(#62|gt);/);

    // The lead is in the database the server leaves behind, with its outbox e-mail sent.
    await journey.stack.halt();
    const db = new PGlite(join(journey.stack.dataDir, 'pglite'));
    try {
      const leads = await db.query<{ company: string; space_size_sqm: number; country: string }>(
        'select company, space_size_sqm, country from business_leads',
      );
      expect(leads.rows).toEqual([{ company: 'Lumière Hotels', space_size_sqm: 450, country: 'sg' }]);
      const emails = await db.query<{ recipient: string; status: string }>(
        "select recipient, status from outbox_emails where kind = 'business_lead'",
      );
      expect(emails.rows).toEqual([{ recipient: SALES, status: 'sent' }]);
    } finally {
      await db.close();
    }
  });
});
