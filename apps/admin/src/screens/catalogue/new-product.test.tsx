import type { AdminProduct, AdminProductCreate } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';
import { slugFrom } from './new-product';

const fake = useFakeAdminServer();

const GIFT = { id: 3, slug: 'gift', name: { en: 'Gifts', ar: 'هدايا', 'zh-hans': '礼品', vi: 'Quà tặng' } };
const FLORAL = {
  id: 11,
  slug: 'floral',
  group: 'scent_family',
  name: { en: 'Floral', ar: 'زهري', 'zh-hans': '花香', vi: 'Hương hoa' },
};
const FRESH = {
  ...FLORAL,
  id: 12,
  slug: 'fresh',
  name: { en: 'Fresh', ar: 'منعش', 'zh-hans': '清新', vi: 'Tươi mát' },
};

/** The product the fake server made from the form's body (the server's answer to a create). */
function made(body: AdminProductCreate): AdminProduct {
  return {
    id: 41,
    slug: body.slug,
    sku: body.sku,
    type: body.type,
    name: body.name,
    description: { en: '', ar: '', 'zh-hans': '', vi: '' },
    published: false,
    version: 1,
    store_path: `/sg/product/${body.type}/${body.slug}`,
    images: [],
    variants: [
      {
        id: 410,
        sku: body.variant.sku,
        label: body.variant.label,
        size: null,
        stock: body.variant.stock,
        prices: body.variant.prices.map((p) => ({ ...p, compare_at_amount: null })),
      },
    ],
    collections: [],
    tags: [],
  };
}

/** Adding products and choosing collections and tags, in front of the shell's fake (session, CSRF). */
function addFake(state: { product: AdminProduct | null; takenSlug: string }) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && request.path === '/api/admin/catalogue-terms/')
      return { status: 200, body: { collections: [GIFT], tags: [FLORAL, FRESH] } };
    if (request.method === 'GET' && request.path === '/api/admin/products/')
      return { status: 200, body: { count: 0, results: [] } };
    if (request.method === 'POST' && request.path === '/api/admin/products/') {
      const create = body as unknown as AdminProductCreate;
      if (create.slug === state.takenSlug)
        return {
          status: 409,
          body: {
            message: 'Another product already uses this address or SKU',
            status: 409,
            errors: [{ field: 'body.slug', reason: 'is taken by another product' }],
          },
        };
      state.product = made(create);
      return { status: 201, body: state.product };
    }
    const product = state.product;
    if (product && request.path === `/api/admin/products/${product.id}/`) {
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
      const collectionIds = (body['collection_ids'] as number[] | undefined) ?? [];
      const tagIds = (body['tag_ids'] as number[] | undefined) ?? [];
      product.collections = [GIFT].filter((c) => collectionIds.includes(c.id));
      product.tags = [FLORAL, FRESH].filter((t) => tagIds.includes(t.id));
      product.version += 1;
      return { status: 200, body: product };
    }
    return null;
  };
}

