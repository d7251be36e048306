// The console's pages end to end (issue 24): the demo editor signs in at /admin/, opens the store's
// FAQ page in English for Singapore, changes its heading, saves the draft and sees it in the
// preview frame (the store's draft page) while shoppers still get the published page; publishes it,
// and the shopper's next load of the store's FAQ shows the new heading. axe finds nothing serious
// on the list and the editor, also at 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useJourney } from './support/journey';

const journey = useJourney();

const EDITOR = 'editor@atelier.test';
/** The demo password of every seeded account (README). */
const DEMO_PASSWORD = 'Scents2026!';
const STORE_PAGE = '/sg/en/faq';
const NEW_HEADING = 'Your questions, answered';

async function storeHeading(page: Page): Promise<string> {
  await page.goto(`${journey.stack.baseUrl}${STORE_PAGE}`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

describe('console pages', () => {
  it('an editor changes a store page’s heading, previews the draft, publishes it, and the store shows it', async () => {
    const shopper = await journey.newPage();
    expect(await storeHeading(shopper)).toBe('Frequently Asked Questions');

    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${journey.stack.baseUrl}/admin/`);
    await page.getByLabel('E-mail').fill(EDITOR);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('link', { name: 'Pages' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    const search = page.getByRole('search', { name: 'Search pages' });
    await search.getByRole('searchbox', { name: 'Title or slug' }).fill('faq');
    await search.getByLabel('Country').fill('sg');
    await search.getByLabel('Language').selectOption('en');
    await search.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/q=faq/);
    const table = page.getByRole('table', { name: 'CMS pages' });
    await table.getByRole('link', { name: 'Frequently Asked Questions' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await table.getByRole('link', { name: 'Frequently Asked Questions' }).click();
    const title = page.getByLabel('Page title');
    await title.waitFor();
    await title.fill(NEW_HEADING);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved. The preview shows it.').waitFor();

    // The preview frame is the store's draft page, with the new heading.
    const preview = page.frameLocator('iframe.admin-pages__frame');
    await preview.getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Shoppers still see the published page.
    expect(await storeHeading(shopper)).toBe('Frequently Asked Questions');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: the store shows it now.').waitFor();
    expect(await storeHeading(shopper)).toBe(NEW_HEADING);

    // Usable on a phone: the editor fits 390 px without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shopper.close();
    await page.close();
  });
});
