import { describe, expect, it } from 'vitest';
import { capToStock, MAX_LINE_QUANTITY } from './stock-cap';

describe('capToStock', () => {
  it('grants what is asked when stock allows', () => {
    expect(capToStock(2, 10)).toEqual({ quantity: 2, available: 10, limitedBy: null });
    expect(capToStock(10, 10)).toEqual({ quantity: 10, available: 10, limitedBy: null });
  });

  it('caps to what is left after the cart’s other lines of the variant', () => {
    expect(capToStock(5, 10, 8)).toEqual({ quantity: 2, available: 2, limitedBy: 'stock' });
    expect(capToStock(1, 0)).toEqual({ quantity: 0, available: 0, limitedBy: 'stock' });
    expect(capToStock(3, 4, 9)).toEqual({ quantity: 0, available: 0, limitedBy: 'stock' });
  });

  it('caps to the line limit of 99', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(capToStock(120, 999)).toEqual({ quantity: 99, available: 999, limitedBy: 'line_limit' });
    expect(capToStock(120, 99)).toEqual({ quantity: 99, available: 99, limitedBy: 'line_limit' });
    expect(capToStock(120, 50)).toEqual({ quantity: 50, available: 50, limitedBy: 'stock' });
  });

  it('refuses negative or fractional input', () => {
    expect(() => capToStock(-1, 5)).toThrow(RangeError);
    expect(() => capToStock(1, 5.5)).toThrow(RangeError);
    expect(() => capToStock(1, 5, -2)).toThrow(RangeError);
  });
});
