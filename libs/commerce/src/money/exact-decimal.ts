/**
 * A decimal number held exactly: value = units / 10^places. Money and exchange rates go through this
 * so that '0.7412' or '19.99' never touches binary floating point.
 */
export interface ExactDecimal {
  readonly units: bigint;
  readonly places: number;
}

// Strings must be plain decimals: "1e3", "+1", " 1", "1,000", ".5" and "5." are rejected because a
// price or rate written that way is far more likely a bug upstream than a deliberate value.
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
// Numbers are read through String(n), which is the shortest text that round-trips to the same double,
// and uses exponent notation below 1e-6 and from 1e21 up; both forms are understood.
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** Parses a decimal string or a finite number exactly. `label` prefixes error messages. */
export function parseDecimal(input: string | number, label: string): ExactDecimal {
  let text: string;
  let pattern: RegExp;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new RangeError(`${label}: ${String(input)} is not a finite number`);
    text = String(input);
    pattern = NUMBER_TEXT;
  } else if (typeof input === 'string') {
    text = input;
    pattern = PLAIN_DECIMAL;
  } else {
    throw new TypeError(`${label}: expected a decimal string or a number, got ${typeof input}`);
  }
  const match = pattern.exec(text);
  if (!match) {
    throw new RangeError(
      `${label}: "${text}" is not a plain decimal number (digits with an optional "-" and ".")`,
    );
  }
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  let units = BigInt(whole + fraction);
  let places = fraction.length - Number(exponent);
  if (places < 0) {
    units *= 10n ** BigInt(-places);
    places = 0;
  }
  return { units: sign === '-' ? -units : units, places };
}

/**
 * The value as a whole count of 10^-places units, or null when that would drop non-zero digits.
 * Trailing zeros are not information, so '19000.00' at 0 places is 19000 while '1.505' at 2 is null.
 */
export function unitsAtPlaces(value: ExactDecimal, places: number): bigint | null {
  if (value.places <= places) return value.units * 10n ** BigInt(places - value.places);
  const factor = 10n ** BigInt(value.places - places);
  return value.units % factor === 0n ? value.units / factor : null;
}
