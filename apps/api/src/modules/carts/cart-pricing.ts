import { priceCart, type CartPricing, type PromoContext, type PromoTerms } from '@atelier/commerce/cart';
import type { Language } from '@atelier/commerce/enums';
import { localize, marketPrices } from '../pricing';
import type { ProductRow, VariantRow } from '../products';
import { priceRuleIn, promoTermsIn } from '../promos';
import type { PromoAmountRow, PromoRow } from '../promos';
import type { ShippingRuleRow } from '../shipping';
import { shippingTermsIn } from '../shipping';
import type { CartContents } from './cart-contents';
import type { CartItemRow, CartRow } from './queries';

/** Where and when a cart is priced: the request's currency and country, and the server's clock. */
export interface CartMarket {
  /** Upper-case store currency. */
  currency: string;
  /** Lower-case country. */
  country: string;
  now: Date;
}

export interface LineCatalogue {
  product: ProductRow | undefined;
  variant: VariantRow | undefined;
  /** Catalogue unit price in the market's currency; null when the item has none (not for sale). */
  unitPrice: number | null;
}

export interface PricedCart {
  cart: CartRow;
  market: CartMarket;
  items: CartItemRow[];
  /** The catalogue side of each item, by item id. */
  catalogue: Map<number, LineCatalogue>;
  pricing: CartPricing;
  /** The code that was evaluated (the cart's own, or the one being checked). */
  promo: PromoRow | null;
  promoTerms: PromoTerms | null;
  shippingRule: ShippingRuleRow | null;
}

export interface PricingOptions {
  /** Evaluate this code instead of the cart's own (GET /api/promo/, applying a new code). */
  promo?: { row: PromoRow; amounts: readonly PromoAmountRow[] } | null;
  /** How often the signed-in member already redeemed the code (per-customer limits). */
  customerRedemptions?: number | null;
  /** Who uses the code, for tier codes (see PromoContext.customer); unchecked when absent. */
  customer?: PromoContext['customer'];
}

/**
 * Prices one cart from its stored lines and the catalogue, with the rules of
 * @atelier/commerce/cart: catalogue prices in the market's currency (set per market, SGD
 * converted at the stored rate otherwise), automatic promo rules, the code, the chosen shipping
 * method (converted when the shopper's currency is not its country's) and the total.
 */
export function priceCartIn(
  cart: CartRow,
  contents: CartContents,
  market: CartMarket,
  options: PricingOptions = {},
): PricedCart {
  const { currency } = market;
  const products = new Map(contents.productRows.map((p) => [p.id, p]));
  const variants = new Map(contents.variantRows.map((v) => [v.id, v]));
  const firstVariant = new Map<number, VariantRow>();
  for (const v of contents.variantRows) if (!firstVariant.has(v.productId)) firstVariant.set(v.productId, v);
  const prices = marketPrices(contents.priceRows, contents.rates);

  const items = contents.items.filter((item) => item.cartId === cart.id);
  const catalogue = new Map<number, LineCatalogue>();
  for (const item of items) {
    const variant = item.variantId === null ? firstVariant.get(item.productId) : variants.get(item.variantId);
    const price = variant ? prices.priceOf(variant.id, currency) : null;
    catalogue.set(item.id, {
      product: products.get(item.productId),
      variant,
      unitPrice: price?.amount ?? null,
    });
  }

  const ownPromo =
    cart.promoId === null ? null : (contents.promoRows.find((p) => p.id === cart.promoId) ?? null);
  const promo = options.promo === undefined ? ownPromo : (options.promo?.row ?? null);
  const promoAmounts = options.promo ? options.promo.amounts : contents.promoAmountRows;
  const promoTerms = promo ? promoTermsIn(promo, promoAmounts, currency) : null;
  const shippingRule =
    cart.shippingRuleId === null
      ? null
      : (contents.shippingRows.find((r) => r.id === cart.shippingRuleId) ?? null);

  const pricing = priceCart({
    lines: items.map((item) => ({
      id: item.id,
      productType: catalogue.get(item.id)?.product?.type ?? '',
      unitPrice: catalogue.get(item.id)?.unitPrice ?? 0,
      quantity: item.quantity,
      isFreeGift: item.isFreeGift,
    })),
    priceRules: contents.priceRuleRows.map((rule) =>
      priceRuleIn(rule, contents.priceRuleAmountRows, currency),
    ),
    promo: promoTerms,
    promoContext: {
      now: market.now,
      country: market.country,
      currency,
      // The cart's own code already holds one of its uses.
      holdsUse: promo !== null && promo.id === cart.promoId,
      customerRedemptions: options.customerRedemptions ?? null,
      ...(options.customer ? { customer: options.customer } : {}),
    },
    shipping: shippingRule ? shippingTermsIn(shippingRule, currency, contents.rates) : null,
  });
  return { cart, market, items, catalogue, pricing, promo, promoTerms, shippingRule };
}

/**
 * How an item is named in messages: the product, plus the variant when the product comes in
 * several ("Velvet Saffron 30ml"), so the shopper knows which one is short.
 */
export function itemDisplayName(
  product: ProductRow | undefined,
  variant: VariantRow | undefined,
  variantsOfProduct: number,
  language: Language,
): string {
  const name = product ? localize(product.name, language) : '';
  return variant && variantsOfProduct > 1 ? `${name} ${localize(variant.label, language)}` : name;
}
