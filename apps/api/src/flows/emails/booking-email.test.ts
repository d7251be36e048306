import type { WorkshopBooking } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxEmails, users } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { TEST_PUBLIC_ORIGIN } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import {
  BOOKING_SESSIONS as SESSIONS,
  BOOKING_STUDIO as STUDIO,
  BOOKING_URL as URL,
  PAID_BOOKING,
} from '../../../test/support/booking-email-fixture';
import { renderBookingEmail, sessionTime } from '../../modules/mail/booking-confirmation';
import { BOOKING_CANCELLATION, BOOKING_CONFIRMATION, queueBookingEmail } from './booking-email';
import { workshopBookingUrl } from '../../modules/mail/store-links';

const VISA = '4242424242424242';
const PCA = 1;

// A client name with markup: the e-mail must escape it.
const BOOKING: WorkshopBooking = {
  ...PAID_BOOKING,
  client: { ...PAID_BOOKING.client, first_name: 'Mei <b>', last_name: 'Tan & Co' },
};

describe('booking e-mail rendering', () => {
  it('lists the session in the studio time zone, guests, discount, amount, address and link', () => {
    const email = renderBookingEmail('confirmation', BOOKING, SESSIONS, STUDIO, 'en', URL);
    expect(email.subject).toBe('Your Atelier Scents workshop booking is confirmed');
    // 02:30 UTC is 10:30 in Singapore (the date's punctuation is ICU's, so not asserted).
    const when = sessionTime(SESSIONS[0]!, 'en', 'Asia/Singapore');
    expect(when).toMatch(/^Saturday,? 5 December 2026, 10:30–12:30$/);
    expect(email.text).toContain(`- Perfume Creation Atelier: ${when} · 2 guests`);
    expect(email.text).toContain('Guest discount (ATELIERGUEST): -S$14.80');
    expect(email.text).toContain('Total paid: S$281.20');
    expect(email.text).toContain('Where: Haji Lane atelier\n38 Haji Lane, Singapore 189233');
    expect(email.text).toContain(`View your booking: ${URL}`);
    expect(email.text).toContain('Dear Mei <b> Tan & Co,');
    expect(email.html).toContain('Dear Mei &lt;b&gt; Tan &amp; Co,');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain(`<a href="${URL}">View your booking</a>`);
  });

  it('writes the session time in the studio zone of another country', () => {
    expect(sessionTime(SESSIONS[0]!, 'en', 'America/New_York')).toMatch(
      /^Friday,? 4 December 2026, 21:30–23:30$/,
    );
  });

  it('is written in Arabic (right to left), Chinese and Vietnamese', () => {
    const ar = renderBookingEmail('confirmation', BOOKING, SESSIONS, STUDIO, 'ar', URL);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.subject).toBe('تم تأكيد حجز ورشتك في Atelier Scents');
    const zh = renderBookingEmail('confirmation', BOOKING, SESSIONS, STUDIO, 'zh-hans', URL);
    expect(zh.text).toContain('2 位');
    expect(zh.text).toContain('实付金额');
    const vi = renderBookingEmail(
      'confirmation',
      { ...BOOKING, currency: 'VND', amount: 2_500_000, discount: 0 },
      SESSIONS,
      STUDIO,
      'vi',
      URL,
    );
    expect(vi.text).toContain('2 khách');
    expect(vi.text).toMatch(/Tổng đã thanh toán: 2\.500\.000\s?₫/);
    expect(vi.text).not.toContain('Ưu đãi cho khách');
  });

  it('says that a cancelled paid booking is refunded', () => {
    const email = renderBookingEmail(
      'cancellation',
      { ...BOOKING, status: 'cancelled' },
      SESSIONS,
      STUDIO,
      'en',
      URL,
    );
    expect(email.subject).toBe('Your Atelier Scents workshop booking is cancelled');
    expect(email.text).toContain('refunded to your card');
  });
});

