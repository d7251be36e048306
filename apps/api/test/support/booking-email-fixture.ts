// The workshop booking the booking e-mail's tests render: paid, two guests with the guest
// discount, one session at the Haji Lane studio (modules/mail, flows/emails).
import type { WorkshopBooking } from '@atelier/api/schema';

/** S$281.20 paid after the guest discount; GST 9 % of it: net 25798, tax 2322. */
export const PAID_BOOKING: WorkshopBooking = {
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
export const BOOKING_SESSIONS = [
  {
    service: 'Perfume Creation Atelier',
    start: PAID_BOOKING.lines[0]!.bookings[0]!.start,
    end: PAID_BOOKING.lines[0]!.bookings[0]!.end,
    guests: 2,
  },
];
export const BOOKING_STUDIO = {
  name: 'Haji Lane atelier',
  address: '38 Haji Lane, Singapore 189233',
  timeZone: 'Asia/Singapore',
};
export const BOOKING_URL = 'https://shop.example/sg/workshop?booking=0f8b1f7e-3b7a-4c52-9a57-0d4e1b2c3d4e';
