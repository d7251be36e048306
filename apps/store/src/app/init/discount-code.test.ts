import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { storeDiscountCode } from './discount-code';

describe('storeDiscountCode', () => {
  it('stores the discount_code parameter under discountCode', () => {
    const storage = createMemoryStorage();
    expect(storeDiscountCode('?utm_source=x&discount_code=%20WELCOME10%20', storage)).toBe('WELCOME10');
    expect(storage.getItem('discountCode')).toBe('WELCOME10');
  });

  it('leaves a stored code alone when the URL has none, an empty one or an absurd one', () => {
    const storage = createMemoryStorage();
    storage.setItem('discountCode', 'SPRING');
    storeDiscountCode('', storage);
    storeDiscountCode('?discount_code=', storage);
    storeDiscountCode(`?discount_code=${'A'.repeat(65)}`, storage);
    expect(storage.getItem('discountCode')).toBe('SPRING');
  });
});
