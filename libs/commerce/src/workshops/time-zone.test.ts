import { describe, expect, it } from 'vitest';
import { assertTimeZone, wallClockToUtc } from './time-zone';

const wall = (iso: string) => Date.parse(`${iso}Z`);

describe('wallClockToUtc', () => {
  it.each([
    ['2025-03-14T10:30:00', 'Asia/Singapore', '2025-03-14T02:30:00.000Z'],
    ['2025-03-14T10:30:00', 'UTC', '2025-03-14T10:30:00.000Z'],
    ['2025-03-14T10:30:00', 'Asia/Ho_Chi_Minh', '2025-03-14T03:30:00.000Z'],
    ['2025-03-14T10:30:00', 'Asia/Kolkata', '2025-03-14T05:00:00.000Z'],
    ['2025-03-14T10:30:00', 'Pacific/Kiritimati', '2025-03-13T20:30:00.000Z'],
    ['2025-07-01T10:30:00', 'Europe/London', '2025-07-01T09:30:00.000Z'],
    ['2025-01-01T10:30:00', 'Europe/London', '2025-01-01T10:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, utc) => {
    expect(new Date(wallClockToUtc(wall(local), zone) ?? NaN).toISOString()).toBe(utc);
  });

  it('returns null for a wall time skipped by a DST jump', () => {
    expect(wallClockToUtc(wall('2025-03-09T02:30:00'), 'America/New_York')).toBeNull();
  });

  it('returns the earlier instant for a wall time that happens twice', () => {
    const instant = wallClockToUtc(wall('2025-11-02T01:30:00'), 'America/New_York');
    expect(new Date(instant ?? NaN).toISOString()).toBe('2025-11-02T05:30:00.000Z');
  });
});

describe('assertTimeZone', () => {
  it('names an unknown zone', () => {
    expect(() => assertTimeZone('Mars/Olympus_Mons')).toThrow(
      /"Mars\/Olympus_Mons" is not a known IANA time zone/,
    );
  });

  it('accepts a known zone', () => {
    expect(() => assertTimeZone('Asia/Singapore')).not.toThrow();
  });
});
