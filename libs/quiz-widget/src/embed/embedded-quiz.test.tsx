import { createApiClient, createMemoryTokenStore } from '@atelier/api/client';
import { ApiClientProvider, createQueryClient } from '@atelier/api/queries';
import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createFakeQuizApi, personality } from '../scent-quiz/testing/fake-quiz-api';
import { embedParamsOf } from './embed-params';
import { EmbeddedQuiz } from './embedded-quiz';
import { connectToHost } from './frame-bridge';

let server: TestServer;

beforeAll(async () => {
  server = await startContractTestServer();
});
afterAll(() => server.close());

it('tells the partner page each step, the outcome and the added product, and nothing personal', async () => {
  const api = createFakeQuizApi();
  server.setHandler(api.handle);

  // The partner page: receives the hello with its port, then every message on that port.
  const received: unknown[] = [];
  const parent = {
    postMessage: (_data: unknown, _origin: string, [port]: MessagePort[]) => {
      if (port) port.onmessage = (event) => received.push(event.data);
    },
  } as unknown as Window;
  const bridge = connectToHost({ widget: 'quiz', parentOrigin: 'https://acme.example', parent });
  const params = embedParamsOf('?country=sg&lang=en&parent=https%3A%2F%2Facme.example');
  const openStore = vi.fn();
  const client = createApiClient({
    baseUrl: server.url,
    locale: () => ({ country: params.country, language: params.lang }),
    tokens: createMemoryTokenStore(),
  });
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiClientProvider client={client}>
        <EmbeddedQuiz
          params={params}
          bridge={bridge}
          openStore={openStore}
          storeOrigin="https://shop.example"
          currency={undefined}
        />
      </ApiClientProvider>
    </QueryClientProvider>,
  );

  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: 'When do you wear perfume most?' });
  await user.click(screen.getByRole('radio', { name: 'In the evening' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Citrus peel' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('radio', { name: 'For anyone' }));
  await user.click(screen.getByRole('button', { name: 'See my result' }));
  await screen.findByRole('heading', { name: personality.title });
  // The picks' links lead to our store in a new tab: the bespoke one to its builder, each to its page.
  const design = screen.getByRole('link', { name: 'Design yours: Citrus Grove' });
  expect(design).toHaveAttribute('href', 'https://shop.example/sg/en/bespoke-perfume');
  expect(design).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'View details: Citrus Grove' })).toHaveAttribute(
    'href',
    'https://shop.example/sg/en/product/perfume_diy/citrus-grove',
  );
  expect(screen.getByRole('link', { name: 'View details: Fig Leaf Candle' })).toHaveAttribute(
    'href',
    'https://shop.example/sg/en/product/single-candle/fig-leaf-candle',
  );
  expect(screen.getByRole('link', { name: 'View details: Amber Nights' })).toHaveAttribute(
    'href',
    'https://shop.example/sg/en/products/premade/amber-nights',
  );
  await user.click(screen.getByRole('button', { name: 'Add to cart: Amber Nights' }));

  await vi.waitFor(() => expect(received).toHaveLength(5));
  const product = [...api.outcomes.values()][0]?.recommended_products[1];
  expect(product?.name).toBe('Amber Nights');
  expect(received).toEqual([
    { v: 1, type: 'step', step: 1, total: 3 },
    { v: 1, type: 'step', step: 2, total: 3 },
    { v: 1, type: 'step', step: 3, total: 3 },
    {
      v: 1,
      type: 'outcome',
      personality: personality.title,
      families: expect.arrayContaining(['Citrus']),
    },
    {
      v: 1,
      type: 'add-to-cart',
      product: product?.slug,
      price: product?.price,
      currency: product?.currency.toUpperCase(),
      quantity: 1,
    },
  ]);
  // The store opens in a new tab, asked to add the product.
  expect(openStore).toHaveBeenCalledExactlyOnceWith(
    `https://shop.example/sg/en/cart?add=${encodeURIComponent(`${product?.type}:${product?.slug}`)}`,
  );
  bridge.close();
});
