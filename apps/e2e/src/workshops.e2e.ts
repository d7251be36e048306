// Issue "Workshops, gifts and gift cards", workshops: a gold member books a Perfume Creation Atelier
// place for themself and a guest in Singapore, with the guest discount on the guest's place only,
// pays by card and gets the confirmation page and e-mail; the seats left go down by two on that slot
// only, and the booking is in the account with the cancel option. Real Chromium, real stack, the
// built-in test payment provider and a real SMTP mailbox.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { checkoutLabels } from './support/checkout-labels';
import { fillCard, GOOD_CARD, logIn } from './support/checkout-steps';
import { useJourney } from './support/journey';
import { createMailbox } from './support/mailbox';
import { totalsRow } from './support/shop';

const mailbox = createMailbox();
const journey = useJourney(() => mailbox.start());
afterAll(() => mailbox.stop());
const l = checkoutLabels.en;
const GOLD = 'gold@atelier.test';

/** The slot buttons of the chosen day, by their start time ("10:30"). */
const slotButton = (page: Page, time: string) =>
  page.getByRole('group', { name: 'Time' }).getByRole('button', { name: new RegExp(`^${time}\\b`) });

describe('a gold member books a workshop with a guest', () => {
  it('pays the guest place at 10% off, sees the confirmation and the seats left, and gets the e-mail', async () => {
    const page = await newPageAsGold();

    await page.goto(`${journey.stack.baseUrl}/sg/perfume-workshop`);
    await page.getByRole('heading', { name: 'Perfume workshops', level: 1 }).waitFor();
    expect(await page.getByText('38 Haji Lane, Singapore 189233').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Book Perfume Creation Atelier' }).click();
    await page.waitForURL(/\/sg\/workshop\?service=PCA/);

    // Not today (a slot may have started): the second open day offered.
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
    const first = slotButton(page, '10:30');
    await first.waitFor();
    expect(await first.innerText()).toContain('12 seats left');
    expect(await slotButton(page, '11:00').innerText()).toContain('12 seats left');
    const date = new URL(page.url()).searchParams.get('date');
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await first.click();
    await page.getByRole('combobox', { name: 'Number of people' }).selectOption('2');

    // The member's details come from the account; the phone may still be empty.
    expect(await page.getByRole('textbox', { name: l.email, exact: true }).inputValue()).toBe(GOLD);
    const phone = page.getByRole('textbox', { name: l.phone, exact: true });
    if ((await phone.inputValue()) === '') await phone.fill('+65 9123 4567');
    await page.getByText('Your guest code: ATELIERGUEST').waitFor();
    await page.getByRole('checkbox', { name: 'Apply my guest discount' }).check();
    // S$148 per place: the member's own place in full, the guest's at 10% off.
    expect(await totalsRow(page, 'Price', 'Guest discount')).toBe('-S$14.80');
    expect(await totalsRow(page, 'Price', 'Total')).toBe('S$281.20');

    await page.getByRole('button', { name: 'Book and pay' }).click();
    await page.waitForURL(/workshop\?booking=[0-9a-f-]{36}/);
    await page.getByText(/Your places are held until \d{1,2}:\d{2}/).waitFor();
    await fillCard(page, l, GOOD_CARD);
    await page.getByRole('button', { name: /^Pay S\$281\.20/ }).click();

    await page.getByRole('heading', { name: 'Your workshop is booked' }).waitFor({ timeout: 30_000 });
    await page.getByText(`A confirmation e-mail is on its way to ${GOLD}.`).waitFor();
    expect(await page.getByText('S$281.20').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Two seats fewer on the booked slot; the neighbouring slot keeps all of its seats.
    await page.goto(`${journey.stack.baseUrl}/sg/workshop?service=PCA&date=${date}`);
    await slotButton(page, '10:30').filter({ hasText: '10 seats left' }).waitFor();
    await slotButton(page, '11:00').filter({ hasText: '12 seats left' }).waitFor();

    // In the account, confirmed and still cancellable (more than 48 hours ahead or not, the rule is shown).
    await page.goto(`${journey.stack.baseUrl}/sg/account/bookings`);
    await page.getByRole('heading', { name: 'Your workshop bookings', level: 1 }).waitFor();
    await page.getByText('Confirmed').first().waitFor();

    const mail = await mailbox.waitFor(GOLD, /Perfume Creation Atelier/);
    expect(mail.text).toContain('281.20');
  });
});

async function newPageAsGold(): Promise<Page> {
  const page = await journey.newPage();
  await logIn(page, `${journey.stack.baseUrl}/sg`, l, GOLD);
  return page;
}
