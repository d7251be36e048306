import { assertMinor, toSafeNumber } from './safe-integer';

/**
 * Sum of minor-unit amounts. Accumulates in BigInt so an intermediate total beyond 2^53 cannot lose a
 * cent; only the final total must be a safe integer. Throws on any non-integer input.
 */
export function sumMinor(amounts: readonly number[]): number {
  let total = 0n;
  amounts.forEach((amount, index) => {
    assertMinor(amount, `sumMinor[${index}]`);
    total += BigInt(amount);
  });
  return toSafeNumber(total, 'sumMinor');
}

/** Line total: unit price × quantity, both integers, product checked to be a safe integer. */
export function multiplyMinor(unitMinor: number, quantity: number): number {
  assertMinor(unitMinor, 'multiplyMinor unit');
  if (!Number.isSafeInteger(quantity)) {
    throw new TypeError(`multiplyMinor: quantity ${String(quantity)} is not a safe integer`);
  }
  return toSafeNumber(BigInt(unitMinor) * BigInt(quantity), 'multiplyMinor');
}
