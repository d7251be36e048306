import { lineTotal, type CartLineInput, type PricedLine } from './cart-line';
import { percentOf } from './percent-of';

/**
 * An automatic price rule of a product type (promo_rules, e.g. "two bespoke perfumes, 10% off
 * each"): it holds when the cart has at least `minQuantity` paid units of that type, and then
 * lowers the unit price of every such unit.
 */
export interface PriceRule {
  readonly id: number;
  readonly productType: string;
  readonly minQuantity: number;
  readonly kind: 'percentage' | 'fixed_amount';
  /** percentage: 0-100. */
  readonly percent: number;
  /** fixed_amount: minor units off each unit in the cart's currency; null when not offered there. */
  readonly amountOff: number | null;
}

/** What one rule takes off one unit of `unitPrice` (never more than the unit price). */
export function unitDiscount(rule: PriceRule, unitPrice: number): number {
  if (rule.kind === 'percentage') return percentOf(unitPrice, rule.percent);
  if (rule.amountOff === null) return 0;
  return Math.min(unitPrice, rule.amountOff);
}

/** Paid units per product type (free gifts do not count towards multi-buy rules). */
export function paidQuantitiesByType(lines: readonly CartLineInput[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (line.isFreeGift) continue;
    counts.set(line.productType, (counts.get(line.productType) ?? 0) + line.quantity);
  }
  return counts;
}

/**
 * The rules that hold for a product type given the cart's paid units of it. A fixed-amount rule
 * without an amount in the cart's currency does not hold there.
 */
export function rulesInForce(
  rules: readonly PriceRule[],
  productType: string,
  paidUnits: number,
): PriceRule[] {
  return rules.filter(
    (rule) =>
      rule.productType === productType &&
      paidUnits >= rule.minQuantity &&
      (rule.kind === 'percentage' ? rule.percent > 0 : rule.amountOff !== null && rule.amountOff > 0),
  );
}

/**
 * Prices every line: free gifts cost 0; a paid line gets the single best rule in force for its
 * type (rules never stack; on a tie the lower rule id wins so the result is deterministic). The
 * discount is taken per unit and rounded there, so `total` is always exactly `price × quantity`,
 * which is what the shopper sees on the line.
 */
export function applyPriceRules(lines: readonly CartLineInput[], rules: readonly PriceRule[]): PricedLine[] {
  const paid = paidQuantitiesByType(lines);
  return lines.map((line) => {
    if (line.isFreeGift) {
      return {
        id: line.id,
        unitPrice: 0,
        price: 0,
        quantity: line.quantity,
        total: lineTotal(0, line.quantity, true),
        priceRuleId: null,
        isFreeGift: true,
      };
    }
    let best: { rule: PriceRule; off: number } | null = null;
    const candidates = rulesInForce(rules, line.productType, paid.get(line.productType) ?? 0).sort(
      (a, b) => a.id - b.id,
    );
    for (const rule of candidates) {
      const off = unitDiscount(rule, line.unitPrice);
      if (off > 0 && (best === null || off > best.off)) best = { rule, off };
    }
    const price = line.unitPrice - (best?.off ?? 0);
    return {
      id: line.id,
      unitPrice: line.unitPrice,
      price,
      quantity: line.quantity,
      total: lineTotal(price, line.quantity),
      priceRuleId: best?.rule.id ?? null,
      isFreeGift: false,
    };
  });
}
