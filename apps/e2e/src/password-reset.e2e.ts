// Issue 22 point 4: a member who forgot the password asks for a link from the login page, reads it
// in the e-mail, chooses a new password, is logged out everywhere, logs in with the new one, and the
// link does not work twice; an unknown address gets the very same answer. Then the member edits the
// profile and is told, at the field, that another account's address "already exists". Real Chromium,
// the real stack and a real SMTP mailbox.
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useJourney } from './support/journey';
import { createMailbox } from './support/mailbox';

const mailbox = createMailbox();
const journey = useJourney(() => mailbox.start());
afterAll(() => mailbox.stop());

const OLD_PASSWORD = 'Jasmine-and-oud-2026';
const NEW_PASSWORD = 'Vetiver-amber-evening-27';
/** The seeded demo members' password. */
const DEMO_PASSWORD = 'Scents2026!';

/** SCREENSHOTS=<folder> keeps pictures of the pages at a phone's and a desktop's width. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function register(email: string) {
  const res = await fetch(`${journey.stack.baseUrl}/api/users/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-country': 'sg', 'accept-language': 'en' },
    body: JSON.stringify({ email, password: OLD_PASSWORD, first_name: 'Mei', last_name: 'Tan' }),
  });
  expect(res.status).toBe(202);
}

async function askForLink(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Forgot your password?' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await page
    .getByText(
      `If an account exists for ${email}, we have sent it a link to choose a new password. The link works once and for 1 hour.`,
    )
    .waitFor();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${journey.stack.baseUrl}/sg/login`);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('password reset by e-mail', () => {
  it('a member resets a forgotten password with the e-mailed link, once', async () => {
    const email = `mei.${randomBytes(4).toString('hex')}@example.com`;
    await register(email);

    const page = await journey.newPage();
    await page.goto(`${journey.stack.baseUrl}/sg/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await screenshot(page, 'reset-request-en');
    await askForLink(page, email);
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await mailbox.waitFor(email, /Choose a new password/);
    const link = /https?:\/\/\S+\/sg\/password-reset#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith(journey.stack.baseUrl)).toBe(true);

    await page.goto(link!);
    const choose = page.getByRole('form', { name: 'Choose a new password' });
    await choose.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await choose.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await screenshot(page, 'reset-choose-en');
    await choose.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password was changed. Log in with your new password.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The old password no longer works; the new one does.
    await logIn(page, email, OLD_PASSWORD);
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    await logIn(page, email, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Account' }).waitFor();

    // The same link a second time: spent, with a way to ask for a new one.
    await page.goto(link!);
    await choose.getByLabel('New password', { exact: true }).fill('Another-fine-phrase-42');
    await choose.getByLabel('Confirm new password').fill('Another-fine-phrase-42');
    await choose.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This link has already been used or is not valid. Ask for a new one.').waitFor();
    await page.close();
  });

  it('an unknown address reads the same answer, in Arabic too, and gets no e-mail', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.stack.baseUrl}/ae/ar/password-reset`);
    const form = page.getByRole('form', { name: 'نسيت كلمة المرور؟' });
    await form.waitFor();
    await screenshot(page, 'reset-request-ar');
    await form.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('nobody.here@example.com');
    await form.getByRole('button', { name: 'أرسل الرابط' }).click();
    await page.getByText(/nobody\.here@example\.com/).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect(mailbox.waitFor('nobody.here@example.com', /./, 6_000)).rejects.toThrow(/no e-mail/);
    await page.close();
  });

  it('a member editing the profile is told another account’s address already exists', async () => {
    const page = await journey.newPage();
    await logIn(page, 'silver@atelier.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.goto(`${journey.stack.baseUrl}/sg/account`);
    const details = page.getByRole('region', { name: 'Your details' });
    await details.getByRole('button', { name: 'Edit your details' }).click();
    const form = details.getByRole('form', { name: 'Edit your details' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill('gold@atelier.test');
    await form.getByLabel('Current password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('The email already exists').waitFor();
    expect(await form.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'profile-409-en');

    // The same form in Arabic, right to left.
    await page.goto(`${journey.stack.baseUrl}/ae/ar/account`);
    await page
      .getByRole('region', { name: 'بياناتك' })
      .getByRole('button', { name: 'تعديل بياناتك' })
      .click();
    await page.getByRole('form', { name: 'تعديل بياناتك' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'profile-ar');
    await page.close();
  });
});
