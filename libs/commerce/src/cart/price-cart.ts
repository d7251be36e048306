import { sumMinor } from '../money/arithmetic';
import type { CartLineInput, PricedLine } from './cart-line';
import { applyPriceRules, type PriceRule } from './price-rules';
import { evaluatePromo } from './promo-evaluation';
import type { PromoContext, PromoEvaluation, PromoTerms } from './promo-terms';
import { shippingPrice, type ShippingTerms } from './shipping-price';

export interface CartPricingInput {
  readonly lines: readonly CartLineInput[];
  /** Automatic price rules (promo_rules) with their money in the cart's currency. */
  readonly priceRules: readonly PriceRule[];
  /** The code on the cart, or null. */
  readonly promo: PromoTerms | null;
  /** Everything the promo evaluation needs except the subtotal, which is computed here. */
  readonly promoContext: Omit<PromoContext, 'subtotal'>;
  /** The chosen shipping method in the cart's currency, or null until one is chosen. */
  readonly shipping: ShippingTerms | null;
}

export interface CartPricing {
  readonly lines: readonly PricedLine[];
  /** Σ line totals (free gifts count 0). */
  readonly subtotal: number;
  /** The code's evaluation, or null without a code. */
  readonly promo: PromoEvaluation | null;
  /** The code's money off (0 when it does not apply now). */
  readonly discount: number;
  /** Shipping after the free-over threshold and a free-shipping code (0 without a method). */
  readonly shipping: number;
  /** subtotal − discount + shipping, never below 0. */
  readonly total: number;
  /** Units of the code's free gift the cart is entitled to now (0 when none). */
  readonly freeGiftQuantity: number;
}

/**
 * Prices a whole cart in one currency: lines (automatic rules per unit) → subtotal → the code
 * (checked against that subtotal) → shipping (threshold on the goods total after the discount)
 * → total. Every amount is an integer in minor units; the only rounding is inside percentages.
 */
export function priceCart(input: CartPricingInput): CartPricing {
  const lines = applyPriceRules(input.lines, input.priceRules);
  const subtotal = sumMinor(lines.map((line) => line.total));
  const promo = input.promo ? evaluatePromo(input.promo, { ...input.promoContext, subtotal }) : null;
  const discount = promo?.applies ? promo.discount : 0;
  const goodsTotal = subtotal - discount;
  const shipping = input.shipping
    ? shippingPrice(input.shipping, goodsTotal, promo?.applies === true && promo.freeShipping)
    : 0;
  return {
    lines,
    subtotal,
    promo,
    discount,
    shipping,
    total: Math.max(0, goodsTotal + shipping),
    freeGiftQuantity: promo?.applies ? promo.freeGiftQuantity : 0,
  };
}
