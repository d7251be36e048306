// The console's pages end to end (issue 24): the demo editor changes the store's FAQ heading, sees
// the draft in the preview frame while shoppers still get the published page, publishes it (the
// shopper's next load shows it) and unpublishes it (the store's not-found page, a real 404). Then
// a page of the editor's own: "Start a page" (axe at 1440 and 390 px in English and Arabic) makes a
// business-area page, a block is written, previewed and published, and the shopper reads it at its
// business address; a later draft is discarded (the editor shows the published text again) and the
// page unpublished (the business area's not-found page). SCREENSHOTS=<folder> keeps the new form's.
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, expectScreenClean, signInToConsole } from './support/console';
import { useJourney } from './support/journey';

const journey = useJourney();

const STORE_PAGE = '/sg/en/faq';
const NEW_HEADING = 'Your questions, answered';
/** The page the editor starts: `business-spa-week` is served at custom-page/spa-week. */
const BUSINESS_PAGE = '/sg/en/business-scenting/custom-page/spa-week';
const BLOCK_HEADING = 'A calm week at the spa';
const BLOCK_BODY = 'Cedar and white tea in every treatment room.';
const LATER_BODY = 'A draft nobody should see.';

/** The shopper's load of a store or business address: its status and its first heading. */
async function visit(page: Page, path: string): Promise<{ status: number; heading: string }> {
  const response = await page.goto(`${journey.stack.baseUrl}${path}`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return { status: response?.status() ?? 0, heading: (await heading.textContent()) ?? '' };
}

/** The console signed in as the demo editor, on its Pages list. */
async function editorOnPages(): Promise<Page> {
  const page = await journey.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToConsole(page, journey.stack.baseUrl, DEMO_STAFF.editor);
  await page.getByRole('link', { name: 'Pages' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
  return page;
}

/** SCREENSHOTS=<folder> keeps pictures of the part being checked at a phone's and a desktop's width. */
async function screenshot(page: Page, name: string, part = '.admin-pages__new') {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(part).screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The open "Start a page" form is clean for axe and fits, at 1440 and 390 px. */
async function checkNewPageForm(page: Page, language: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectScreenClean(page, `Start a page (${language}) at ${width} px`);
  }
  await screenshot(page, `admin-new-page-${language}`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('console pages', () => {
  it('an editor changes a store page’s heading, previews the draft, publishes it, then takes it off the store', async () => {
    const shopper = await journey.newPage();
    expect(await visit(shopper, STORE_PAGE)).toEqual({ status: 200, heading: 'Frequently Asked Questions' });

    const page = await editorOnPages();
    const search = page.getByRole('search', { name: 'Search pages' });
    await search.getByRole('searchbox', { name: 'Title or slug' }).fill('faq');
    await search.getByLabel('Country').fill('sg');
    await search.getByLabel('Language').selectOption('en');
    await search.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/q=faq/);
    const table = page.getByRole('table', { name: 'CMS pages' });
    await table.getByRole('link', { name: 'Frequently Asked Questions' }).click();
    const title = page.getByLabel('Page title');
    await title.waitFor();
    await title.fill(NEW_HEADING);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved. The preview shows it.').waitFor();

    // The preview frame is the store's draft page, with the new heading.
    const preview = page.frameLocator('iframe.admin-pages__frame');
    await preview.getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor();
    // Shoppers still see the published page.
    expect((await visit(shopper, STORE_PAGE)).heading).toBe('Frequently Asked Questions');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published: the store shows it now.').waitFor();
    expect(await visit(shopper, STORE_PAGE)).toEqual({ status: 200, heading: NEW_HEADING });

    // Unpublish asks first; then the store's address is its not-found page, with a real 404.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('button', { name: 'Unpublish the page' }).click();
    await page.getByText('Unpublished: shoppers no longer see this page.', { exact: false }).waitFor();
    expect(await visit(shopper, STORE_PAGE)).toEqual({ status: 404, heading: 'Page not found' });
    await shopper.getByText('We could not find this page.', { exact: false }).waitFor();
    await shopper.close();
    await page.close();
  });

  it('an editor starts a business page, writes and publishes it, discards a later draft and unpublishes it', async () => {
    const shopper = await journey.newPage();
    expect((await visit(shopper, BUSINESS_PAGE)).status).toBe(404);

    const page = await editorOnPages();
    await page.getByText('Start a page', { exact: true }).click();
    const form = page.getByRole('form', { name: 'Start a page' });
    await form.getByLabel('Area').waitFor();
    await checkNewPageForm(page, 'en');

    await form.getByLabel('Area').selectOption('business');
    await form.getByLabel('Slug').fill('business-spa-week');
    await form.getByLabel('Country', { exact: true }).fill('sg');
    await form.getByLabel('Language', { exact: true }).selectOption('en');
    await form.getByLabel('Page title').fill('Spa week');
    await form.getByRole('button', { name: 'Start the page' }).click();
    await page.waitForURL(/\/admin\/pages\/business-spa-week\/sg\/en$/);
    await page.getByRole('heading', { level: 1, name: 'Spa week' }).waitFor();
    // A new page is a draft: the shopper still gets the not-found page.
    expect((await visit(shopper, BUSINESS_PAGE)).status).toBe(404);

    // A text block, written and saved as the draft; the preview shows it.
    await page.getByLabel('Kind of new block').selectOption('text');
    await page.getByRole('button', { name: 'Add block' }).click();
    const block = page.getByRole('group', { name: /^Block 1: text/ });
    await block.getByLabel('heading').fill(BLOCK_HEADING);
    await block.getByLabel('body').fill(BLOCK_BODY);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved. The preview shows it.').waitFor();
    const preview = page.frameLocator('iframe.admin-pages__frame');
    await preview.getByRole('heading', { level: 2, name: BLOCK_HEADING }).waitFor();
    await preview.getByText(BLOCK_BODY).waitFor();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published: the store shows it now.').waitFor();
    expect(await page.getByRole('link', { name: 'View in the store' }).getAttribute('href')).toBe(
      BUSINESS_PAGE,
    );
    expect(await visit(shopper, BUSINESS_PAGE)).toEqual({ status: 200, heading: 'Spa week' });
    await shopper.getByRole('heading', { level: 2, name: BLOCK_HEADING }).waitFor();
    await shopper.getByText(BLOCK_BODY).waitFor();

    // A later draft, thrown away: the editor shows the published text again, the shop never saw it.
    await page
      .getByRole('group', { name: /^Block 1: text/ })
      .getByLabel('body')
      .fill(LATER_BODY);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved. The preview shows it.').waitFor();
    await page.getByText('You are editing the draft; shoppers still see the published page.').waitFor();
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('button', { name: 'Discard the draft' }).click();
    await page.getByText('Draft discarded: this is the published page again.').waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: /^Block 1: text/ })
          .getByLabel('body')
          .inputValue(),
      )
      .toBe(BLOCK_BODY);
    await page.getByText('This is the published page;', { exact: false }).waitFor();
    await visit(shopper, BUSINESS_PAGE);
    await shopper.getByText(BLOCK_BODY).waitFor();

    // Unpublished: the business address answers the not-found page.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('button', { name: 'Unpublish the page' }).waitFor();
    await screenshot(page, 'admin-page-unpublish-en', '.admin-pages__form');
    await page.getByRole('button', { name: 'Unpublish the page' }).click();
    await page.getByText('Unpublished: shoppers no longer see this page.', { exact: false }).waitFor();
    expect(await visit(shopper, BUSINESS_PAGE)).toEqual({ status: 404, heading: 'Page not found' });
    await shopper.close();

    // The new form in Arabic (right to left), at both widths.
    await page.evaluate(() => localStorage.setItem('atelier-admin-language', 'ar'));
    await page.goto(`${journey.stack.baseUrl}/admin/pages`);
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('.admin-pages__new > summary').click();
    await page.locator('.admin-pages__new-form select').first().waitFor();
    await checkNewPageForm(page, 'ar');
    await page.close();
  });
});
