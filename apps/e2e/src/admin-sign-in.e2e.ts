// The operator console's door (issue 24): the demo owner signs in at /admin/, sees the console and
// opens the audit log, at 1440 and 390 px, in English and in Arabic (right to left), with axe finding
// nothing serious on any screen and nothing wider than a phone; the demo editor is not offered
// Orders and is refused them; the console runs under its own strict CSP without a violation; and the
// store's and business area's pages load nothing of it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useJourney } from './support/journey';
import { sidewaysOverflow } from './support/layout';

const journey = useJourney();

/** The demo password of every seeded account, staff included (README). */
const DEMO_PASSWORD = 'Scents2026!';
const OWNER = 'owner@atelier.test';
const EDITOR = 'editor@atelier.test';

async function signIn(page: Page, email: string) {
  await page.goto(`${journey.stack.baseUrl}/admin/`);
  await page.getByRole('heading', { level: 1, name: 'Sign in to the console' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
}

/** The section links as the screen offers them: the side column, or the drawer on a phone. */
async function openSections(page: Page, phone: boolean, menu = 'Menu') {
  if (phone) await page.getByRole('button', { name: menu }).click();
  return phone ? page.getByRole('dialog') : page.locator('.admin-sidebar');
}

/** axe and sideways overflow on the screen as it is now. */
async function checkScreen(page: Page, what: string) {
  expect(await seriousViolations(page), `axe: ${what}`).toEqual([]);
  expect(await sidewaysOverflow(page), `overflow: ${what}`).toEqual([]);
}

describe('console sign-in', () => {
  it.each([
    ['1440 px', 1440, false],
    ['390 px', 390, true],
  ])(
    'the demo owner signs in, sees the console and opens the audit log, in English and Arabic (%s)',
    async (_name, width, phone) => {
      const page = await journey.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${journey.stack.baseUrl}/admin/`);
      await page.getByRole('heading', { level: 1, name: 'Sign in to the console' }).waitFor();
      await checkScreen(page, `sign-in ${width}`);

      await signIn(page, OWNER);
      expect(page.url()).toMatch(/\/admin\/?$/);
      await checkScreen(page, `home ${width}`);
      let sections = await openSections(page, phone);
      const nav = sections.getByRole('navigation', { name: 'Sections' });
      for (const name of ['Orders', 'Catalogue', 'Pages', 'Staff', 'Audit log'])
        expect(await nav.getByRole('link', { name, exact: true }).count(), name).toBe(1);
      expect(await sections.getByText(`Signed in as ${OWNER}`).count()).toBe(1);
      expect(await sections.getByText('Owner', { exact: true }).count()).toBe(1);
      if (phone) await checkScreen(page, 'the menu drawer at 390');

      await nav.getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await page.waitForURL(/\/admin\/audit-log$/);
      // Either the entries or the empty log: both are the screen working.
      await page
        .getByRole('table', { name: 'Changes, newest first' })
        .or(page.getByRole('heading', { name: 'No changes to show' }))
        .waitFor();
      await checkScreen(page, `audit log ${width}`);

      // Arabic: the console's texts, right to left, and the choice kept over a reload.
      sections = await openSections(page, phone);
      await sections.getByLabel('Language').selectOption('ar');
      await page.getByRole('heading', { level: 1, name: 'سجل التغييرات' }).waitFor();
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ar', 'rtl']);
      if (phone) await page.getByRole('button', { name: 'إغلاق القائمة' }).click();
      await checkScreen(page, `audit log ar ${width}`);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'سجل التغييرات' }).waitFor();
      await page.goto(`${journey.stack.baseUrl}/admin/`);
      await page.getByRole('heading', { level: 1, name: 'أهلًا بك' }).waitFor();
      await checkScreen(page, `home ar ${width}`);

      // Signing out ends the session: the console's screens lead to sign-in, in Arabic.
      sections = await openSections(page, phone, 'القائمة');
      await sections.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى لوحة الإدارة' }).waitFor();
      await checkScreen(page, `sign-in ar ${width}`);
      await page.goto(`${journey.stack.baseUrl}/admin/audit-log`);
      await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى لوحة الإدارة' }).waitFor();
      expect(new URL(page.url()).searchParams.get('next')).toBe('/audit-log');
      await page.close();
    },
  );

  it('the demo editor is offered pages and partners, not orders, and is refused the orders screen', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, EDITOR);
    const nav = page.locator('.admin-sidebar').getByRole('navigation', { name: 'Sections' });
    const offered = await nav.getByRole('link').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Home', 'Pages', 'Partners']));
    for (const name of ['Orders', 'Catalogue', 'Staff', 'Audit log']) expect(offered).not.toContain(name);
    expect(await page.getByRole('link', { name: 'Orders' }).count()).toBe(0);
    await page.goto(`${journey.stack.baseUrl}/admin/orders`);
    await page.getByRole('heading', { level: 1, name: 'Your role cannot do this' }).waitFor();
    // The server agrees: orders and the owner's audit log answer the editor 403.
    const refused = await page.evaluate(async () =>
      Promise.all(
        ['/api/admin/orders/', '/api/admin/audit-log/'].map(async (path) => (await fetch(path)).status),
      ),
    );
    expect(refused).toEqual([403, 403]);
    await checkScreen(page, 'forbidden screen');
    await page.close();
  });

  it('runs under its own strict policy without a single violation', async () => {
    // A page that keeps the server's CSP (the journey's pages bypass it for axe's inline script).
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Content Security Policy|Trusted(HTML|Script|Type)/i.test(message.text())
      )
        violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    const answer = await page.goto(`${journey.stack.baseUrl}/admin/`);
    const headers = answer!.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await page.getByLabel('E-mail').fill(OWNER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await page.getByRole('link', { name: 'Staff', exact: true }).first().click();
    await page.getByRole('table', { name: 'Staff accounts' }).waitFor();
    await page.getByRole('link', { name: 'Audit log' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    expect(violations).toEqual([]);
    // The session cookie is the server's alone: scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('atelier_staff');
    await context.close();
  });

  it('the store and the business area load nothing of the console', async () => {
    for (const path of ['/sg/', '/ae/ar/all-perfumes', '/sg/en/business-scenting']) {
      const html = await (await fetch(`${journey.stack.baseUrl}${path}`)).text();
      expect(html, path).not.toMatch(/\/admin\//);
      const files = [...html.matchAll(/(?:src|href)="(\/(?:business\/)?assets\/[^"]+\.(?:js|css))"/g)].map(
        (match) => match[1]!,
      );
      expect(files.length, path).toBeGreaterThan(0);
      for (const file of files) {
        const code = await (await fetch(`${journey.stack.baseUrl}${file}`)).text();
        expect(code, file).not.toMatch(/\/admin\/|@atelier\/admin/);
      }
    }
    const sitemap = await (await fetch(`${journey.stack.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/admin');
  });
});
