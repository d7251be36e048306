// Wall-clock arithmetic for an IANA time zone through Intl, the one time-zone database available on
// every runtime we target. Formatters are cached because constructing one is far costlier than using it.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      throw new RangeError(`"${timeZone}" is not a known IANA time zone`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError naming the zone when it is not a known IANA time zone. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** The wall-clock minute of an instant in a zone, expressed as if it were UTC (ms, seconds dropped). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute);
}

const DAY_MS = 86_400_000;

/**
 * The UTC instant at which the zone's clocks show `wallMs` (a wall-clock time written as UTC ms), or
 * null when that time does not exist (skipped by a DST jump). When it exists twice (clocks set back),
 * the earlier instant is returned. Offsets are sampled a day either side, which covers any zone that
 * changes its offset at most once in two days.
 */
export function wallClockToUtc(wallMs: number, timeZone: string): number | null {
  const offsets = new Set([
    wallClockMs(wallMs - DAY_MS, timeZone) - (wallMs - DAY_MS),
    wallClockMs(wallMs + DAY_MS, timeZone) - (wallMs + DAY_MS),
  ]);
  const candidates = [...offsets]
    .map((offset) => wallMs - offset)
    .filter((instant) => wallClockMs(instant, timeZone) === wallMs);
  return candidates.length === 0 ? null : Math.min(...candidates);
}
