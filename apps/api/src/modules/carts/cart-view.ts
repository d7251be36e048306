import type { Cart, CartItem, PerfumeCustomization, ProductImage } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { mediaUrl } from '../../http/media-url';
import { DEFAULT_COUNTRY } from '../../http/market';
import { localize, rateNumber, taxIncludedIn } from '../pricing';
import { priceCartIn, type CartMarket, type PricedCart } from './cart-pricing';
import type { CartContents } from './cart-contents';
import type { CartRow } from './queries';
import { variantValues } from './variant-values';

export interface CartViewContext {
  language: Language;
}

type Currency = Cart['currency'];

/**
 * The contract's `Cart` from a priced cart: every price, line total, discount, shipping and total
 * comes from the server's pricing (never from what a client sent), in the market's currency.
 */
export function cartView(priced: PricedCart, contents: CartContents, context: CartViewContext): Cart {
  const { language } = context;
  const { cart, pricing, market } = priced;
  const currency = market.currency as Currency;
  const products = new Map(contents.productRows.map((p) => [p.id, p]));
  const pricedLines = new Map(pricing.lines.map((line) => [line.id, line]));

  const items: CartItem[] = priced.items.map((item) => {
    const { product, variant } = priced.catalogue.get(item.id) ?? { product: undefined, variant: undefined };
    const line = pricedLines.get(item.id);
    const images: ProductImage[] = contents.imageRows
      .filter((img) => img.productId === item.productId)
      .map((img) => ({
        url: mediaUrl(img.path) as string,
        type: img.type as ProductImage['type'],
        alt: localize(img.alt, language),
      }));
    const combo = contents.bundleRows
      .filter((b) => b.bundleProductId === item.productId)
      .map((b) => ({
        product_id: b.itemProductId,
        name: localize(products.get(b.itemProductId)?.name, language) ?? '',
        quantity: b.quantity,
      }));
    const type = (product?.type ?? 'premade') as CartItem['type']['name'];
    const customization = (item.customization ?? null) as PerfumeCustomization | null;
    return {
      id: item.id,
      name: localize(product?.name, language) ?? '',
      price: line?.price ?? 0,
      quantity: item.quantity,
      total: line?.total ?? 0,
      currency,
      item_feed_id: variant?.sku ?? product?.sku ?? '',
      // A free gift is not a sale, so analytics leaves it out.
      should_tracking: !item.isFreeGift,
      is_free_gift: item.isFreeGift,
      variant_id: item.variantId,
      variant_values: variantValues(variant?.label ?? null, customization, language),
      customization,
      type: { name: type, parent: null },
      product: { id: item.productId, slug: product?.slug ?? 'unknown', images, combo, type },
    };
  });

  return {
    id: cart.id,
    user_id: cart.userId,
    items,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    promo: priced.promo ? { id: priced.promo.id, code: priced.promo.code } : null,
    subtotal: pricing.subtotal,
    discount: pricing.discount,
    shipping: pricing.shipping,
    shipping_rule_id: cart.shippingRuleId,
    total: pricing.total,
    // Prices include tax; a gift card only pays at checkout, so the cart's whole total is taxed.
    tax: taxIncludedIn(market.country, pricing.total),
    recent_item: items.find((i) => i.id === cart.recentItemId) ?? null,
    exchange_rate: rateNumber(market.currency, contents.rates),
    currency,
    updated_at: cart.updatedAt.toISOString(),
  };
}

/** Carts in the currency and country they were last changed in (a member's list of carts). */
export function cartViewsAsStored(
  cartRows: readonly CartRow[],
  contents: CartContents,
  context: CartViewContext & { now: Date },
): Cart[] {
  return cartRows.map((cart) => {
    const market: CartMarket = {
      currency: cart.currency,
      country: cart.country ?? DEFAULT_COUNTRY,
      now: context.now,
    };
    return cartView(priceCartIn(cart, contents, market), contents, context);
  });
}
