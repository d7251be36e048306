// Issue 9 (abuse), registration without user enumeration: a new shopper creates an account and is
// logged in with the password they chose, and gets the "account is ready" e-mail; someone who
// registers a member's address with another password is logged in to nothing, reads the same
// neutral message either way, and the member gets "someone tried" e-mail. Real Chromium, real
// stack, a real SMTP mailbox.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useJourney } from './support/journey';
import { createMailbox } from './support/mailbox';

const mailbox = createMailbox();
const journey = useJourney(() => mailbox.start());
afterAll(() => mailbox.stop());

async function register(page: Page, email: string, password: string) {
  await page.goto(`${journey.stack.baseUrl}/sg/register`);
  await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
  await page.getByRole('textbox', { name: 'First name' }).fill('Mei');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Tan');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

describe('registration', () => {
  it('a new shopper creates an account, is logged in and gets the e-mail', async () => {
    const email = `mei.${randomBytes(4).toString('hex')}@example.com`;
    const page = await journey.newPage();
    await register(page, email, 'Jasmine-2026');
    await page.getByText('Welcome, Mei. Your account is ready.').waitFor();
    expect(await storedToken(page)).toBeTruthy();
    // The welcome toast may show a moment before the page moves on to the shop's home.
    await page.waitForURL((url) => url.pathname === '/sg');
    const mail = await mailbox.waitFor(email, /has been created/);
    expect(mail.text).toContain(`Your account for ${email} has been created.`);
    await page.close();
  });

  it('a member’s address registered again logs nobody in, says nothing of the account, and warns the member', async () => {
    const page = await journey.newPage();
    await register(page, 'silver@atelier.test', 'Someone-else-2026');
    await page
      .getByText(
        'Thank you. We have sent an e-mail to silver@atelier.test. If you already have an account with this address, please log in instead.',
      )
      .waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/sg/register');
    expect(await seriousViolations(page)).toEqual([]);
    const mail = await mailbox.waitFor(
      'silver@atelier.test',
      /You already have an account with this address/,
    );
    expect(mail.text).toContain('nothing was created and nothing has changed');
    await page.close();
  });
});
