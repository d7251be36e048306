import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { embedParamsOf } from './embed-params';
import { createWidgetApi } from './widget-api';

let server: TestServer;

const countries = [
  {
    code: 'sg',
    name: 'Singapore',
    language: { code: 'en' },
    currency: { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', is_left: true, decimals: 2 },
  },
  {
    code: 'vn',
    name: 'Vietnam',
    language: { code: 'vi' },
    currency: { code: 'VND', name: 'Vietnamese Dong', symbol: '₫', is_left: false, decimals: 0 },
  },
];

beforeAll(async () => {
  server = await startContractTestServer();
});
afterAll(() => server.close());
const acme = {
  partnership: 'acme',
  name: 'Acme Hotels',
  allowed_origins: ['https://acme.example'],
  theme: { '--atelier-accent': '#0f4c5c', '--atelier-radius': '4px', '--atelier-unknown': '#000' },
};

beforeEach(() => {
  server.requests.length = 0;
  server.setHandler((request) => {
    if (request.path === '/api/countries/') return { status: 200, body: countries };
    if (request.path === '/api/partners/acme/') return { status: 200, body: acme };
    if (request.path.startsWith('/api/partners/'))
      return { status: 404, body: { message: 'Not found', status: 404 } };
    return { status: 200, body: [] };
  });
});

const questionsCall = () => server.requests.find((request) => request.path === '/api/questions/');

it("asks for prices in the frame's country's currency", async () => {
  const { api, currency } = await createWidgetApi(embedParamsOf('?country=vn&lang=vi'), server.url);
  await api.GET('/api/questions/');

  expect(currency).toEqual({ code: 'VND', symbol: '₫', is_left: false });
  expect(questionsCall()?.headers).toMatchObject({
    'accept-currency': 'vnd',
    'accept-country': 'vn',
    'accept-language': 'vi',
  });
});

it("falls back to the server's default currency for a country it does not sell in", async () => {
  const { api, currency } = await createWidgetApi(embedParamsOf('?country=fr&lang=en'), server.url);
  await api.GET('/api/questions/');

  expect(currency).toBeUndefined();
  expect(questionsCall()?.headers['accept-currency']).toBe('sgd');
});

it('still gives a client when the countries cannot be loaded', async () => {
  server.setHandler((request) =>
    // The contract's failure for this call (it has no 404); the client retries a 500 twice.
    request.path === '/api/countries/'
      ? { status: 500, body: { message: 'Something went wrong', status: 500 } }
      : { status: 200, body: [] },
  );
  const { api, currency } = await createWidgetApi(embedParamsOf('?country=vn&lang=vi'), server.url);
  await api.GET('/api/questions/');

  expect(currency).toBeUndefined();
  expect(questionsCall()?.headers['accept-currency']).toBe('sgd');
});

it("takes the partnership's stored theme as the widget's tokens", async () => {
  const { theme } = await createWidgetApi(embedParamsOf('?partnership=acme&country=sg'), server.url);
  expect(theme).toEqual({ '--color-accent': '#0f4c5c', '--radius': '4px' });
});

it('has no theme without a partnership, or for one the server does not know', async () => {
  expect((await createWidgetApi(embedParamsOf('?country=sg'), server.url)).theme).toEqual({});
  expect(server.requests.some((request) => request.path.startsWith('/api/partners/'))).toBe(false);
  expect((await createWidgetApi(embedParamsOf('?partnership=nobody'), server.url)).theme).toEqual({});
});
