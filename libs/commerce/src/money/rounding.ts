/**
 * n / d rounded to the nearest integer, ties away from zero (2.5 → 3, -2.5 → -3). This is the rounding
 * people expect from "to 2 decimals" on a receipt, and unlike banker's rounding it matches what
 * Number.prototype.toFixed is usually assumed (wrongly, because of binary floats) to do.
 */
export function divideRoundHalfAwayFromZero(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const quotient = n / d;
  const remainder = n % d;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  if (2n * absRemainder >= d) return n < 0n ? quotient - 1n : quotient + 1n;
  return quotient;
}
