import type { Cart, CartItem, ProductImage } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { convertFromSgd } from '@atelier/commerce/exchange';
import { multiplyMinor, sumMinor } from '@atelier/commerce/money';
import { mediaUrl } from '../../http/media-url';
import type { CartContents, CartRow } from './queries';

export interface CartViewContext {
  language: Language;
  publicOrigin: string;
}

type Currency = Cart['currency'];

/**
 * The contract's `Cart`, priced by the server from the catalogue in the cart's currency: item
 * prices come from the variant's price in that currency (converted from SGD by the stored rate
 * only when the catalogue has no price there), totals are sums of integers in minor units.
 */
export function cartViews(
  cartRows: readonly CartRow[],
  contents: CartContents,
  context: CartViewContext,
): Cart[] {
  const { language, publicOrigin } = context;
  const productsById = new Map(contents.productRows.map((p) => [p.id, p]));
  const variantsById = new Map(contents.variantRows.map((v) => [v.id, v]));
  const firstVariantOf = new Map<number, (typeof contents.variantRows)[number]>();
  for (const v of contents.variantRows)
    if (!firstVariantOf.has(v.productId)) firstVariantOf.set(v.productId, v);
  const priceOf = new Map(contents.priceRows.map((p) => [`${p.variantId}|${p.currency}`, p]));
  const rateOf = new Map(contents.rateRows.map((r) => [r.currency, r.rateToSgd]));

  const unitPrice = (variantId: number, currency: string): number => {
    const direct = priceOf.get(`${variantId}|${currency}`);
    if (direct) return direct.amount;
    const sgd = priceOf.get(`${variantId}|SGD`);
    return sgd ? convertFromSgd(sgd.amount, currency, rateOf.get(currency) ?? null) : 0;
  };

  return cartRows.map((cart) => {
    const currency = cart.currency as Currency;
    const items: CartItem[] = contents.items
      .filter((item) => item.cartId === cart.id)
      .map((item) => {
        const product = productsById.get(item.productId);
        const variant = item.variantId
          ? variantsById.get(item.variantId)
          : firstVariantOf.get(item.productId);
        const price = item.isFreeGift || !variant ? 0 : unitPrice(variant.id, currency);
        const images: ProductImage[] = contents.imageRows
          .filter((img) => img.productId === item.productId)
          .map((img) => ({
            url: mediaUrl(publicOrigin, img.path) as string,
            type: img.type as ProductImage['type'],
            alt: img.alt[language] || img.alt.en,
          }));
        const combo = contents.bundleRows
          .filter((b) => b.bundleProductId === item.productId)
          .map((b) => {
            const part = productsById.get(b.itemProductId);
            return {
              product_id: b.itemProductId,
              name: part ? part.name[language] || part.name.en : '',
              quantity: b.quantity,
            };
          });
        const type = (product?.type ?? 'premade') as CartItem['type']['name'];
        return {
          id: item.id,
          name: product ? product.name[language] || product.name.en : '',
          price,
          quantity: item.quantity,
          total: multiplyMinor(price, item.quantity),
          currency,
          item_feed_id: variant?.sku ?? product?.sku ?? '',
          // Free gifts are not sales, so analytics leaves them out.
          should_tracking: !item.isFreeGift,
          is_free_gift: item.isFreeGift,
          variant_id: item.variantId,
          variant_values:
            variant && item.variantId
              ? [{ name: 'Size', value: variant.label[language] || variant.label.en }]
              : [],
          customization: (item.customization ?? null) as CartItem['customization'],
          type: { name: type, parent: null },
          product: { id: item.productId, slug: product?.slug ?? 'unknown', images, combo, type },
        };
      });

    const subtotal = sumMinor(items.map((i) => i.total));
    const promo = cart.promoId ? contents.promoRows.find((p) => p.id === cart.promoId) : undefined;
    const rule = cart.shippingRuleId
      ? contents.ruleRows.find((r) => r.id === cart.shippingRuleId)
      : undefined;
    let discount = 0;
    if (promo?.kind === 'percentage') {
      discount = Math.round((subtotal * promo.percent) / 100);
    } else if (promo?.kind === 'fixed_amount') {
      const amounts = contents.promoAmountRows.find((a) => a.promoId === promo.id && a.currency === currency);
      discount = Math.min(subtotal, amounts?.amountOff ?? 0);
    }
    let shipping = 0;
    if (rule && promo?.kind !== 'free_shipping') {
      const free = rule.freeOver !== null && subtotal >= rule.freeOver;
      shipping = free || rule.currency !== currency ? 0 : rule.price;
    }
    const rate = cart.currency === 'SGD' ? 1 : Number(rateOf.get(cart.currency) ?? 1);
    return {
      id: cart.id,
      user_id: cart.userId,
      items,
      item_count: sumMinor(items.map((i) => i.quantity)),
      promo: promo ? { id: promo.id, code: promo.code } : null,
      subtotal,
      discount,
      shipping,
      shipping_rule_id: cart.shippingRuleId,
      total: Math.max(0, subtotal - discount + shipping),
      recent_item: items.find((i) => i.id === cart.recentItemId) ?? null,
      exchange_rate: rate,
      currency,
      updated_at: cart.updatedAt.toISOString(),
    };
  });
}
