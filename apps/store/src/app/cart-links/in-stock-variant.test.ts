import { fixtures } from '@atelier/api/testing';
import { expect, it } from 'vitest';
import { inStockVariant } from './in-stock-variant';

const variant = (id: number, stock: number) => ({ ...fixtures.product.variants[0]!, id, stock });

it('takes the first variant in stock, in the product’s order', () => {
  const product = { in_stock: true, stock: 4, variants: [variant(1, 0), variant(2, 3), variant(3, 1)] };
  expect(inStockVariant(product)).toEqual({ ok: true, variant: variant(2, 3) });
});

it('says sold out when no variant has stock', () => {
  expect(inStockVariant({ in_stock: false, stock: 0, variants: [variant(1, 0)] })).toEqual({
    ok: false,
    reason: 'sold_out',
  });
});

it('adds a product without variants as itself while it is in stock', () => {
  expect(inStockVariant({ in_stock: true, stock: 2, variants: [] })).toEqual({ ok: true, variant: null });
  expect(inStockVariant({ in_stock: false, stock: 0, variants: [] })).toEqual({
    ok: false,
    reason: 'sold_out',
  });
});
