import { GUEST_DISCOUNT_PERCENT, type GuestDiscountCode } from '@atelier/commerce/workshops';

export interface BookingPrice {
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * Shown before booking only; after creation the page shows the server's amount.
 * The price of `places` places at `price` (minor units): the member's own place (the first) is full
 * price, every further place gets the guest discount, rounded to the minor unit like the server.
 */
export function bookingPrice(price: number, places: number, code: GuestDiscountCode | null): BookingPrice {
  const subtotal = price * places;
  const discount = code
    ? Math.round((price * Math.max(0, places - 1) * GUEST_DISCOUNT_PERCENT[code]) / 100)
    : 0;
  return { subtotal, discount, total: subtotal - discount };
}
