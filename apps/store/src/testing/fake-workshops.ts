import type {
  CreateBookingRequest,
  Payment,
  Slot,
  User,
  WorkshopBooking,
  WorkshopService,
  WorkshopStudio,
} from '@atelier/api/schema';
import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { RecordedRequest, TestReply, TestServer } from '@atelier/api/testing/server';
import {
  guestDiscountCodeForTier,
  slotsForDay,
  upcomingSlots,
  wallClockInstant,
} from '@atelier/commerce/workshops';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFakeOrders, type FakeOrders } from './fake-orders';
import { errorReply, fakeIdempotencyKeys } from './fake-idempotency';
import { createFakeShop, fakeTax, type FakeShop } from './fake-shop';

/**
 * Workshops and bookings on top of the fake shop and its members (`createFakeOrders`), for the
 * workshop pages and the account's bookings, with the contract's shapes and the real server's rules
 * those pages rely on (much simplified):
 * - three services priced in SGD, USD, VND and AED; the studio of sg, vn and ae in its time zone;
 * - slots every 30 minutes from 10:30 (shop time) on the service's opening days, from the real
 *   clock: a started slot, a full one or one whose session would end after the studio closes (20:00
 *   here, earlier than the seeded 21:30, so the pages' "too late to finish" shows) is not bookable;
 *   seats are capacity minus held and paid places;
 * - `POST /api/bookings/` needs an `Idempotency-Key` (same key and body → the same answer, another
 *   body → 422); 409 when the slot has too few places; 422 for a guest code that is not the
 *   member's tier's; the guest discount (10% ATELIERGUEST, 20% VIPATELIERGUEST) on every place
 *   after the first; the hold lasts 15 minutes;
 * - paying with 4242 4242 4242 4242 confirms, any other card is declined (payable again); 409 once
 *   paid, cancelled or expired; cancelling: the member's own booking, unpaid at any time, confirmed
 *   until 48 hours before the session.
 */
export interface FakeWorkshops {
  handler: (request: RecordedRequest) => TestReply;
  bookings: Map<string, StoredBooking>;
  payments: Payment[];
  /** Takes every place of a service's slot at this shop time ('14:00') on every day. */
  fillSlot(code: WorkshopService['code'], label: string): void;
  /** The hold of an unpaid booking ends now: cancelled, places free again. */
  expireHold(bookingId: string): void;
  /** A booking stored as if made and (unless told) paid by a member, `daysAhead` days from today. */
  seedBooking(seed: BookingSeed): WorkshopBooking;
  /** The next booking creation commits, then answers 500 (the shopper never gets the booking). */
  loseNextCreateAnswer(): void;
  /** The payment provider refuses the next refund: cancelling a paid booking answers 502, unchanged. */
  refuseNextRefund(): void;
  /** Members are out of their guest code's tier from now: booking with it 422 tier, paying 409. */
  lapseGuestCodes(): void;
}

export interface BookingSeed {
  code: WorkshopService['code'];
  /** Whole days from now; the session starts at `label` (shop time, Singapore) that day. */
  daysAhead: number;
  label?: string;
  guests?: number;
  userId?: number;
  status?: WorkshopBooking['status'];
}

interface StoredBooking {
  booking: WorkshopBooking;
  userId: number | null;
}

type Currency = 'SGD' | 'USD' | 'VND' | 'AED';

interface FakeService {
  id: WorkshopService['id'];
  code: WorkshopService['code'];
  name: string;
  description: string;
  duration: number;
  prices: Record<Currency, number>;
  maxGuests: number;
  capacity: number;
  days: number[];
}

export const FAKE_SERVICES: FakeService[] = [
  {
    id: 1,
    code: 'PCA',
    name: 'Perfume creation workshop',
    description: 'Blend your own eau de parfum with our perfumer.',
    duration: 90,
    prices: { SGD: 12800, USD: 9500, VND: 2_400_000, AED: 34800 },
    maxGuests: 6,
    capacity: 8,
    days: [2, 3, 4, 5, 6, 7],
  },
  {
    id: 3,
    code: 'LA',
    name: 'Candle atelier',
    description: 'Pour a scented candle to take home.',
    duration: 60,
    prices: { SGD: 8800, USD: 6500, VND: 1_650_000, AED: 23900 },
    maxGuests: 4,
    capacity: 6,
    days: [6, 7],
  },
  {
    id: 12,
    code: 'HA',
    name: 'Home scent atelier',
    description: 'Make a reed diffuser for your home.',
    duration: 120,
    prices: { SGD: 15000, USD: 11100, VND: 2_800_000, AED: 40800 },
    maxGuests: 2,
    capacity: 4,
    days: [1, 2, 3, 4, 5, 6, 7],
  },
];

