import type { WorkshopBooking } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_SESSIONS as SESSIONS,
  BOOKING_STUDIO as STUDIO,
  BOOKING_URL as URL,
  PAID_BOOKING as BOOKING,
} from '../../../test/support/booking-email-fixture';
import { renderBookingEmail, type BookingEmailKind } from './booking-confirmation';

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
