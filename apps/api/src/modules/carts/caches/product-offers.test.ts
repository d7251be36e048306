import { describe, expect, it } from 'vitest';
import type { ProductOffer } from './product-offers';
import { withOffer } from './product-offers';
import type { CartContents } from '../cart-contents';

// Rows carry only what withOffer reads; the casts stand for the rest of their columns.
type Rows<K extends keyof CartContents> = CartContents[K];
const product = (id: number, type: string) => ({ id, type }) as unknown as Rows<'productRows'>[number];
const rule = (id: number, minQuantity: number) =>
  ({ id, minQuantity, productType: 'candle' }) as Rows<'priceRuleRows'>[number];
const amount = (ruleId: number) => ({ ruleId, currency: 'SGD' }) as Rows<'priceRuleAmountRows'>[number];

const cart = {
  items: [],
  productRows: [product(1, 'candle'), product(2, 'perfume')],
  imageRows: [],
  bundleRows: [],
  variantRows: [{ id: 10, productId: 1 }],
  priceRows: [{ variantId: 10, currency: 'SGD' }],
  priceRuleRows: [rule(5, 3), rule(7, 2)],
  priceRuleAmountRows: [amount(5), amount(7)],
  promoRows: [],
  promoAmountRows: [],
  shippingRows: [],
  rates: new Map([['SGD', '1']]),
} as unknown as CartContents;

const offer = {
  product: product(3, 'candle'),
  variantRows: [{ id: 30, productId: 3 }],
  priceRows: [{ variantId: 30, currency: 'SGD' }],
  // Rule 5 is the cart's already (same product type); rule 6 is new to it.
  priceRuleRows: [rule(5, 3), rule(6, 2)],
  priceRuleAmountRows: [amount(5), amount(6)],
  catalogue: { generation: 0, readAt: 0 },
} as unknown as ProductOffer;

describe('a cart with a product offer added', () => {
  const merged = withOffer(cart, offer, {
    productRows: [product(3, 'candle'), product(4, 'candle')],
    imageRows: [{ productId: 3 }, { productId: 9 }] as Rows<'imageRows'>,
    bundleRows: [{ bundleProductId: 3, itemProductId: 4 }] as Rows<'bundleRows'>,
  });

  it('keeps each rule once, in the cart statement order (minimum quantity, then id)', () => {
    expect(merged.priceRuleRows.map((r) => r.id)).toEqual([6, 7, 5]);
    expect(merged.priceRuleAmountRows.map((a) => a.ruleId)).toEqual([5, 7, 6]);
  });

  it('adds the product, its variants and prices, its images and set parts, and keeps the rest', () => {
    expect(merged.productRows.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(merged.variantRows.map((v) => v.id)).toEqual([10, 30]);
    expect(merged.priceRows.map((p) => p.variantId)).toEqual([10, 30]);
    expect(merged.imageRows).toEqual([{ productId: 3 }]);
    expect(merged.bundleRows).toEqual([{ bundleProductId: 3, itemProductId: 4 }]);
    expect(merged.rates).toBe(cart.rates);
    expect(cart.priceRuleRows.map((r) => r.id)).toEqual([5, 7]);
  });

  it('shows the product once when the cart already showed it as part of a set', () => {
    const asPart = withOffer({ ...cart, productRows: [...cart.productRows, product(3, 'candle')] }, offer, {
      productRows: [],
      imageRows: [],
      bundleRows: [],
    });
    expect(asPart.productRows.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
