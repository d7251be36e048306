import { describe, expect, it } from 'vitest';
import { SLOT_DURATION_MS, SLOT_MINUTES, slotsForDay, upcomingSlots, wallClockInstant } from './slots';

const LABELS = [
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
];

describe('workshop constants (SPEC §9)', () => {
  it('are 30 minutes and 1,800,000 ms, which agree', () => {
    expect(SLOT_MINUTES).toBe(30);
    expect(SLOT_DURATION_MS).toBe(1_800_000);
    expect(SLOT_MINUTES * 60_000).toBe(SLOT_DURATION_MS);
  });
});

describe('slotsForDay', () => {
  it('starts every 30 minutes from 10:30 to 19:00, both included: 18 starts (SPEC §9)', () => {
    const slots = slotsForDay('2025-03-14', 'Asia/Singapore');
    expect(slots.map((slot) => slot.label)).toEqual(LABELS);
    expect(slots[0]).toEqual({
      start: '2025-03-14T02:30:00.000Z',
      end: '2025-03-14T03:00:00.000Z',
      label: '10:30',
    });
    expect(slots).toHaveLength(18);
    expect(slots.at(-1)).toEqual({
      start: '2025-03-14T11:00:00.000Z',
      end: '2025-03-14T11:30:00.000Z',
      label: '19:00',
    });
  });

  it('makes each slot last exactly SLOT_DURATION_MS and follow the previous one', () => {
    const slots = slotsForDay('2025-03-14', 'Asia/Singapore');
    slots.forEach((slot, index) => {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(SLOT_DURATION_MS);
      if (index > 0) expect(slot.start).toBe(slots[index - 1]?.end);
    });
  });

  it.each([
    ['UTC', '2025-03-14', '2025-03-14T10:30:00.000Z'],
    ['Asia/Ho_Chi_Minh', '2025-03-14', '2025-03-14T03:30:00.000Z'],
    ['Asia/Seoul', '2025-03-14', '2025-03-14T01:30:00.000Z'],
    ['Asia/Dubai', '2025-03-14', '2025-03-14T06:30:00.000Z'],
    ['Pacific/Kiritimati', '2025-03-14', '2025-03-13T20:30:00.000Z'],
    ['America/New_York', '2025-03-08', '2025-03-08T15:30:00.000Z'], // EST
    ['America/New_York', '2025-03-09', '2025-03-09T14:30:00.000Z'], // EDT from 02:00 that day
    ['Europe/London', '2025-10-26', '2025-10-26T10:30:00.000Z'], // GMT again from 02:00 that day
  ])('in %s on %s the first slot starts at %s', (zone, date, start) => {
    const slots = slotsForDay(date, zone);
    expect(slots).toHaveLength(18);
    expect(slots[0]?.start).toBe(start);
    expect(slots[0]?.label).toBe('10:30');
  });

  it('does not depend on the process time zone', () => {
    expect(new Date(0).getTimezoneOffset()).toBe(0); // tests run with TZ=UTC
    expect(slotsForDay('2024-02-29', 'Asia/Singapore')[0]?.start).toBe('2024-02-29T02:30:00.000Z');
  });

  it.each(['2025-02-30', '2025-13-01', '2025-3-14', '14/03/2025', '', '2025-03-14T00:00'])(
    'rejects the date %j',
    (date) => {
      expect(() => slotsForDay(date, 'Asia/Singapore')).toThrow(
        /is not a calendar date in the form YYYY-MM-DD/,
      );
    },
  );

  it('rejects an unknown time zone', () => {
    expect(() => slotsForDay('2025-03-14', 'Asia/Atlantis')).toThrow(/not a known IANA time zone/);
  });
});

describe('wallClockInstant', () => {
  it('is a time of a day in the shop’s zone', () => {
    expect(wallClockInstant('2025-03-14', 'Asia/Singapore', '21:30')).toBe('2025-03-14T13:30:00.000Z');
    expect(wallClockInstant('2025-03-14', 'Asia/Dubai', '21:30')).toBe('2025-03-14T17:30:00.000Z');
  });
});

describe('upcomingSlots', () => {
  const slots = slotsForDay('2025-03-14', 'Asia/Singapore');

  it.each([
    ['2025-03-14T00:00:00.000Z', 18, '10:30'],
    ['2025-03-14T04:59:59.999Z', 13, '13:00'],
    ['2025-03-14T05:00:00.000Z', 12, '13:30'], // 13:00 starts right now: no longer bookable
    ['2025-03-14T05:00:00.001Z', 12, '13:30'],
    ['2025-03-14T10:59:59.999Z', 1, '19:00'],
    ['2025-03-14T11:00:00.000Z', 0, undefined],
    ['2025-03-15T00:00:00.000Z', 0, undefined],
  ])('at %s: %i left, first %s', (now, count, first) => {
    const left = upcomingSlots(slots, new Date(now));
    expect(left).toHaveLength(count);
    expect(left[0]?.label).toBe(first);
  });

  it('rejects an invalid now', () => {
    expect(() => upcomingSlots(slots, new Date(Number.NaN))).toThrow(/invalid Date/);
  });
});
