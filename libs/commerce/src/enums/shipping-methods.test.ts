import { describe, expect, it } from 'vitest';
import {
  SHIPPING_METHOD_CODES,
  SHIPPING_METHODS,
  shippingMethodCodeFromName,
  shippingMethodName,
} from './shipping-methods';

describe('shipping methods (SPEC §3)', () => {
  it('have stable codes and display names', () => {
    expect(SHIPPING_METHODS).toEqual([
      { code: 'self-collect', name: 'Self Collect' },
      { code: 'express', name: 'Express' },
      { code: 'standard', name: 'Standard' },
    ]);
    expect(SHIPPING_METHOD_CODES).toEqual(['self-collect', 'express', 'standard']);
  });

  it.each([
    ['self-collect', 'Self Collect'],
    ['express', 'Express'],
    ['standard', 'Standard'],
  ] as const)('%s ↔ %s', (code, name) => {
    expect(shippingMethodName(code)).toBe(name);
    expect(shippingMethodCodeFromName(name)).toBe(code);
  });

  it.each([
    ['self collect', 'self-collect'],
    ['  EXPRESS ', 'express'],
    ['Same Day', null],
    ['', null],
  ])('reads the API name %j as %s', (name, code) => {
    expect(shippingMethodCodeFromName(name)).toBe(code);
  });

  it('throws for an unknown code', () => {
    expect(() => shippingMethodName('drone' as never)).toThrow(/Unknown shipping method code "drone"/);
  });
});
