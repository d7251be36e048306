/** Most units of one item a cart line may hold (the cart_items CHECK allows 1-99). */
export const MAX_LINE_QUANTITY = 99;

export interface StockCap {
  /** Units the line may hold: min(requested, available, line limit); 0 when none are left. */
  readonly quantity: number;
  /** Units of the variant not already taken by the cart's other lines. */
  readonly available: number;
  /** Why `quantity` is below what was asked, or null when it is not. */
  readonly limitedBy: 'stock' | 'line_limit' | null;
}

/**
 * How many units a line may hold when `requested` are wanted, `stock` exist and the cart's other
 * lines already take `otherUnits` of the same variant (lines of one variant share its stock, e.g.
 * two bespoke perfumes of one size with different labels).
 */
export function capToStock(
  requested: number,
  stock: number,
  otherUnits = 0,
  maxPerLine: number = MAX_LINE_QUANTITY,
): StockCap {
  for (const [name, value] of [
    ['requested', requested],
    ['stock', stock],
    ['otherUnits', otherUnits],
    ['maxPerLine', maxPerLine],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`capToStock: ${name} must be a non-negative integer (got ${String(value)})`);
    }
  }
  const available = Math.max(0, stock - otherUnits);
  const quantity = Math.min(requested, available, maxPerLine);
  if (quantity === requested) return { quantity, available, limitedBy: null };
  return {
    quantity,
    available,
    limitedBy: available < Math.min(requested, maxPerLine) ? 'stock' : 'line_limit',
  };
}
