// Console partners (issue 24): an origin the editor adds in the console frames the embed from the
// next page load, and removing it stops that. A partner site on a free port serves acme's page at
// http://localhost:PORT, an origin acme does not allow (its seed allows http://localhost:4000 and
// its https sites); loopback http is the one http the console and the server accept.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, expectScreenClean, signInToConsole } from './support/console';
import { useJourney } from './support/journey';
import { partnerPage, type PartnerRecord } from './support/partner-page';
import { startPartnerSite, type PartnerSite } from './support/partner-site';
import { takeQuiz } from './support/scent-quiz';

const journey = useJourney();
let site: PartnerSite;
// How long an event that must never come is given to come anyway (as in embed.e2e.ts).
const NEVER_MS = 1_000;

beforeAll(async () => {
  site = await startPartnerSite(0, (url) =>
    url.pathname === '/' ? partnerPage({ storeOrigin: journey.stack.baseUrl }) : null,
  );
});
afterAll(() => site?.stop());

type PartnerWindow = Window & { partner: PartnerRecord };
const eventsOf = (page: Page, type: string) =>
  page.evaluate(
    (t) => (window as unknown as PartnerWindow).partner.events.filter((e) => e.type === t).length,
    type,
  );
/** Until the partner page's own script has heard `type` from the element. */
const heard = (page: Page, type: string, timeout?: number) =>
  page.waitForFunction(
    (t) => (window as unknown as PartnerWindow).partner.events.some((e) => e.type === t),
    type,
    timeout === undefined ? undefined : { timeout },
  );

/** The partner page in a fresh context; resolves once our widget page's answer has come. */
async function openPartnerPage(context: BrowserContext) {
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors/.test(m.text()) && m.text().includes(journey.stack.baseUrl)) refusals.push(m.text());
  });
  const widget = page.waitForResponse((r) => r.url().startsWith(`${journey.stack.baseUrl}/embed/v1/quiz?`));
  await page.goto(`${site.origin('localhost')}/`);
  const policy = (await widget).headers()['content-security-policy'] ?? '';
  const ancestors = /frame-ancestors ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  return { page, refusals, ancestors };
}

/** The page is refused: Chromium blocks the frame, and no 'ready' comes within NEVER_MS. */
async function expectRefused(context: BrowserContext, origin: string) {
  const { page, refusals, ancestors } = await openPartnerPage(context);
  expect(ancestors).not.toContain(origin);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  await expect(heard(page, 'ready', NEVER_MS)).rejects.toThrow(/Timeout/);
  expect(await eventsOf(page, 'ready')).toBe(0);
  expect(page.frames().some((f) => f.url().startsWith(`${journey.stack.baseUrl}/embed/`))).toBe(false);
  await page.close();
}

/** Saves the partner form and waits for the server's 200. */
async function save(admin: Page) {
  const saved = admin.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === '/api/admin/partners/acme/',
  );
  await admin.getByRole('button', { name: 'Save partner' }).click();
  expect((await saved).status()).toBe(200);
  await admin.getByText('Saved. The embed uses it from the next page load.').waitFor();
}

describe('console partners', () => {
  it('an origin the editor adds frames the quiz on that origin; removing it stops that', async () => {
    const origin = site.origin('localhost');
    const context = await journey.browser.newContext();
    // Before: acme does not allow this origin, so its page cannot frame the quiz.
    await expectRefused(context, origin);

    const admin = await journey.newPage();
    await admin.setViewportSize({ width: 1440, height: 900 });
    await signInToConsole(admin, journey.stack.baseUrl, DEMO_STAFF.editor);
    await admin.locator('.admin-sidebar').getByRole('link', { name: 'Partners', exact: true }).click();
    await admin.getByRole('link', { name: 'Acme Hotels' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Acme Hotels' }).waitFor();
    await admin.getByLabel('New origin').fill(`${origin}/`);
    await admin.getByRole('button', { name: 'Add origin' }).click();
    const listed = admin.getByRole('list', { name: 'Allowed origins' });
    // Kept as an origin (the trailing slash dropped), with its own remove button.
    await listed.getByText(origin, { exact: true }).waitFor();
    await expectScreenClean(admin, 'partner form with the new origin');
    await save(admin);

    // After: the same page frames the quiz, which says it is ready, and the shopper takes it.
    const { page, ancestors } = await openPartnerPage(context);
    expect(ancestors).toContain(origin);
    await heard(page, 'ready');
    const frame = page.frameLocator('scent-quiz iframe');
    const steps = await takeQuiz(frame);
    expect(steps[0]).toMatch(/^Question 1 of \d+$/);
    await heard(page, 'outcome');
    expect(await page.evaluate(() => (window as unknown as PartnerWindow).partner.violations)).toEqual([]);
    await page.close();

    // The editor removes it again: from the next load the page is refused.
    await admin.getByRole('button', { name: `Remove ${origin}` }).click();
    expect(await listed.getByText(origin, { exact: true }).count()).toBe(0);
    await save(admin);
    await expectRefused(context, origin);

    // An http origin that is not this machine stays refused in the form, before anything is sent.
    await admin.getByLabel('New origin').fill('http://partner.example');
    await admin.getByRole('button', { name: 'Add origin' }).click();
    await admin
      .getByText(
        'Give an https origin such as https://www.partner.example (no path), or for local development http://localhost or http://127.0.0.1 with a port if any.',
      )
      .waitFor();
    expect(await listed.getByText('http://partner.example', { exact: true }).count()).toBe(0);

    await admin.close();
    await context.close();
  });
});
