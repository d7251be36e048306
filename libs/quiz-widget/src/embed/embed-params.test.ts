import { expect, it } from 'vitest';
import { embedParamsOf, storeCartUrl } from './embed-params';

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
