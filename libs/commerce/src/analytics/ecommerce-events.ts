import { toSgd } from '../exchange/sgd-conversion';
import {
  shippingMethodName,
  type ShippingMethodCode,
  type ShippingMethodName,
} from '../enums/shipping-methods';
import {
  itemsValueSgd,
  toGa4Items,
  type AnalyticsItemInput,
  type Ga4Item,
  type MoneyContext,
} from './analytics-items';

/** Analytics report every amount in SGD (SPEC §9), whatever the shopper paid in. */
export const ANALYTICS_CURRENCY = 'SGD';

export interface Ecommerce {
  readonly currency: typeof ANALYTICS_CURRENCY;
  /** SGD, 2 decimals. */
  readonly value: number;
  readonly items: Ga4Item[];
}

export interface EcommerceEvent<Name extends string, Extra extends object = object> {
  readonly event: Name;
  readonly ecommerce: Ecommerce & Extra;
}

/**
 * Push before every ecommerce event (GTM dataLayer practice): dataLayer merges objects, so without the
 * reset an event inherits items and fields of the previous one.
 */
export const ECOMMERCE_RESET = { ecommerce: null } as const;

interface CheckoutOptions {
  readonly coupon?: string | null;
  /** The cart total (after promotions) in cart minor units; default: the sum of the lines. */
  readonly valueMinor?: number;
}

function couponField(coupon: string | null | undefined): { coupon?: string } {
  return coupon ? { coupon } : {};
}

function ecommerce(
  money: MoneyContext,
  items: readonly AnalyticsItemInput[],
  valueMinor?: number,
): Ecommerce {
  return {
    currency: ANALYTICS_CURRENCY,
    value:
      valueMinor === undefined
        ? itemsValueSgd(money, items)
        : toSgd(valueMinor, money.currency, money.exchangeRate),
    items: toGa4Items(money, items),
  };
}

export function addToCartEvent(
  money: MoneyContext,
  items: readonly AnalyticsItemInput[],
): EcommerceEvent<'add_to_cart'> {
  return { event: 'add_to_cart', ecommerce: ecommerce(money, items) };
}

export function removeFromCartEvent(
  money: MoneyContext,
  items: readonly AnalyticsItemInput[],
): EcommerceEvent<'remove_from_cart'> {
  return { event: 'remove_from_cart', ecommerce: ecommerce(money, items) };
}

export function viewItemEvent(
  money: MoneyContext,
  items: readonly AnalyticsItemInput[],
): EcommerceEvent<'view_item'> {
  return { event: 'view_item', ecommerce: ecommerce(money, items) };
}

export function beginCheckoutEvent(
  money: MoneyContext,
  items: readonly AnalyticsItemInput[],
  options: CheckoutOptions = {},
): EcommerceEvent<'begin_checkout', { coupon?: string }> {
  return {
    event: 'begin_checkout',
    ecommerce: { ...ecommerce(money, items, options.valueMinor), ...couponField(options.coupon) },
  };
}

/** shipping_tier is the method's display name ('Self Collect'), which is what reports should show. */
export function addShippingInfoEvent(
  money: MoneyContext,
  items: readonly AnalyticsItemInput[],
  options: CheckoutOptions & { readonly shippingMethod: ShippingMethodCode },
): EcommerceEvent<'add_shipping_info', { shipping_tier: ShippingMethodName; coupon?: string }> {
  return {
    event: 'add_shipping_info',
    ecommerce: {
      ...ecommerce(money, items, options.valueMinor),
      shipping_tier: shippingMethodName(options.shippingMethod),
      ...couponField(options.coupon),
    },
  };
}

export function addPaymentInfoEvent(
  money: MoneyContext,
  items: readonly AnalyticsItemInput[],
  options: CheckoutOptions & { readonly paymentType: string },
): EcommerceEvent<'add_payment_info', { payment_type: string; coupon?: string }> {
  return {
    event: 'add_payment_info',
    ecommerce: {
      ...ecommerce(money, items, options.valueMinor),
      payment_type: options.paymentType,
      ...couponField(options.coupon),
    },
  };
}

export interface PurchaseInput {
  readonly transactionId: string;
  readonly items: readonly AnalyticsItemInput[];
  /** Order total in order minor units: the revenue reported as value. */
  readonly totalMinor: number;
  readonly shippingMinor: number;
  readonly coupon?: string | null;
}

/** value is the order total (what was charged), not the sum of the lines, so revenue matches payments. */
export function purchaseEvent(
  money: MoneyContext,
  order: PurchaseInput,
): EcommerceEvent<'purchase', { transaction_id: string; shipping: number; coupon?: string }> {
  if (!order.transactionId) throw new RangeError('purchaseEvent: transactionId is required');
  return {
    event: 'purchase',
    ecommerce: {
      ...ecommerce(money, order.items, order.totalMinor),
      transaction_id: order.transactionId,
      shipping: toSgd(order.shippingMinor, money.currency, money.exchangeRate),
      ...couponField(order.coupon),
    },
  };
}
