import { applyPriceRules, type PriceRule } from '../cart/price-rules';

/**
 * An automatic price rule as `GET /api/promo-rules/modify/?type=perfume_diy` sends it (the
 * contract's PromoRule), reduced to what the builder's price needs.
 */
export interface PromoRuleInput {
  readonly id: number;
  readonly type: string;
  readonly min_quantity: number;
  readonly discount_type: 'percentage' | 'fixed_amount' | 'free_shipping';
  /** percentage: percent; fixed_amount: minor units of `currency`. */
  readonly value: number;
  readonly currency: string;
}

/**
 * The cart's price rules from the API's promo rules, priced in `currency`: a fixed amount in
 * another currency is not offered there (the cart would not apply it either), and free shipping
 * does not change a unit price.
 */
export function priceRulesFrom(rules: readonly PromoRuleInput[], currency: string): PriceRule[] {
  const wanted = currency.toUpperCase();
  const result: PriceRule[] = [];
  for (const rule of rules) {
    if (rule.discount_type === 'free_shipping') continue;
    if (rule.discount_type === 'percentage') {
      result.push({
        id: rule.id,
        productType: rule.type,
        minQuantity: rule.min_quantity,
        kind: 'percentage',
        percent: Math.min(100, Math.max(0, Math.trunc(rule.value))),
        amountOff: null,
      });
    } else {
      result.push({
        id: rule.id,
        productType: rule.type,
        minQuantity: rule.min_quantity,
        kind: 'fixed_amount',
        percent: 0,
        amountOff: rule.currency.toUpperCase() === wanted ? rule.value : null,
      });
    }
  }
  return result;
}

export interface BuilderPrice {
  /** Catalogue price of one bottle (the variant's price). */
  readonly unitPrice: number;
  /** One bottle after the best rule in force. */
  readonly price: number;
  readonly quantity: number;
  /** price × quantity. */
  readonly total: number;
  /** The rule that lowered the price, or null. */
  readonly ruleId: number | null;
}

/**
 * What `quantity` bottles of one bespoke perfume cost, with the same rule choice the cart makes
 * (the best single rule for the type, per unit, never stacked), so the builder shows the price the
 * cart line will have when it is the only perfume of its type in the cart.
 */
export function builderPrice(input: {
  unitPrice: number;
  quantity: number;
  productType: string;
  rules: readonly PriceRule[];
}): BuilderPrice {
  const [line] = applyPriceRules(
    [
      {
        id: 1,
        productType: input.productType,
        unitPrice: input.unitPrice,
        quantity: input.quantity,
        isFreeGift: false,
      },
    ],
    input.rules,
  );
  if (!line) throw new Error('builderPrice: no line priced');
  return {
    unitPrice: line.unitPrice,
    price: line.price,
    quantity: line.quantity,
    total: line.total,
    ruleId: line.priceRuleId,
  };
}

/**
 * The next offer to show ("make 2 or more, 10% off each"): the rule with the lowest quantity above
 * the current one that would lower the price, with the unit price it would give; null when there
 * is none.
 */
export function nextOffer(input: {
  unitPrice: number;
  quantity: number;
  productType: string;
  rules: readonly PriceRule[];
}): { ruleId: number; minQuantity: number; price: number } | null {
  const current = builderPrice(input).price;
  const candidates = input.rules
    .filter((rule) => rule.productType === input.productType && rule.minQuantity > input.quantity)
    .map((rule) => rule.minQuantity)
    .sort((a, b) => a - b);
  for (const minQuantity of new Set(candidates)) {
    const then = builderPrice({ ...input, quantity: minQuantity });
    if (then.price < current && then.ruleId !== null) {
      return { ruleId: then.ruleId, minQuantity, price: then.price };
    }
  }
  return null;
}
