import { toSgd, toSgdMinor } from '../exchange/sgd-conversion';
import type { RateInput } from '../exchange/exchange-rate';
import { multiplyMinor, sumMinor } from '../money/arithmetic';

/** The money context of a cart or order: its currency and exchange_rate (units per 1 SGD). */
export interface MoneyContext {
  readonly currency: string;
  /** Ignored for SGD; required otherwise. */
  readonly exchangeRate: RateInput | null | undefined;
}

/**
 * One line to report. From a cart item: itemId ← item_feed_id, name ← name, category ← type.parent
 * name (or type.name), priceMinor ← price (unit price, minor units of the cart currency),
 * quantity ← quantity, variant ← variant_values joined, shouldTrack ← should_tracking.
 */
export interface AnalyticsItemInput {
  readonly itemId: string;
  readonly name: string;
  readonly category: string;
  readonly priceMinor: number;
  readonly quantity: number;
  readonly variant?: string | null;
  /** false leaves the line out of the payload (and its value); default true. */
  readonly shouldTrack?: boolean;
}

/** A GA4 item; price is the SGD unit price with 2 decimals. */
export interface Ga4Item {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_category: string;
  readonly price: number;
  readonly quantity: number;
  readonly item_variant?: string;
}

function trackedItems(items: readonly AnalyticsItemInput[]): AnalyticsItemInput[] {
  return items.filter((item) => {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      throw new RangeError(
        `Analytics item ${item.itemId}: quantity ${item.quantity} is not a positive integer`,
      );
    }
    return item.shouldTrack !== false;
  });
}

/** GA4 items with unit prices converted to SGD. Fields are copied one by one so nothing else leaks in. */
export function toGa4Items(money: MoneyContext, items: readonly AnalyticsItemInput[]): Ga4Item[] {
  return trackedItems(items).map((item) => ({
    item_id: item.itemId,
    item_name: item.name,
    item_category: item.category,
    price: toSgd(item.priceMinor, money.currency, money.exchangeRate),
    quantity: item.quantity,
    ...(item.variant ? { item_variant: item.variant } : {}),
  }));
}

/**
 * Value of tracked lines in SGD: Σ price × quantity in the cart currency, exactly, then converted once.
 * Converting the total (not each line) keeps the reported revenue within half a cent of the true amount
 * however many lines there are.
 */
export function itemsValueSgd(money: MoneyContext, items: readonly AnalyticsItemInput[]): number {
  const totalMinor = sumMinor(
    trackedItems(items).map((item) => multiplyMinor(item.priceMinor, item.quantity)),
  );
  return toSgdMinor(totalMinor, money.currency, money.exchangeRate) / 100;
}
