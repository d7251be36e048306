import { describe, expect, it } from 'vitest';
import { embedParamsOf, storeBuilderUrl, storeCartUrl, storeProductUrl } from './embed-params';

it('reads the partner, country, language and parent from the query', () => {
  expect(
    embedParamsOf('?partnership=acme&country=my&lang=zh-hans&parent=https%3A%2F%2Facme.example'),
  ).toEqual({
    partnership: 'acme',
    country: 'my',
    lang: 'zh-hans',
    parentOrigin: 'https://acme.example',
  });
});

it('falls back on anything malformed', () => {
  expect(embedParamsOf('?partnership=../x&country=SGP&lang=fr&parent=https://acme.example/x')).toEqual({
    partnership: undefined,
    country: 'sg',
    lang: 'en',
    parentOrigin: null,
  });
});

it('sends "add to cart" to the store’s cart on our origin', () => {
  const params = embedParamsOf('?partnership=acme&country=sg&lang=en');
  expect(storeCartUrl('https://shop.example', params, { add: 'perfume_oil:rose' })).toBe(
    'https://shop.example/sg/en/cart?add=perfume_oil%3Arose&partnership=acme',
  );
});

describe('the store links a partner frame opens', () => {
  it('leads to the store’s builder (with the partner) and to a product’s page as the store links it', () => {
    const params = embedParamsOf('?partnership=acme&country=ae&lang=ar');
    expect(storeBuilderUrl('https://shop.example', params)).toBe(
      'https://shop.example/ae/ar/bespoke-perfume?partnership=acme',
    );
    expect(storeProductUrl('https://shop.example', params, { type: 'scent_diary', slug: 'd' })).toBe(
      'https://shop.example/ae/ar/product/scent_diary/d/latest',
    );
    expect(storeProductUrl('https://shop.example', params, { type: 'dual_candles', slug: 'c' })).toBe(
      'https://shop.example/ae/ar/product/dual-candles/c',
    );
  });
});
