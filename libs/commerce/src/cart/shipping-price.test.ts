import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, shippingPrice } from './shipping-price';

const standard = { price: 500, freeOver: 8000 };
const express = { price: 1200, freeOver: null };

describe('shippingPrice', () => {
  it('charges the price below the free-over threshold', () => {
    expect(shippingPrice(standard, 7999, false)).toBe(500);
    expect(shippingPrice(express, 1_000_000, false)).toBe(1200);
  });

  it('is free from the threshold on (inclusive)', () => {
    expect(shippingPrice(standard, 8000, false)).toBe(0);
    expect(shippingPrice(standard, 8001, false)).toBe(0);
  });

  it('is free with a free-shipping code, whatever the method', () => {
    expect(shippingPrice(express, 0, true)).toBe(0);
    expect(shippingPrice(standard, 0, true)).toBe(0);
  });

  it('self collect costs nothing', () => {
    expect(shippingPrice({ price: 0, freeOver: null }, 0, false)).toBe(0);
  });
});

describe('amountToFreeShipping', () => {
  it('says how much more makes shipping free, 0 once free, null when never free', () => {
    expect(amountToFreeShipping(standard, 5000)).toBe(3000);
    expect(amountToFreeShipping(standard, 9000)).toBe(0);
    expect(amountToFreeShipping(express, 9000)).toBeNull();
  });
});