describe('adding a product', () => {
  let state: { product: AdminProduct | null; takenSlug: string };
  beforeEach(() => {
    state = { product: null, takenSlug: 'amber-oud' };
    fake.api.state.signedInAs = 4; // the merchandiser
    const handler = addFake(state);
    fake.server.setHandler((request) => handler(request) ?? fake.api.handle(request));
  });

  it('suggests an address from the English name', () => {
    expect(slugFrom('Jasmine Night — Eau de Parfum')).toBe('jasmine-night-eau-de-parfum');
    expect(slugFrom('Crème Brûlée')).toBe('creme-brulee');
  });

  /** Fills the form's required fields; the name decides the suggested address. */
  async function fill(user: ReturnType<typeof userEvent.setup>, englishName: string) {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'perfume_oil');
    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), englishName);
    await user.type(screen.getByRole('textbox', { name: 'Name (Arabic)' }), 'ليل الياسمين');
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'ATS-PO-JASN');
    const variant = screen.getByRole('group', { name: 'First variant' });
    await user.type(within(variant).getByRole('textbox', { name: 'Label (English)' }), '10ml');
    await user.type(within(variant).getByRole('textbox', { name: 'Variant SKU' }), 'ATS-PO-JASN-10');
    const stock = within(variant).getByRole('textbox', { name: 'Starting stock' });
    await user.clear(stock);
    await user.type(stock, '24');
    const prices = screen.getByRole('group', { name: 'Prices' });
    for (const [code, amount] of [
      ['SGD', '45'],
      ['USD', '34.00'],
      ['VND', '850000'],
      ['KRW', '46000'],
      ['AED', '125.50'],
    ] as const)
      await user.type(within(prices).getByRole('textbox', { name: code }), amount);
  }

  it('opens from the list, sends minor units and the suggested address, then shows the new product', async () => {
    await renderAdmin('/catalogue', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Add a product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a product' })).toBeInTheDocument();
    await fill(user, 'Jasmine Night');
    expect(screen.getByRole('textbox', { name: 'Address in the store' })).toHaveValue('jasmine-night');
    await user.click(screen.getByRole('button', { name: 'Add the product' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Jasmine Night' })).toBeInTheDocument();
    const post = fake.server.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/products/');
    expect(post?.body).toEqual({
      type: 'perfume_oil',
      slug: 'jasmine-night',
      sku: 'ATS-PO-JASN',
      name: { en: 'Jasmine Night', ar: 'ليل الياسمين', 'zh-hans': '', vi: '' },
      variant: {
        sku: 'ATS-PO-JASN-10',
        label: { en: '10ml', ar: '', 'zh-hans': '', vi: '' },
        stock: 24,
        prices: [
          { currency: 'SGD', amount: 4500 },
          { currency: 'USD', amount: 3400 },
          { currency: 'VND', amount: 850000 },
          { currency: 'KRW', amount: 46000 },
          { currency: 'AED', amount: 12550 },
        ],
      },
    });
    expect(screen.getByRole('checkbox', { name: 'Published in the store' })).not.toBeChecked();
  });

  it('marks what is missing before sending, and a taken address after', async () => {
    await renderAdmin('/catalogue/new', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add the product' }));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveAccessibleDescription(
      'Choose the product type.',
    );
    expect(
      within(screen.getByRole('group', { name: 'Prices' })).getByRole('textbox', { name: 'VND' }),
    ).toHaveAccessibleDescription('Give a price in this currency.');
    expect(fake.server.requests.some((r) => r.method === 'POST')).toBe(false);

    await fill(user, 'Amber Oud');
    await user.click(screen.getByRole('button', { name: 'Add the product' }));
    const slug = screen.getByRole('textbox', { name: 'Address in the store' });
    expect(await screen.findByText('Another product already uses this.')).toBeInTheDocument();
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Another product already uses this.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Add a product' })).toBeInTheDocument();
  });
});

describe('collections and tags of a product', () => {
  let state: { product: AdminProduct | null; takenSlug: string };
  beforeEach(() => {
    state = {
      product: made({
        type: 'perfume_oil',
        slug: 'jasmine-night',
        sku: 'ATS-PO-JASN',
        name: { en: 'Jasmine Night', ar: '', 'zh-hans': '', vi: '' },
        variant: {
          sku: 'ATS-PO-JASN-10',
          label: { en: '10ml', ar: '', 'zh-hans': '', vi: '' },
          stock: 1,
          prices: [],
        },
      }),
      takenSlug: '',
    };
    fake.api.state.signedInAs = 4;
    const handler = addFake(state);
    fake.server.setHandler((request) => handler(request) ?? fake.api.handle(request));
  });

  it('saves the ticked ones on the product’s version', async () => {
    await renderAdmin('/catalogue/41', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Collections and tags' });
    await user.click(await within(section).findByRole('checkbox', { name: 'Gifts' }));
    const family = within(section).getByRole('group', { name: 'Tags: scent families' });
    // Keyboard: Tab to the next checkbox, Space ticks it.
    within(family).getByRole('checkbox', { name: 'Floral' }).focus();
    await user.keyboard(' ');
    await user.click(within(section).getByRole('button', { name: 'Save collections and tags' }));
    expect(await within(section).findByText('Collections and tags saved.')).toBeInTheDocument();
    const patch = fake.server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ version: 1, collection_ids: [3], tag_ids: [11] });
    expect(within(section).getByRole('checkbox', { name: 'Floral' })).toBeChecked();
  });

  it('shows the other person’s choice on a 409 and can take it', async () => {
    await renderAdmin('/catalogue/41', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Collections and tags' });
    await user.click(await within(section).findByRole('checkbox', { name: 'Fresh' }));
    // Meanwhile someone else files it under Gifts.
    state.product!.collections = [GIFT];
    state.product!.version = 2;
    await user.click(within(section).getByRole('button', { name: 'Save collections and tags' }));
    const notice = await within(section).findByRole('alert');
    expect(notice).toHaveTextContent('Someone else changed this product');
    expect(notice).toHaveTextContent('Gifts');
    await user.click(within(notice).getByRole('button', { name: 'Load their version (drop my changes)' }));
    expect(within(section).getByRole('checkbox', { name: 'Gifts' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Fresh' })).not.toBeChecked();
  });
});
