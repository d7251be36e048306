import { describe, expect, it } from 'vitest';
import { MAX_CART_ITEM_JSON, parseCartItemJson } from './cart-item-json';

const perfume = {
  product_id: 101,
  variant_id: 1012,
  quantity: 1,
  customization: {
    bottle_colour: 'black',
    cap_colour: 'gold',
    size: '100ml',
    labels: [
      { text: 'For Mei', font: 'Dancing Script', side: 'front' },
      { text: 'Chúc mừng', font: 'Jost', side: 'back' },
    ],
    mood: 2,
    gender: 'Female',
    scent_tag_ids: [1, 3],
    outcome_id: '5b0f4c52-6c3e-4a43-9d0e-2f8a1c0b7e11',
  },
};

const json = (value: unknown) => JSON.stringify(value);
const refusal = (value: unknown) => {
  const result = parseCartItemJson(typeof value === 'string' ? value : json(value));
  return result.ok ? null : `${result.field} ${result.reason}`;
};

describe('parseCartItemJson', () => {
  it('keeps the builder’s request exactly', () => {
    expect(parseCartItemJson(json(perfume))).toEqual({ ok: true, request: perfume });
  });

  it('keeps a plain product line (no customization, null variant)', () => {
    expect(parseCartItemJson('{"product_id":201,"variant_id":null,"quantity":2}')).toEqual({
      ok: true,
      request: { product_id: 201, variant_id: null, quantity: 2 },
    });
  });

  it('normalizes label text as the builder does (NFC, trimmed)', () => {
    const decomposed = 'Chu\u0301c  '; // "Chúc" typed as u + combining acute, with trailing spaces
    const result = parseCartItemJson(
      json({
        ...perfume,
        customization: {
          ...perfume.customization,
          labels: [{ text: decomposed, font: 'Jost', side: 'front' }],
        },
      }),
    );
    expect(result.ok && result.request.customization?.labels).toEqual([
      { text: 'Chúc', font: 'Jost', side: 'front' },
    ]);
  });

  it.each([
    ['not JSON', '{product_id: 1', 'item not_json'],
    ['an array', '[1]', 'item type'],
    ['null', 'null', 'item type'],
    ['an extra field', { ...perfume, price: 1 }, 'item.price unknown_field'],
    [
      'a prototype key',
      '{"product_id":1,"quantity":1,"__proto__":{"admin":true}}',
      'item.__proto__ unknown_field',
    ],
    ['no product', { quantity: 1 }, 'item.product_id required'],
    ['a negative quantity', { ...perfume, quantity: -1 }, 'item.quantity out_of_range'],
    ['a quantity of 100', { ...perfume, quantity: 100 }, 'item.quantity out_of_range'],
    ['a fractional quantity', { ...perfume, quantity: 1.5 }, 'item.quantity type'],
    ['a quantity as text', { ...perfume, quantity: '1' }, 'item.quantity type'],
    ['a product id of 0', { ...perfume, product_id: 0 }, 'item.product_id out_of_range'],
    [
      'an extra customization field',
      { ...perfume, customization: { ...perfume.customization, engraving: 'x' } },
      'item.customization.engraving unknown_field',
    ],
    [
      'an unknown bottle colour',
      { ...perfume, customization: { ...perfume.customization, bottle_colour: 'red' } },
      'item.customization.bottle_colour unknown',
    ],
    [
      'an unknown mood',
      { ...perfume, customization: { ...perfume.customization, mood: 4 } },
      'item.customization.mood unknown',
    ],
    [
      'a label with a newline',
      {
        ...perfume,
        customization: {
          ...perfume.customization,
          labels: [{ text: 'For\nMei', font: 'Jost', side: 'front' }],
        },
      },
      'item.customization.labels.0.text not_printable',
    ],
    [
      'a label with markup-reordering control characters',
      {
        ...perfume,
        customization: {
          ...perfume.customization,
          labels: [{ text: 'Mei\u202Egnp.exe', font: 'Jost', side: 'front' }],
        },
      },
      'item.customization.labels.0.text not_printable',
    ],
    [
      'a label over 20 characters',
      {
        ...perfume,
        customization: {
          ...perfume.customization,
          labels: [{ text: 'A'.repeat(21), font: 'Jost', side: 'front' }],
        },
      },
      'item.customization.labels.0.text too_long',
    ],
    [
      'an empty label',
      {
        ...perfume,
        customization: { ...perfume.customization, labels: [{ text: '  ', font: 'Jost', side: 'front' }] },
      },
      'item.customization.labels.0.text empty',
    ],
    [
      'an unknown font',
      {
        ...perfume,
        customization: {
          ...perfume.customization,
          labels: [{ text: 'Mei', font: 'Comic Sans', side: 'front' }],
        },
      },
      'item.customization.labels.0.font unknown',
    ],
    [
      'two labels on one side',
      {
        ...perfume,
        customization: {
          ...perfume.customization,
          labels: [
            { text: 'Mei', font: 'Jost', side: 'front' },
            { text: 'Tan', font: 'Jost', side: 'front' },
          ],
        },
      },
      'item.customization.labels duplicate_side',
    ],
    [
      'a malformed outcome id',
      { ...perfume, customization: { ...perfume.customization, outcome_id: '../../x' } },
      'item.customization.outcome_id format',
    ],
    [
      'repeated scent tags',
      { ...perfume, customization: { ...perfume.customization, scent_tag_ids: [1, 1] } },
      'item.customization.scent_tag_ids duplicate',
    ],
  ])('refuses %s', (_, value, expected) => {
    expect(refusal(value)).toBe(expected);
  });

  it('refuses 10 KB of text before parsing it', () => {
    const huge = json({ ...perfume, padding: 'x'.repeat(10_000) });
    expect(huge.length).toBeGreaterThan(MAX_CART_ITEM_JSON);
    expect(refusal(huge)).toBe('item too_long');
  });
});
