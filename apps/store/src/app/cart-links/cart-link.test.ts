import { describe, expect, it } from 'vitest';
import { cartLinkOf, withoutCartLink } from './cart-link';

describe('cartLinkOf', () => {
  it('asks for nothing without add or item', () => {
    expect(cartLinkOf('')).toBeNull();
    expect(cartLinkOf('?partnership=acme&utm_source=x')).toBeNull();
  });

  it('reads a product to add, with the partner', () => {
    expect(cartLinkOf('?add=perfume_oil%3Arose&partnership=acme')).toEqual({
      kind: 'add',
      type: 'perfume_oil',
      slug: 'rose',
      partnership: 'acme',
    });
  });

  it('reads a builder item', () => {
    const item = { product_id: 101, variant_id: 1012, quantity: 1 };
    expect(cartLinkOf(`?item=${encodeURIComponent(JSON.stringify(item))}`)).toEqual({
      kind: 'item',
      request: item,
      partnership: null,
    });
  });

  it('drops a partner that is not a slug, but still adds', () => {
    expect(cartLinkOf('?add=single_candle:kaya-toast-candle&partnership=%3Cscript%3E')).toMatchObject({
      kind: 'add',
      partnership: null,
    });
  });

  it.each([
    ['an unknown product type', '?add=weapon:rose', 'add type'],
    ['no type', '?add=rose', 'add type'],
    ['a slug with a path', '?add=perfume_oil:..%2Fadmin', 'add slug'],
    ['an upper-case slug', '?add=perfume_oil:Rose', 'add slug'],
    ['a slug too long', `?add=perfume_oil:${'a'.repeat(121)}`, 'add slug'],
    ['two products', '?add=perfume_oil:rose&add=perfume_oil:oud', 'add ambiguous'],
    ['a product and an item', '?add=perfume_oil:rose&item=%7B%7D', 'add ambiguous'],
    ['an item that is not JSON', '?item=%7Bproduct_id', 'item not_json'],
    [
      'an item with a negative quantity',
      '?item={"product_id":1,"quantity":-2}',
      'item.quantity out_of_range',
    ],
  ])('calls %s invalid', (_, search, expected) => {
    const link = cartLinkOf(search);
    expect(link?.kind).toBe('invalid');
    expect(link?.kind === 'invalid' && `${link.field} ${link.reason}`).toBe(expected);
  });
});

describe('withoutCartLink', () => {
  it('removes add, item and partnership and keeps the rest', () => {
    expect(withoutCartLink('?add=perfume_oil%3Arose&partnership=acme&utm_source=acme')).toBe(
      '?utm_source=acme',
    );
    expect(withoutCartLink('?item=%7B%7D&partnership=acme')).toBe('');
  });
});
