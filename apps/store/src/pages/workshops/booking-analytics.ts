import { BASE_CURRENCY } from '@atelier/commerce/exchange';
import type { ExchangeRate, WorkshopBooking, WorkshopService } from '@atelier/api/schema';
import {
  beginCheckoutEvent,
  purchaseEvent,
  type AnalyticsItemInput,
  type MoneyContext,
} from '@atelier/commerce/analytics';

/**
 * GA4 for bookings, with the same ecommerce events as orders (begin_checkout when the places are
 * held, purchase on a successful payment answer) and item_id = the service's item feed id. Values
 * are in SGD by the day's rate (SPEC §9); without the rate of a currency the event is not sent
 * (pushEcommerce drops a payload that cannot be built).
 */
export function bookingMoney(currency: string, rates: readonly ExchangeRate[] | undefined): MoneyContext {
  return {
    currency,
    exchangeRate: currency === BASE_CURRENCY ? null : rates?.find((rate) => rate.currency === currency)?.rate,
  };
}

function bookingItems(booking: WorkshopBooking, services: readonly WorkshopService[]): AnalyticsItemInput[] {
  return booking.lines.flatMap((line) =>
    line.bookings.map((entry) => ({
      itemId: entry.item_feed_id,
      name: line.name,
      category: 'workshop',
      // The unit price: the service's price per guest, else the line's own average.
      priceMinor:
        services.find((service) => service.id === entry.service_id)?.price ??
        Math.round(line.amount / Math.max(1, entry.guests)),
      quantity: entry.guests,
    })),
  );
}

export function beginCheckoutOfBooking(
  booking: WorkshopBooking,
  services: readonly WorkshopService[],
  rates: readonly ExchangeRate[] | undefined,
) {
  return beginCheckoutEvent(bookingMoney(booking.currency, rates), bookingItems(booking, services), {
    valueMinor: booking.amount,
    coupon: booking.discount_code,
  });
}

export function purchaseOfBooking(
  booking: WorkshopBooking,
  services: readonly WorkshopService[],
  rates: readonly ExchangeRate[] | undefined,
) {
  return purchaseEvent(bookingMoney(booking.currency, rates), {
    transactionId: booking.id,
    items: bookingItems(booking, services),
    totalMinor: booking.amount,
    shippingMinor: 0,
    coupon: booking.discount_code,
  });
}
