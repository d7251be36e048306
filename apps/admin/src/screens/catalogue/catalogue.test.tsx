import type { AdminProduct } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

const text = (en: string) => ({ en, ar: `${en} (ar)`, 'zh-hans': `${en} (zh)`, vi: `${en} (vi)` });

function amberOud(): AdminProduct {
  return {
    id: 7,
    slug: 'amber-oud',
    sku: 'ATS-EDP-AMB',
    type: 'best_seller',
    name: text('Amber Oud'),
    description: text('Warm and bold.'),
    published: true,
    version: 3,
    store_path: '/sg/products/best_seller/amber-oud',
    images: [],
    variants: [
      {
        id: 70,
        sku: 'ATS-EDP-AMB-30',
        label: text('30 ml'),
        size: '30ml',
        stock: 4,
        prices: [
          { currency: 'SGD', amount: 7800, compare_at_amount: null },
          { currency: 'VND', amount: 1490000, compare_at_amount: null },
        ],
      },
    ],
    collections: [],
    tags: [],
  };
}

/** The catalogue's operations on one product, in front of the shell's fake (session, CSRF). */
function catalogueFake(product: AdminProduct) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && request.path === '/api/admin/catalogue-terms/')
      return { status: 200, body: { collections: [], tags: [] } };
    if (request.method === 'GET' && request.path === '/api/admin/products/') {
      const q = request.query.get('q');
      const matches = !q || product.name.en.toLowerCase().includes(q.toLowerCase());
      const { variants } = product;
      return {
        status: 200,
        body: {
          count: matches ? 1 : 0,
          results: matches
            ? [
                {
                  id: product.id,
                  slug: product.slug,
                  sku: product.sku,
                  type: product.type,
                  name: product.name,
                  published: product.published,
                  variant_count: variants.length,
                  stock: variants.reduce((sum, v) => sum + v.stock, 0),
                  low_stock: variants.some((v) => v.stock <= 5),
                  image: null,
                  version: product.version,
                },
              ]
            : [],
        },
      };
    }
    if (request.path === `/api/admin/products/${product.id}/`) {
      if (request.method === 'GET') return { status: 200, body: product };
      if (body['version'] !== product.version)
        return {
          status: 409,
          body: {
            message: 'Someone else changed this',
            status: 409,
            code: 'version_conflict',
            current: product,
          },
        };
      if (body['name']) product.name = body['name'] as AdminProduct['name'];
      if (typeof body['published'] === 'boolean') product.published = body['published'];
      product.version += 1;
      return { status: 200, body: product };
    }
    if (
      request.method === 'PUT' &&
      request.path === `/api/admin/products/${product.id}/variants/70/prices/`
    ) {
      if (body['version'] !== product.version)
        return {
          status: 409,
          body: {
            message: 'Someone else changed this',
            status: 409,
            code: 'version_conflict',
            current: product,
          },
        };
      product.variants[0]!.prices = (body['prices'] as AdminProduct['variants'][number]['prices']).map(
        (p) => ({
          ...p,
          compare_at_amount: p.compare_at_amount ?? null,
        }),
      );
      product.version += 1;
      return { status: 200, body: product };
    }
    return null;
  };
}

describe('the catalogue screens', () => {
  let product: AdminProduct;
  beforeEach(() => {
    product = amberOud();
    fake.api.state.signedInAs = 4; // the merchandiser
    const catalogue = catalogueFake(product);
    fake.server.setHandler((request) => catalogue(request) ?? fake.api.handle(request));
  });

  it('lists products with their stock, searches on the server and says when nothing matches', async () => {
    await renderAdmin('/catalogue', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Products, by name' });
    const row = within(table).getByRole('row', { name: /Amber Oud/ });
    expect(row).toHaveTextContent('ATS-EDP-AMB');
    expect(row).toHaveTextContent('4 units');
    expect(row).toHaveTextContent('Low stock');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vanilla');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No products to show')).toBeInTheDocument();
    expect(fake.server.requests.at(-1)?.query.get('q')).toBe('vanilla');
  });

  it('shows the other person’s change on a 409 and lets the merchandiser take it or save over it', async () => {
    await renderAdmin('/catalogue/7', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const english = await screen.findByRole('group', { name: 'English' });
    const name = within(english).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Amber Oud Intense');
    // Meanwhile someone else renames it.
    product.name = { ...product.name, en: 'Amber Oud Noir' };
    product.version = 4;
    await user.click(screen.getByRole('button', { name: 'Save texts' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Someone else changed this product');
    expect(notice).toHaveTextContent('Amber Oud Noir');
    expect(product.name.en).toBe('Amber Oud Noir');

    await user.click(within(notice).getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText('Texts saved.')).toBeInTheDocument();
    const patches = fake.server.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => (r.body as { version: number }).version)).toEqual([3, 4]);
    expect(patches[1]!.body).toEqual({ version: 4, name: { ...text('Amber Oud'), en: 'Amber Oud Intense' } });
    expect(product.name.en).toBe('Amber Oud Intense');
  });

  it('takes the other person’s version when asked, dropping the unsaved edit', async () => {
    await renderAdmin('/catalogue/7', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Published in the store' }));
    product.name = { ...product.name, en: 'Amber Oud Noir' };
    product.version = 4;
    await user.click(screen.getByRole('button', { name: 'Save texts' }));
    await user.click(await screen.findByRole('button', { name: 'Load their version (drop my changes)' }));
    expect(within(screen.getByRole('group', { name: 'English' })).getByLabelText('Name')).toHaveValue(
      'Amber Oud Noir',
    );
    expect(screen.getByRole('checkbox', { name: 'Published in the store' })).toBeChecked();
    expect(product.published).toBe(true);
  });

  it('checks a price against the currency’s decimals before sending, then sends minor units', async () => {
    await renderAdmin('/catalogue/7', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const sgd = await screen.findByRole('textbox', { name: 'SGD' });
    expect(sgd).toHaveValue('78.00');
    const vnd = screen.getByRole('textbox', { name: 'VND' });
    await user.clear(vnd);
    await user.type(vnd, '1490000.5');
    await user.clear(sgd);
    await user.type(sgd, '69.5');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(vnd).toHaveAccessibleDescription('Whole units only (this currency has no cents).');
    expect(fake.server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(vnd);
    await user.type(vnd, '1390000');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Prices saved. New carts use them at once.')).toBeInTheDocument();
    const put = fake.server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      version: 3,
      prices: [
        { currency: 'SGD', amount: 6950, compare_at_amount: null },
        { currency: 'VND', amount: 1390000, compare_at_amount: null },
      ],
    });
  });
});
