import { describe, expect, it } from 'vitest';
import type { AnalyticsItemInput, MoneyContext } from './analytics-items';
import {
  ECOMMERCE_RESET,
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  purchaseEvent,
  removeFromCartEvent,
  viewItemEvent,
} from './ecommerce-events';

const VND: MoneyContext = { currency: 'vnd', exchangeRate: '19000' };
const USD: MoneyContext = { currency: 'USD', exchangeRate: '0.74' };
const SGD: MoneyContext = { currency: 'SGD', exchangeRate: null };

const perfume: AnalyticsItemInput = {
  itemId: 'perfume-oud-30',
  name: 'Oud Perfume',
  category: 'perfume_oil',
  priceMinor: 1_900_000,
  quantity: 2,
  variant: '30ml',
};
const candle: AnalyticsItemInput = {
  itemId: 'candle-fig',
  name: 'Fig Candle',
  category: 'single_candle',
  priceMinor: 570_000,
  quantity: 1,
};

describe('ecommerce payloads: GA4 shape, amounts in SGD with 2 decimals', () => {
  it('add_to_cart converts each unit price and the value by the cart rate', () => {
    expect(addToCartEvent(VND, [perfume, candle])).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'SGD',
        value: 230,
        items: [
          {
            item_id: 'perfume-oud-30',
            item_name: 'Oud Perfume',
            item_category: 'perfume_oil',
            price: 100,
            quantity: 2,
            item_variant: '30ml',
          },
          {
            item_id: 'candle-fig',
            item_name: 'Fig Candle',
            item_category: 'single_candle',
            price: 30,
            quantity: 1,
          },
        ],
      },
    });
  });

  it.each([
    ['remove_from_cart', removeFromCartEvent],
    ['view_item', viewItemEvent],
    ['add_to_cart', addToCartEvent],
  ] as const)('%s carries the event name and the same ecommerce block', (name, build) => {
    const payload = build(SGD, [candle]);
    expect(payload.event).toBe(name);
    expect(payload.ecommerce).toEqual({
      currency: 'SGD',
      value: 5700,
      items: [
        {
          item_id: 'candle-fig',
          item_name: 'Fig Candle',
          item_category: 'single_candle',
          price: 5700,
          quantity: 1,
        },
      ],
    });
  });

  it('converts the exact total once, not the rounded unit prices', () => {
    const line = { ...candle, priceMinor: 1999, quantity: 3 };
    const payload = addToCartEvent(USD, [line]);
    expect(payload.ecommerce.items[0]?.price).toBe(27.01); // 19.99 / 0.74 = 27.0135
    expect(payload.ecommerce.value).toBe(81.04); // 59.97 / 0.74 = 81.0405, whereas 27.01 × 3 = 81.03
  });

  it('leaves out lines marked shouldTrack: false, from items and value', () => {
    const gift = { ...candle, itemId: 'gift-wrap', priceMinor: 0, shouldTrack: false };
    const payload = addToCartEvent(VND, [perfume, gift]);
    expect(payload.ecommerce.items.map((item) => item.item_id)).toEqual(['perfume-oud-30']);
    expect(payload.ecommerce.value).toBe(200);
  });

  it('copies only known fields of an item', () => {
    const withExtras = { ...candle, email: 'a@b.co', variant: '' } as AnalyticsItemInput;
    expect(Object.keys(addToCartEvent(SGD, [withExtras]).ecommerce.items[0] ?? {}).sort()).toEqual(
      ['item_category', 'item_id', 'item_name', 'price', 'quantity'].sort(),
    );
  });

  it.each([0, -1, 1.5, NaN])('rejects quantity %s', (quantity) => {
    expect(() => addToCartEvent(SGD, [{ ...candle, quantity }])).toThrow(/not a positive integer/);
  });

  it('requires the cart rate for a non-SGD cart', () => {
    expect(() => addToCartEvent({ currency: 'VND', exchangeRate: null }, [candle])).toThrow(
      /exchange rate is required/,
    );
  });

  it('begin_checkout takes the cart total and coupon when given', () => {
    expect(beginCheckoutEvent(VND, [perfume], { coupon: 'SPRING10', valueMinor: 3_420_000 })).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'SGD',
        value: 180,
        coupon: 'SPRING10',
        items: [expect.objectContaining({ item_id: 'perfume-oud-30', price: 100, quantity: 2 })],
      },
    });
    expect(beginCheckoutEvent(VND, [perfume]).ecommerce).not.toHaveProperty('coupon');
    expect(beginCheckoutEvent(VND, [perfume], { coupon: '' }).ecommerce).not.toHaveProperty('coupon');
  });

  it.each([
    ['self-collect', 'Self Collect'],
    ['express', 'Express'],
    ['standard', 'Standard'],
  ] as const)('add_shipping_info names the %s tier %j', (code, tier) => {
    const payload = addShippingInfoEvent(SGD, [candle], { shippingMethod: code });
    expect(payload.event).toBe('add_shipping_info');
    expect(payload.ecommerce.shipping_tier).toBe(tier);
    expect(payload.ecommerce.value).toBe(5700);
  });

  it('add_payment_info carries payment_type', () => {
    const payload = addPaymentInfoEvent(USD, [{ ...candle, priceMinor: 740 }], {
      paymentType: 'Credit Card',
      coupon: 'X',
    });
    expect(payload).toEqual({
      event: 'add_payment_info',
      ecommerce: expect.objectContaining({
        currency: 'SGD',
        value: 10,
        payment_type: 'Credit Card',
        coupon: 'X',
      }),
    });
  });

  it('purchase reports the order total, shipping and coupon in SGD', () => {
    expect(
      purchaseEvent(VND, {
        transactionId: 'ORD-1001',
        items: [perfume, candle],
        totalMinor: 4_465_000,
        shippingMinor: 95_000,
        coupon: 'SPRING10',
      }),
    ).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'SGD',
        value: 235,
        transaction_id: 'ORD-1001',
        shipping: 5,
        coupon: 'SPRING10',
        items: [
          expect.objectContaining({ item_id: 'perfume-oud-30', price: 100, quantity: 2 }),
          expect.objectContaining({ item_id: 'candle-fig', price: 30, quantity: 1 }),
        ],
      },
    });
  });

  it('purchase requires a transaction id and omits an absent coupon', () => {
    expect(() =>
      purchaseEvent(SGD, { transactionId: '', items: [], totalMinor: 0, shippingMinor: 0 }),
    ).toThrow(/transactionId is required/);
    const payload = purchaseEvent(SGD, {
      transactionId: 'A',
      items: [candle],
      totalMinor: 5700,
      shippingMinor: 0,
      coupon: null,
    });
    expect(payload.ecommerce).not.toHaveProperty('coupon');
    expect(payload.ecommerce.shipping).toBe(0);
  });

  it('offers the dataLayer reset object', () => {
    expect(ECOMMERCE_RESET).toEqual({ ecommerce: null });
  });
});