const STUDIOS: Record<string, WorkshopStudio> = {
  sg: {
    name: 'Haji Lane atelier',
    address: '38 Haji Lane, Singapore 189233',
    hours: 'Daily, 10:30 to 20:00',
    time_zone: 'Asia/Singapore',
  },
  vn: {
    name: 'Xưởng Đồng Khởi',
    address: '26 Đồng Khởi, Quận 1, TP. Hồ Chí Minh',
    hours: 'Hằng ngày, 10:30 đến 20:00',
    time_zone: 'Asia/Ho_Chi_Minh',
  },
  ae: {
    name: 'Alserkal atelier',
    address: 'Alserkal Avenue, Al Quoz 1, Dubai',
    hours: 'Daily, 10:30 to 20:00',
    time_zone: 'Asia/Dubai',
  },
};

/** When the fake studios close (shop time): a session must end by then. */
const STUDIO_CLOSES = '20:00';

const GUEST_PERCENT = { ATELIERGUEST: 10, VIPATELIERGUEST: 20 } as const;
const HOLD_MS = 15 * 60_000;
const CANCEL_BEFORE_MS = 48 * 3_600_000;
const SUCCEEDING_CARD = '4242424242424242';

const error = errorReply;

function currencyOf(request: RecordedRequest): Currency {
  const code = String(request.headers['accept-currency'] ?? 'sgd').toUpperCase();
  return (['SGD', 'USD', 'VND', 'AED'] as const).find((known) => known === code) ?? 'SGD';
}

