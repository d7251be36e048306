import { describe, expect, it } from 'vitest';
import { addMonths, isoWeekday, localDate, nextDays, startOfDay } from './calendar-day';

describe('shop days', () => {
  it('finds the calendar day of an instant in the shop time zone', () => {
    // 17:00 UTC is already the next day in Singapore (UTC+8).
    expect(localDate(new Date('2026-11-21T17:00:00Z'), 'Asia/Singapore')).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-21T17:00:00Z'), 'America/New_York')).toBe('2026-11-21');
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('finds the first instant of a day, across offsets and DST', () => {
    expect(startOfDay('2026-11-22', 'Asia/Singapore').toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(startOfDay('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDay('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    // The day New York springs forward (at 02:00) still starts at midnight EST.
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // Santiago skips midnight when DST starts: the day begins at 01:00 (UTC-3).
    expect(startOfDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('names weekdays the ISO way and counts days on', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(nextDays('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});
