import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../app/storage/storage';
import { attemptFor, BOOKING_ATTEMPT_KEY, clearBookingAttempt, readBookingAttempt } from './booking-attempt';
import { bookingPrice } from './guest-discount';
import { isoWeekday, localDate as shopDate, nextDays } from '@atelier/commerce/dates';
import { formatOpeningDays, formatShopTime } from './workshop-time';

describe('bookingPrice (the server’s guest rule)', () => {
  it.each([
    [12800, 1, 'ATELIERGUEST', { subtotal: 12800, discount: 0, total: 12800 }],
    [12800, 2, 'ATELIERGUEST', { subtotal: 25600, discount: 1280, total: 24320 }],
    [12800, 3, 'VIPATELIERGUEST', { subtotal: 38400, discount: 5120, total: 33280 }],
    [12800, 3, null, { subtotal: 38400, discount: 0, total: 38400 }],
    // Zero-decimal currencies round to whole đồng.
    [2_400_005, 2, 'ATELIERGUEST', { subtotal: 4_800_010, discount: 240_001, total: 4_560_009 }],
  ] as const)('%i × %i places with %s', (price, places, code, expected) => {
    expect(bookingPrice(price, places, code)).toEqual(expected);
  });
});

describe('the booking attempt', () => {
  it('keeps the key for the same request and makes a new one for another', () => {
    const storage = createMemoryStorage();
    const first = attemptFor(storage, '{"a":1}');
    expect(readBookingAttempt(storage)).toEqual(first);
    expect(attemptFor(storage, '{"a":1}').idempotencyKey).toBe(first.idempotencyKey);
    const other = attemptFor(storage, '{"a":2}');
    expect(other.idempotencyKey).not.toBe(first.idempotencyKey);
    clearBookingAttempt(storage);
    expect(readBookingAttempt(storage)).toBeNull();
  });

  it('ignores a stored value that is not an attempt', () => {
    const storage = createMemoryStorage();
    storage.setItem(BOOKING_ATTEMPT_KEY, '{"idempotencyKey":5}');
    expect(readBookingAttempt(storage)).toBeNull();
    storage.setItem(BOOKING_ATTEMPT_KEY, 'not json');
    expect(readBookingAttempt(storage)).toBeNull();
  });
});

describe('workshop times (studio time zone, not the browser’s)', () => {
  it('writes a slot in the studio’s zone', () => {
    expect(formatShopTime('2026-11-24T02:30:00Z', 'Asia/Singapore', { htmlLang: 'en-SG' })).toBe('10:30');
    expect(formatShopTime('2026-11-24T03:30:00Z', 'Asia/Ho_Chi_Minh', { htmlLang: 'vi-VN' })).toBe('10:30');
  });

  it('knows the shop’s day, the next days and their weekdays', () => {
    expect(shopDate(new Date('2026-11-21T17:00:00Z'), 'Asia/Singapore')).toBe('2026-11-22');
    expect(nextDays('2026-11-30', 3)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
  });

  it('names opening days in the page language, in week order', () => {
    expect(formatOpeningDays([7, 6], { htmlLang: 'en-SG' })).toBe('Saturday and Sunday');
    expect(formatOpeningDays([1, 2], { htmlLang: 'zh-Hans-SG' })).toBe('星期一和星期二');
  });
});
