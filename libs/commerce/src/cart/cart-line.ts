import { multiplyMinor } from '../money/arithmetic';

/** A cart line as the pricing needs it; prices are minor units of the cart's currency. */
export interface CartLineInput {
  /** The cart item's id (any stable key). */
  readonly id: number;
  /** Product type name (SPEC §3), which automatic price rules match on. */
  readonly productType: string;
  /** Catalogue unit price in the cart's currency (ignored for a free gift, which is always 0). */
  readonly unitPrice: number;
  readonly quantity: number;
  readonly isFreeGift: boolean;
}

/** A priced line: `price` is what one unit costs after automatic rules, `total` = price × quantity. */
export interface PricedLine {
  readonly id: number;
  /** Catalogue unit price (0 for a free gift). */
  readonly unitPrice: number;
  /** Unit price after the best automatic price rule (equal to unitPrice when none applies). */
  readonly price: number;
  readonly quantity: number;
  readonly total: number;
  /** The automatic price rule that lowered the price, or null. */
  readonly priceRuleId: number | null;
  readonly isFreeGift: boolean;
}

/** Line total: unit price × quantity, exact in minor units (a free gift is always 0). */
export function lineTotal(price: number, quantity: number, isFreeGift = false): number {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`lineTotal: quantity must be a positive integer (got ${String(quantity)})`);
  }
  return isFreeGift ? 0 : multiplyMinor(price, quantity);
}