function studioOf(request: RecordedRequest): WorkshopStudio | null {
  return STUDIOS[String(request.headers['accept-country'] ?? 'sg').toLowerCase()] ?? null;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The calendar date of an instant in a time zone. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function serviceView(service: FakeService, currency: Currency): WorkshopService {
  return {
    id: service.id,
    code: service.code,
    name: service.name,
    description: service.description,
    duration_minutes: service.duration,
    price: service.prices[currency],
    currency,
    item_feed_id: `workshop-${service.code.toLowerCase()}`,
    max_guests: service.maxGuests,
    capacity_per_slot: service.capacity,
    opening_days: service.days,
    image: `/media/workshops/${service.code.toLowerCase()}.jpg`,
  };
}

export function createFakeWorkshops(orders: FakeOrders): FakeWorkshops {
  const bookings = new Map<string, StoredBooking>();
  const payments: Payment[] = [];
  const idempotency = fakeIdempotencyKeys();
  const full = new Set<string>();
  let loseAnswer = false;
  let refuseRefund = false;
  let codesLapsed = false;

  /** The member behind the request's token (through the members' fake), or null. */
  function memberOf(request: RecordedRequest): User | null {
    if (!request.headers.authorization) return null;
    const reply = orders.handler({ ...request, method: 'GET', path: '/api/users/detail/', body: undefined });
    return reply.status === 200 ? (reply.body as User) : null;
  }

  /** Places held or paid in one slot (a booking's session covers every slot it overlaps). */
  function taken(serviceId: number, start: string): number {
    let sum = 0;
    for (const { booking } of bookings.values()) {
      if (booking.status === 'cancelled') continue;
      for (const entry of booking.lines.flatMap((line) => line.bookings)) {
        if (entry.service_id === serviceId && Date.parse(entry.start) === Date.parse(start))
          sum += entry.guests;
      }
    }
    return sum;
  }

  function slotsOf(service: FakeService, date: string, zone: string): Slot[] {
    if (!service.days.includes(isoWeekday(date))) return [];
    const day = slotsForDay(date, zone);
    const open = new Set(upcomingSlots(day, new Date()).map((slot) => slot.start));
    // A session must end by the studio's closing time.
    const closing = Date.parse(wallClockInstant(date, zone, STUDIO_CLOSES)!);
    return day.map((slot) => {
      const available = full.has(`${service.code}|${slot.label}`)
        ? 0
        : Math.max(0, service.capacity - taken(service.id, slot.start));
      return {
        start: slot.start,
        end: slot.end,
        capacity: service.capacity,
        available,
        bookable:
          open.has(slot.start) &&
          available > 0 &&
          Date.parse(slot.start) + service.duration * 60_000 <= closing,
      };
    });
  }

  function cancellableUntil(booking: WorkshopBooking, userId: number | null): string | null {
    if (userId === null || booking.status !== 'confirmed') return null;
    const first = Math.min(
      ...booking.lines.flatMap((line) => line.bookings).map((entry) => Date.parse(entry.start)),
    );
    const until = first - CANCEL_BEFORE_MS;
    return until > Date.now() ? new Date(until).toISOString() : null;
  }

  function createBooking(request: RecordedRequest): TestReply {
    const claim = idempotency.claim(request);
    if ('reply' in claim) return claim.reply;
    const body = request.body as CreateBookingRequest;
    const studio = studioOf(request);
    if (!studio) return error(404, 'Not found');
    const member = memberOf(request);
    const code = body.discount_code?.toUpperCase() ?? null;
    const own = codesLapsed ? null : guestDiscountCodeForTier(member?.membership_tier);
    // The server's tier-code reasons: a guest signs in, another tier (or none) cannot use it.
    if (code !== null && code !== own) {
      const reason =
        code !== 'ATELIERGUEST' && code !== 'VIPATELIERGUEST'
          ? 'not_applicable'
          : member
            ? 'tier'
            : 'members_only';
      return error(422, 'This code does not apply.', {
        errors: [{ field: 'body.discount_code', reason }],
      });
    }
    const currency = currencyOf(request);
    const entry = body.lines[0]!.bookings[0]!;
    const service = FAKE_SERVICES.find((candidate) => candidate.id === entry.service_id);
    const field = 'body.lines[0].bookings[0]';
    if (!service)
      return error(422, 'Unknown workshop', {
        errors: [{ field: `${field}.service_id`, reason: 'not_available' }],
      });
    const slot = slotsOf(service, localDate(new Date(entry.start), studio.time_zone), studio.time_zone).find(
      (candidate) => Date.parse(candidate.start) === Date.parse(entry.start),
    );
    if (!slot)
      return error(422, 'Workshops start every 30 minutes from 10:30 to 18:30.', {
        errors: [{ field: `${field}.start`, reason: 'not_a_slot' }],
      });
    if (Date.parse(slot.start) <= Date.now())
      return error(422, 'This time slot has already started.', {
        errors: [{ field: `${field}.start`, reason: 'slot_started' }],
      });
    if (!slot.bookable && slot.available > 0)
      return error(422, 'A session starting then would end after the studio closes.', {
        errors: [{ field: `${field}.start`, reason: 'ends_after_closing' }],
      });
    if (entry.guests > service.maxGuests)
      return error(422, `At most ${service.maxGuests} guests`, {
        errors: [{ field: `${field}.guests`, reason: 'too_many_guests' }],
      });
    if (slot.available < entry.guests)
      return error(
        409,
        slot.available === 0 ? 'This time slot is full.' : `Only ${slot.available} places are left.`,
        {
          errors: [
            { field: `${field}.start`, reason: slot.available === 0 ? 'slot_full' : 'not_enough_places' },
          ],
        },
      );
    const price = service.prices[currency];
    const lineAmount = price * entry.guests;
    const discount = code
      ? Math.round((price * (entry.guests - 1) * GUEST_PERCENT[code as keyof typeof GUEST_PERCENT]) / 100)
      : 0;
    const now = Date.now();
    const booking: WorkshopBooking = {
      id: randomUUID(),
      status: 'pending_payment',
      amount: lineAmount - discount,
      discount,
      // The server's tax: the booking country's rate, included in the amount.
      tax: fakeTax(String(request.headers['accept-country'] ?? 'sg').toLowerCase(), lineAmount - discount),
      currency,
      lines: [
        {
          type: 'booking',
          name: body.lines[0]!.name ?? service.name,
          amount: lineAmount,
          bookings: [
            {
              service_id: service.id,
              code: service.code,
              start: new Date(slot.start).toISOString(),
              end: new Date(Date.parse(slot.start) + service.duration * 60_000).toISOString(),
              guests: entry.guests,
              item_feed_id: `workshop-${service.code.toLowerCase()}`,
            },
          ],
        },
      ],
      client: body.client,
      discount_code: code,
      created_at: new Date(now).toISOString(),
      paid_at: null,
      hold_expires_at: new Date(now + HOLD_MS).toISOString(),
      cancellable_until: null,
    };
    bookings.set(booking.id, { booking, userId: member?.id ?? null });
    const reply: TestReply = { status: 201, body: booking };
    claim.remember(reply);
    if (loseAnswer) {
      loseAnswer = false;
      // A status the contract declares (a proxy's 502 is not the API's answer).
      return error(500, 'Something went wrong');
    }
    return reply;
  }

  /** The booking a request may read, or the contract's refusal. */
  function access(id: string, request: RecordedRequest): StoredBooking | TestReply {
    const stored = bookings.get(id);
    if (!stored) return error(404, 'Not found');
    if (stored.userId !== null && memberOf(request)?.id !== stored.userId)
      return error(403, 'You do not have access to this resource');
    return stored;
  }

  function pay(stored: StoredBooking, request: RecordedRequest): TestReply {
    const { booking } = stored;
    if (booking.status !== 'pending_payment' && booking.status !== 'payment_failed')
      return error(
        409,
        booking.status === 'confirmed' ? 'This booking is already paid.' : 'This booking was cancelled.',
      );
    if (codesLapsed && booking.discount_code !== null)
      return error(409, 'The guest code no longer applies to this booking.', {
        errors: [{ field: 'path.id', reason: 'promo_not_applicable' }],
      });
    const { card_number: card } = request.body as { card_number?: string };
    const succeeded = card === SUCCEEDING_CARD;
    const at = new Date().toISOString();
    booking.status = succeeded ? 'confirmed' : 'payment_failed';
    if (succeeded) {
      booking.paid_at = at;
      booking.hold_expires_at = null;
      booking.cancellable_until = cancellableUntil(booking, stored.userId);
    }
    const payment: Payment = {
      id: randomUUID(),
      order_id: null,
      booking_id: booking.id,
      status: succeeded ? 'succeeded' : 'failed',
      amount: booking.amount,
      currency: booking.currency,
      provider: 'test',
      failure_code: succeeded ? null : 'card_declined',
      failure_message: succeeded ? null : 'Your card was declined.',
      created_at: at,
    };
    payments.push(payment);
    return { status: 200, body: payment };
  }

  function cancel(id: string, request: RecordedRequest): TestReply {
    const member = memberOf(request);
    if (!member) return error(401, 'Authentication credentials were not provided or are invalid');
    const stored = bookings.get(id);
    if (!stored) return error(404, 'Not found');
    if (stored.userId !== member.id) return error(403, 'You do not have access to this resource');
    const { booking } = stored;
    const unpaid = booking.status === 'pending_payment' || booking.status === 'payment_failed';
    const inTime =
      booking.status === 'confirmed' &&
      booking.cancellable_until !== null &&
      Date.parse(booking.cancellable_until) > Date.now();
    if (!unpaid && !inTime) return error(409, 'This booking can no longer be cancelled.');
    if (!unpaid && refuseRefund) {
      refuseRefund = false;
      const reason = 'This charge is disputed and cannot be refunded.';
      return {
        status: 502,
        body: {
          message: `The payment provider refused the refund: ${reason.replace(/\.$/, '')}. Nothing was changed: the booking is not cancelled.`,
          status: 502,
          code: 'payment_provider_error',
          errors: [{ field: 'payment_provider', reason }],
        },
      };
    }
    booking.status = 'cancelled';
    booking.hold_expires_at = null;
    booking.cancellable_until = null;
    return { status: 200, body: booking };
  }

  function handle(request: RecordedRequest): TestReply | null {
    const { path, method } = request;
    if (path === '/api/workshops/services/' && method === 'GET') {
      const currency = currencyOf(request);
      return { status: 200, body: FAKE_SERVICES.map((service) => serviceView(service, currency)) };
    }
    if (path === '/api/workshops/studio/' && method === 'GET') {
      const studio = studioOf(request);
      return studio ? { status: 200, body: studio } : error(404, 'Not found');
    }
    const slots = path.match(/^\/api\/workshops\/services\/(\d+)\/slots\/$/);
    if (slots && method === 'GET') {
      const service = FAKE_SERVICES.find((candidate) => candidate.id === Number(slots[1]));
      const studio = studioOf(request);
      const date = request.query.get('date') ?? '';
      if (!service || !studio) return error(404, 'Not found');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
        return error(400, 'Validation failed', {
          errors: [{ field: 'query.date', reason: 'must match format "date"' }],
        });
      return { status: 200, body: slotsOf(service, date, studio.time_zone) };
    }
    if (path === '/api/bookings/' && method === 'POST') return createBooking(request);
    if (path === '/api/bookings/' && method === 'GET') {
      const member = memberOf(request);
      if (!member) return error(401, 'Authentication credentials were not provided or are invalid');
      const own = [...bookings.values()]
        .filter((stored) => stored.userId === member.id)
        .map((stored) => stored.booking)
        .sort((a, b) => b.lines[0]!.bookings[0]!.start.localeCompare(a.lines[0]!.bookings[0]!.start));
      return { status: 200, body: own };
    }
    const one = path.match(/^\/api\/bookings\/([^/]+)\/(pay\/|cancel\/)?$/);
    if (!one) return null;
    if (one[2] === 'cancel/' && method === 'POST') return cancel(one[1]!, request);
    const found = access(one[1]!, request);
    if (!('booking' in found)) return found;
    if (one[2] === 'pay/' && method === 'POST') return pay(found, request);
    if (!one[2] && method === 'GET') return { status: 200, body: found.booking };
    return null;
  }

  return {
    handler: (request) => handle(request) ?? orders.handler(request),
    bookings,
    payments,
    fillSlot(code, label) {
      full.add(`${code}|${label}`);
    },
    loseNextCreateAnswer() {
      loseAnswer = true;
    },
    refuseNextRefund() {
      refuseRefund = true;
    },
    lapseGuestCodes() {
      codesLapsed = true;
    },
    expireHold(bookingId) {
      const booking = bookings.get(bookingId)?.booking;
      if (!booking) return;
      booking.status = 'cancelled';
      booking.hold_expires_at = null;
    },
    seedBooking({ code, daysAhead, label = '10:30', guests = 2, userId = 7, status = 'confirmed' }) {
      const service = FAKE_SERVICES.find((candidate) => candidate.code === code)!;
      const day = localDate(new Date(Date.now() + daysAhead * 86_400_000), 'Asia/Singapore');
      const slot = slotsForDay(day, 'Asia/Singapore').find((candidate) => candidate.label === label)!;
      const lineAmount = service.prices.SGD * guests;
      const booking: WorkshopBooking = {
        id: randomUUID(),
        status,
        amount: lineAmount,
        discount: 0,
        tax: fakeTax('sg', lineAmount),
        currency: 'SGD',
        lines: [
          {
            type: 'booking',
            name: service.name,
            amount: lineAmount,
            bookings: [
              {
                service_id: service.id,
                code: service.code,
                start: slot.start,
                end: new Date(Date.parse(slot.start) + service.duration * 60_000).toISOString(),
                guests,
                item_feed_id: `workshop-${service.code.toLowerCase()}`,
              },
            ],
          },
        ],
        client: { email: 'gold@atelier.test', phone: '+65 9123 4567', first_name: 'Mei', last_name: 'Tan' },
        discount_code: null,
        created_at: new Date(Date.now() - 86_400_000).toISOString(),
        paid_at: status === 'confirmed' ? new Date(Date.now() - 86_400_000).toISOString() : null,
        hold_expires_at: status === 'pending_payment' ? new Date(Date.now() + HOLD_MS).toISOString() : null,
        cancellable_until: null,
      };
      booking.cancellable_until = cancellableUntil(booking, userId);
      bookings.set(booking.id, { booking, userId });
      return booking;
    },
  };
}

export interface FakeWorkshopsServer {
  server: TestServer;
  shop: FakeShop;
  orders: FakeOrders;
  workshops: FakeWorkshops;
}

/**
 * For a test file: one HTTP test server, and before each test a fresh fake shop with its members,
 * orders, workshops and bookings behind it and no recorded requests. Read the fields inside tests.
 */
export function useFakeWorkshopsServer(): FakeWorkshopsServer {
  const context = {} as FakeWorkshopsServer;
  beforeAll(async () => {
    context.server = await startContractTestServer();
  });
  afterAll(() => context.server.close());
  beforeEach(() => {
    context.shop = createFakeShop();
    context.orders = createFakeOrders(context.shop);
    context.workshops = createFakeWorkshops(context.orders);
    context.server.setHandler(context.workshops.handler);
    context.server.requests.length = 0;
  });
  return context;
}