describe.each(databases())('booking e-mails in the outbox on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = workshopCalls(server);
  beforeAll(() => applySeededOpeningDays(server.db));

  const emailsOf = (bookingId: string) =>
    server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, bookingId));

  async function paidBooking(token?: string, headers: Record<string, string> = {}) {
    const start = slotStart(openDay(PCA, 30), 4);
    const booked = await shop.book(bookingBody(PCA, start, 2), { token, headers });
    expect(booked.status).toBe(201);
    expect((await shop.pay(booked.body.id, VISA, { token, headers })).body.status).toBe('succeeded');
    return booked.body;
  }

  it('queues one confirmation per booking, to the client, with the workshop page link', async () => {
    const booking = await paidBooking();
    await server.db.delete(outboxEmails).where(eq(outboxEmails.reference, booking.id));
    expect(await queueBookingEmail(server.db, booking.id)).toBe(true);
    expect(await queueBookingEmail(server.db, booking.id)).toBe(false);
    const [email, ...more] = await emailsOf(booking.id);
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      kind: BOOKING_CONFIRMATION,
      recipient: 'mei@example.com',
      status: 'pending',
    });
    expect(email!.textBody).toContain(`${TEST_PUBLIC_ORIGIN}/sg/workshop?booking=${booking.id}`);
    expect(email!.textBody).toContain('Perfume Creation Atelier');
    expect(email!.textBody).toContain(
      `${sessionTime(booking.lines[0]!.bookings[0]!, 'en', 'Asia/Singapore')} · 2 guests`,
    );
    expect(email!.textBody).toContain('12:30–14:30'); // slot 4
    expect(email!.textBody).toContain('38 Haji Lane');
  });

  it("writes in the language passed in, else the booking's, else the member's saved one, else English", async () => {
    const member = await registerMember(server.url);
    await server.db.update(users).set({ language: 'vi' }).where(eq(users.id, member.user.id));
    const booking = await paidBooking(member.token);
    // Booked in English: the confirmation queued on payment is in English.
    expect((await emailsOf(booking.id))[0]!.subject).toBe(
      'Your Atelier Scents workshop booking is confirmed',
    );
    // A booking made before rows kept their language: the member's saved language.
    await server.db.update(bookings).set({ language: null }).where(eq(bookings.id, booking.id));
    await server.db.delete(outboxEmails).where(eq(outboxEmails.reference, booking.id));
    await queueBookingEmail(server.db, booking.id);
    expect((await emailsOf(booking.id))[0]!.subject).toBe(
      'Lịch đặt workshop tại Atelier Scents của bạn đã được xác nhận',
    );
    const guest = await paidBooking();
    await server.db.delete(outboxEmails).where(eq(outboxEmails.reference, guest.id));
    await queueBookingEmail(server.db, guest.id, { language: 'zh-hans' });
    const [zh] = await emailsOf(guest.id);
    expect(zh!.subject).toBe('您的 Atelier Scents 工坊预约已确认');
    expect(zh!.textBody).toContain(`${TEST_PUBLIC_ORIGIN}/sg/zh-hans/workshop?booking=${guest.id}`);
  });

  it('queues a cancellation e-mail with the refund note when a member cancels a paid booking', async () => {
    const member = await registerMember(server.url);
    const booking = await paidBooking(member.token);
    expect((await shop.cancel(booking.id, { token: member.token })).status).toBe(200);
    const [email] = await server.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.reference, booking.id), eq(outboxEmails.kind, BOOKING_CANCELLATION)));
    expect(email!.subject).toBe('Your Atelier Scents workshop booking is cancelled');
    expect(email!.textBody).toContain('refunded to your card');
  });

  // Needs `await queueBookingEmail(tx, bookingId);` in markBookingPaid (payments/settlement.ts).
  it('queues the confirmation when the booking is paid', async () => {
    const booking = await paidBooking();
    expect((await emailsOf(booking.id)).map((e) => e.kind)).toEqual([BOOKING_CONFIRMATION]);
  });

  it('links to the country domain and language of the booking page', () => {
    expect(
      workshopBookingUrl(
        { origin: 'https://shop.example', countryBases: { vn: 'https://atelier.vn' } },
        'vn',
        'vi',
        'b1',
      ),
    ).toBe('https://atelier.vn/vi/workshop?booking=b1');
  });
});
