import type { CartItem, Order, OrderLine, Product, ProductVariant } from '@atelier/api/schema';
import {
  ECOMMERCE_RESET,
  purchaseEvent,
  type AnalyticsItemInput,
  type MoneyContext,
} from '@atelier/commerce/analytics';
import type { Analytics, DataLayerMessage } from './analytics';

/**
 * Pushes one GA4 ecommerce event, preceded by commerce's ECOMMERCE_RESET: GTM merges data layer
 * messages, so without the reset an event would inherit the items of the one before. A payload
 * that cannot be built (a currency without its exchange rate) is not sent rather than sent wrong.
 */
export function pushEcommerce(analytics: Analytics, build: () => object): void {
  let message: DataLayerMessage;
  try {
    message = { ...build() };
  } catch {
    return;
  }
  analytics.push({ ...ECOMMERCE_RESET });
  analytics.push(message);
}

/** A product (and the chosen variant) as a GA4 item input; quantity 1 unless given. */
export function productAnalyticsItem(
  product: Pick<Product, 'item_feed_id' | 'name' | 'type' | 'price'>,
  variant: Pick<ProductVariant, 'item_feed_id' | 'name' | 'price'> | null,
  quantity = 1,
): AnalyticsItemInput {
  return {
    itemId: variant?.item_feed_id ?? product.item_feed_id,
    name: product.name,
    category: product.type,
    priceMinor: variant?.price ?? product.price,
    quantity,
    variant: variant?.name ?? null,
  };
}

/** A cart line as a GA4 item input (commerce's mapping of SPEC §3 cart item fields). */
export function cartItemAnalyticsItem(item: CartItem, quantity = item.quantity): AnalyticsItemInput {
  return {
    itemId: item.item_feed_id,
    name: item.name,
    category: item.type.parent ?? item.type.name,
    priceMinor: item.price,
    quantity,
    variant: item.variant_values.map((value) => value.value).join(' / ') || null,
    shouldTrack: item.should_tracking,
  };
}

/** The money context of a cart: its currency and the exchange rate it was priced with. */
export function cartMoney(cart: { currency: string; exchange_rate: number }): MoneyContext {
  return { currency: cart.currency, exchangeRate: cart.exchange_rate };
}

/** An order line as a GA4 item input (gift card lines are reported under their kind). */
export function orderLineAnalyticsItem(line: OrderLine): AnalyticsItemInput {
  return {
    itemId: line.item_feed_id ?? `${line.kind}-${line.product_id ?? line.id}`,
    name: line.name,
    category: line.product_type ?? line.kind,
    priceMinor: line.price,
    quantity: line.quantity,
    variant: line.variant_values.map((value) => value.value).join(' / ') || null,
  };
}

/** GA4 purchase of a paid order: value is the order total in SGD by the order's exchange rate. */
export function purchaseOfOrder(order: Order) {
  return purchaseEvent(
    { currency: order.currency, exchangeRate: order.exchange_rate },
    {
      transactionId: String(order.number),
      items: order.line_items.map(orderLineAnalyticsItem),
      totalMinor: order.total,
      shippingMinor: order.shipping,
      coupon: order.promo?.code ?? null,
    },
  );
}
