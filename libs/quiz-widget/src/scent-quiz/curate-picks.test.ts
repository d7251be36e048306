import type { ProductSummary } from '@atelier/api/schema';
import { fixtures } from '@atelier/api/testing';
import { describe, expect, it } from 'vitest';
import { curatePicks } from './curate-picks';

const product = (id: number, type: ProductSummary['type'], inStock = true): ProductSummary => ({
  ...fixtures.productSummary,
  id,
  slug: `p-${id}`,
  name: `Product ${id}`,
  type,
  in_stock: inStock,
});

const picked = (products: ProductSummary[]) => curatePicks(products).map((p) => [p.product.id, p.role]);

describe('curatePicks', () => {
  it('offers three different kinds of product, the best match first, the bespoke perfume to design', () => {
    expect(
      picked([
        product(1, 'premade'),
        product(2, 'premade'),
        product(3, 'perfume_diy'),
        product(4, 'single_candle'),
        product(5, 'premade'),
      ]),
    ).toEqual([
      [1, 'best'],
      [3, 'bespoke'],
      [4, 'also'],
    ]);
  });

  it('fills with a second of a kind when there are not three kinds, and puts sold-out ones last', () => {
    expect(picked([product(1, 'premade', false), product(2, 'premade'), product(3, 'premade')])).toEqual([
      [2, 'best'],
      [3, 'also'],
      [1, 'also'],
    ]);
  });

  it('offers what there is when fewer than three are recommended', () => {
    expect(picked([product(7, 'perfume_diy')])).toEqual([[7, 'best']]);
    expect(picked([])).toEqual([]);
  });
});
