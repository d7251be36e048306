/** Throws unless `value` is an integer that a double holds exactly, so sums and products stay exact. */
export function assertMinor(value: unknown, label: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`${label}: ${String(value)} is not an integer amount of minor units`);
  }
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${label}: ${value} is outside the safe integer range`);
  }
}

/** A BigInt result back to a number, refusing values a double cannot hold exactly. */
export function toSafeNumber(value: bigint, label: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${label}: result ${value} is outside the safe integer range`);
  }
  return Number(value);
}
