// "Your account" in the console (issue 24 point 2): the demo staff member opens it from the person
// area, turns two-step sign-in on with a code their "app" (the test, RFC 6238 from the key shown)
// computes, signs out, and is then asked for a code on sign-in; at 390 px in Arabic the setup reads
// right to left with the key left to right. axe clean and nothing wider than the screen throughout.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STAFF, expectScreenClean, signInToConsole } from './support/console';
import { useJourney } from './support/journey';
import { totpCode } from './support/totp';

const journey = useJourney();

/** The key as the screen shows it (groups of four), read back as one string. */
async function shownKey(page: Page): Promise<string> {
  const groups = await page.locator('.admin-account-screen__key span').allTextContents();
  return groups.join('');
}

describe('console: your account', () => {
  it('turns two-step sign-in on with a code from the key shown, and sign-in then asks for a code', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToConsole(page, journey.stack.baseUrl, DEMO_STAFF.staff);

    await page.locator('.admin-sidebar').getByRole('link', { name: 'Password and two-step sign-in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    const details = page.getByRole('region', { name: 'Your details' });
    expect(await details.textContent()).toContain(DEMO_STAFF.staff);
    await expectScreenClean(page, 'account 1440');

    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByRole('button', { name: 'Set up the authenticator' }).click();
    const qr = twoStep.getByRole('img', { name: 'QR code to add Atelier Scents to your authenticator app' });
    await qr.waitFor();
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(150);
    const secret = await shownKey(page);
    expect(secret).toMatch(/^[A-Z2-7]{16,64}$/);
    await expectScreenClean(page, 'account setup 1440');

    await twoStep.getByLabel('6-digit code').fill(totpCode(secret, new Date()));
    await twoStep.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await twoStep.getByText('Two-step sign-in is on').waitFor();
    await expectScreenClean(page, 'account on 1440');

    await page.locator('.admin-sidebar').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to the console' }).waitFor();
    await page.getByLabel('E-mail').fill(DEMO_STAFF.staff);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    // The next step's code: the server takes ±1 step and never a step at or before the last used.
    await page.getByLabel('6-digit code').fill(totpCode(secret, new Date(Date.now() + 30_000)));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await page.close();
  });

  it('at 390 px in Arabic, the setup reads right to left with the key left to right', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToConsole(page, journey.stack.baseUrl, DEMO_STAFF.editor);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByLabel('Language').selectOption('ar');
    await page.getByRole('dialog').getByRole('link', { name: 'كلمة المرور وتسجيل الدخول بخطوتين' }).click();
    await page.getByRole('heading', { level: 1, name: 'حسابك' }).waitFor();
    await expectScreenClean(page, 'account ar 390');

    const twoStep = page.getByRole('region', { name: 'تسجيل الدخول بخطوتين' });
    await twoStep.getByRole('button', { name: 'إعداد تطبيق المصادقة' }).click();
    await twoStep.getByRole('img').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.locator('.admin-account-screen__key').getAttribute('dir')).toBe('ltr');
    expect(await shownKey(page)).toMatch(/^[A-Z2-7]{16,64}$/);
    await expectScreenClean(page, 'account setup ar 390');
    await page.close();
  });
});
