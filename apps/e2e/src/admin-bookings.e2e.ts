// Console bookings (issue 24): a gold member books and pays a Perfume Creation Atelier place in
// Singapore at 10:30; the demo staff member opens that studio's day in the console and moves the
// session to 14:00; the member's account shows the new time and the e-mail says it; the owner's
// audit log shows the move. Then staff cancel it with a refund: the member's account shows it
// cancelled. Real Chromium, real stack, the built-in test payment provider and a real SMTP mailbox.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutLabels } from './support/checkout-labels';
import { fillCard, GOOD_CARD, logIn } from './support/checkout-steps';
import { DEMO_STAFF, expectScreenClean, signInToConsole } from './support/console';
import { useJourney } from './support/journey';
import { createMailbox } from './support/mailbox';

const mailbox = createMailbox();
const journey = useJourney(() => mailbox.start());
afterAll(() => mailbox.stop());
const l = checkoutLabels.en;
const GOLD = 'gold@atelier.test';

/** The slot buttons of the chosen day, by their start time ("10:30"). */
const slotButton = (page: Page, time: string) =>
  page.getByRole('group', { name: 'Time' }).getByRole('button', { name: new RegExp(`^${time}\\b`) });

/** The member books one place at 10:30 on the second open day and pays; the day and booking id. */
async function bookAndPay(shopper: Page): Promise<{ date: string; bookingId: string }> {
  await shopper.goto(`${journey.stack.baseUrl}/sg/workshop?service=PCA`);
  // Not today (a slot may have started): the second open day offered.
  await shopper.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
  await slotButton(shopper, '14:00').waitFor();
  await slotButton(shopper, '10:30').click();
  const date = new URL(shopper.url()).searchParams.get('date')!;
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await shopper.getByRole('combobox', { name: 'Number of people' }).selectOption('1');
  const phone = shopper.getByRole('textbox', { name: l.phone, exact: true });
  if ((await phone.inputValue()) === '') await phone.fill('+65 9123 4567');
  await shopper.getByRole('button', { name: 'Book and pay' }).click();
  await shopper.waitForURL(/workshop\?booking=[0-9a-f-]{36}/);
  const bookingId = new URL(shopper.url()).searchParams.get('booking')!;
  await fillCard(shopper, l, GOOD_CARD);
  await shopper.getByRole('button', { name: /^Pay S\$148\.00/ }).click();
  await shopper.getByRole('heading', { name: 'Your workshop is booked' }).waitFor({ timeout: 30_000 });
  return { date, bookingId };
}

/** The member's account: the booking's card, read as the member sees it. */
async function accountBooking(shopper: Page): Promise<string> {
  await shopper.goto(`${journey.stack.baseUrl}/sg/account/bookings`);
  const card = shopper.getByRole('list', { name: 'Bookings' }).getByRole('article').first();
  await card.waitFor();
  return (await card.innerText()).replace(/\s+/g, ' ');
}

describe('console bookings', () => {
  it('staff move a paid booking to another time, the member sees it, the owner audits it; a cancel refunds it', async () => {
    const shopper = await journey.newPage();
    await logIn(shopper, `${journey.stack.baseUrl}/sg`, l, GOLD);
    const { date, bookingId } = await bookAndPay(shopper);
    expect(await accountBooking(shopper)).toContain('10:30–12:30');

    // Staff open the Singapore studio's day and find the member's session at 10:30.
    const staff = await journey.newPage();
    await staff.setViewportSize({ width: 1440, height: 900 });
    await signInToConsole(staff, journey.stack.baseUrl, DEMO_STAFF.staff);
    await staff.locator('.admin-sidebar').getByRole('link', { name: 'Bookings', exact: true }).click();
    await staff.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    await staff.getByRole('combobox', { name: 'Studio' }).selectOption('sg');
    await staff.getByLabel('Day', { exact: true }).fill(date);
    await staff.getByRole('button', { name: 'Show the day' }).click();
    const bookings = staff.getByRole('table', { name: `Bookings on ${date}` });
    const row = bookings.getByRole('row').filter({ hasText: GOLD });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/10:30–12:30 Perfume Creation Atelier/);
    await expectScreenClean(staff, 'the studio day');

    // Move it to 14:00 the same day: the panel takes focus, says it is done, and the day follows.
    await row.getByRole('button', { name: /^Move the session of .+ at 10:30$/ }).click();
    const panelHeading = staff.getByRole('heading', { level: 2, name: /^Move the session of / });
    await panelHeading.waitFor();
    expect(await panelHeading.evaluate((el) => el === document.activeElement)).toBe(true);
    await staff.getByLabel('New start time (studio time)').selectOption('14:00');
    await expectScreenClean(staff, 'the move panel');
    await staff.getByRole('button', { name: 'Move the session', exact: true }).click();
    await staff.getByText(/^The session of .+ was moved; they have been e-mailed the new time\.$/).waitFor();
    await row.filter({ hasText: '14:00–16:00' }).waitFor();
    const places = staff.getByRole('table', { name: 'Places taken per session' });
    await places.getByRole('row').filter({ hasText: '14:00' }).filter({ hasText: '1 of 12 taken' }).waitFor();

    // The member's account shows the new time, and the e-mail says it.
    const moved = await accountBooking(shopper);
    expect(moved).toContain('14:00–16:00');
    expect(moved).not.toContain('10:30');
    const mail = await mailbox.waitFor(GOLD, /new time/);
    expect(mail.text).toContain('14:00');

    // The owner's audit log shows the move, by the staff member, from 10:30 to 14:00 Singapore time.
    const owner = await journey.newPage();
    await owner.setViewportSize({ width: 1440, height: 900 });
    await signInToConsole(owner, journey.stack.baseUrl, DEMO_STAFF.owner);
    await owner.goto(`${journey.stack.baseUrl}/admin/audit-log`);
    await owner.getByLabel('Entity id').fill(bookingId);
    await owner.getByRole('button', { name: 'Apply filters' }).click();
    const entry = owner
      .getByRole('table', { name: 'Changes, newest first' })
      .getByRole('row')
      .filter({ hasText: 'booking.move' });
    await entry.waitFor();
    const logged = (await entry.innerText()).replace(/\s+/g, ' ');
    expect(logged).toContain(DEMO_STAFF.staff);
    expect(logged).toContain(`${date}T02:30:00.000Z`);
    expect(logged).toContain(`${date}T06:00:00.000Z`);
    await owner.close();

    // Staff cancel it: the panel says the paid amount is refunded; the day shows it refunded.
    await row.getByRole('button', { name: /^Cancel the booking of / }).click();
    await staff.getByText('This booking is paid: the full amount is refunded to the card.').waitFor();
    await staff.getByRole('button', { name: 'Cancel the booking', exact: true }).click();
    await staff.getByText('Give a reason for the cancellation.').waitFor();
    await staff.getByLabel('Reason (kept in the audit log)').fill('The perfumer is ill');
    await staff.getByRole('button', { name: 'Cancel the booking', exact: true }).click();
    await staff.getByText(/^The booking of .+ was cancelled; they have been e-mailed\.$/).waitFor();
    await row.filter({ hasText: 'Cancelled (refunded)' }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    await staff.close();

    // The member sees it cancelled, with nothing left to pay or cancel.
    const cancelled = await accountBooking(shopper);
    expect(cancelled).toContain('Cancelled');
    expect(cancelled).not.toContain('Pay now');
    expect(await shopper.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await shopper.close();
  });
});
