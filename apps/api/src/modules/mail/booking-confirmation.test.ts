import type { WorkshopBooking } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { renderBookingEmail, type BookingEmailKind } from './booking-confirmation';

/** S$281.20 paid after the guest discount; GST 9 % of it: net 25798, tax 2322. */
const BOOKING: WorkshopBooking = {
  id: '0f8b1f7e-3b7a-4c52-9a57-0d4e1b2c3d4e',
  status: 'confirmed',
  amount: 28120,
  discount: 1480,
  tax: { name: 'gst', rate: 900, amount: 2322 },
  currency: 'SGD',
  lines: [
    {
      type: 'booking',
      name: 'Perfume Creation Atelier',
      amount: 29600,
      bookings: [
        {
          service_id: 1,
          code: 'PCA',
          start: '2026-12-05T02:30:00.000Z',
          end: '2026-12-05T04:30:00.000Z',
          guests: 2,
          item_feed_id: 'workshop-pca',
        },
      ],
    },
  ],
  client: { email: 'mei@example.com', phone: '+65 9123 4567', first_name: 'Mei', last_name: 'Tan' },
  discount_code: 'ATELIERGUEST',
  created_at: '2026-11-20T01:00:00.000Z',
  paid_at: '2026-11-20T01:02:00.000Z',
  hold_expires_at: null,
  cancellable_until: '2026-12-03T02:30:00.000Z',
};
const SESSIONS = [
  {
    service: 'Perfume Creation Atelier',
    start: BOOKING.lines[0]!.bookings[0]!.start,
    end: BOOKING.lines[0]!.bookings[0]!.end,
    guests: 2,
  },
];
const STUDIO = {
  name: 'Haji Lane atelier',
  address: '38 Haji Lane, Singapore 189233',
  timeZone: 'Asia/Singapore',
};
const URL = 'https://shop.example/sg/workshop?booking=0f8b1f7e-3b7a-4c52-9a57-0d4e1b2c3d4e';

const render = (
  booking: WorkshopBooking,
  language: 'en' | 'ar' | 'zh-hans' | 'vi' = 'en',
  kind: BookingEmailKind = 'confirmation',
) => renderBookingEmail(kind, booking, SESSIONS, STUDIO, language, URL);

describe('the booking e-mail’s tax line', () => {
  it('says what the amount paid includes, right after it, in text and HTML', () => {
    const email = render(BOOKING);
    expect(email.text).toContain('Total paid: S$281.20\nIncludes GST (9%): S$23.22\n');
    expect(email.html).toContain(
      '<tr><td style="padding:4px 0;text-align:start">Includes GST (9%)</td><td style="padding:4px 0;text-align:end">S$23.22</td></tr>',
    );
  });

  it('keeps it on the cancellation, with the amount refunded', () => {
    const email = render({ ...BOOKING, status: 'cancelled' }, 'en', 'cancellation');
    expect(email.text).toContain('Includes GST (9%): S$23.22');
  });

  it('names the UAE VAT in Arabic, in dirhams', () => {
    const email = render(
      {
        ...BOOKING,
        currency: 'AED',
        amount: 10_500,
        discount: 0,
        tax: { name: 'vat', rate: 500, amount: 500 },
      },
      'ar',
    );
    expect(email.text).toMatch(/شامل ضريبة القيمة المضافة \(5%\): .*5\.00/);
  });

  it('writes it in Chinese and Vietnamese (VND in whole dong)', () => {
    expect(render(BOOKING, 'zh-hans').text).toContain('含商品及服务税（9%）: S$23.22');
    const vi = render(
      {
        ...BOOKING,
        currency: 'VND',
        amount: 2_500_000,
        discount: 0,
        tax: { name: 'vat', rate: 1000, amount: 227_273 },
      },
      'vi',
    );
    expect(vi.text).toMatch(/Đã bao gồm thuế GTGT \(10%\): 227\.273\s?₫/);
  });

  it('says US sales tax is not collected when its rate is 0', () => {
    const email = render({ ...BOOKING, currency: 'USD', tax: { name: 'sales_tax', rate: 0, amount: 0 } });
    expect(email.text).toContain('No sales tax collected: US sales tax depends on the state: $0.00');
  });

  it('has no tax line for a booking made before tax was recorded', () => {
    const email = render({ ...BOOKING, tax: { name: 'none', rate: 0, amount: 0 } });
    expect(email.text).toContain('Total paid: S$281.20\n');
    expect(email.text).not.toMatch(/Includes|sales tax/);
  });
});
