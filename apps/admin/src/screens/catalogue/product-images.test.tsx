import type { AdminProduct } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

const text = (en: string) => ({ en, ar: `${en} (ar)`, 'zh-hans': `${en} (zh)`, vi: `${en} (vi)` });

function candle(): AdminProduct {
  return {
    id: 9,
    slug: 'kaya-toast-candle',
    sku: 'ATS-CDL-KAY',
    type: 'single_candle',
    name: text('Kaya Toast Candle'),
    description: text('Sweet.'),
    published: true,
    version: 2,
    store_path: '/sg/products/single_candle/kaya-toast-candle',
    images: [
      { id: 1, url: '/media/products/kaya-toast-candle/set.jpg', type: 'main', alt: text('The candle') },
    ],
    variants: [],
    collections: [],
    tags: [],
  };
}

/** The upload answers what the server would for the bytes it was sent (`refuse` picks a refusal). */
function photosFake(product: AdminProduct, refuse: { status: number; reason?: string } | null) {
  return (request: RecordedRequest): TestReply | null => {
    if (request.path === `/api/admin/products/${product.id}/` && request.method === 'GET')
      return { status: 200, body: product };
    if (request.method === 'GET' && request.path === '/api/admin/catalogue-terms/')
      return { status: 200, body: { collections: [], tags: [] } };
    if (request.path === `/api/admin/products/${product.id}/images/` && request.method === 'POST') {
      if (refuse)
        return {
          status: refuse.status,
          body: {
            message: refuse.status === 413 ? 'The request body is too large' : 'Validation failed',
            status: refuse.status,
            ...(refuse.reason ? { errors: [{ field: 'body', reason: refuse.reason }] } : {}),
          },
        };
      product.images.push({
        id: 2,
        url: '/media/uploads/0123456789abcdef0123.jpg',
        type: 'gallery',
        alt: {
          en: request.query.get('alt_en') ?? '',
          ar: request.query.get('alt_ar') ?? '',
          'zh-hans': request.query.get('alt_zh_hans') ?? '',
          vi: request.query.get('alt_vi') ?? '',
        },
      });
      product.version += 1;
      return { status: 201, body: product };
    }
    const patch = new RegExp(`^/api/admin/products/${product.id}/images/(\\d+)/$`).exec(request.path);
    if (patch && request.method === 'PATCH') {
      const body = request.body as {
        version: number;
        position?: number;
        alt?: AdminProduct['images'][0]['alt'];
      };
      const image = product.images.find((i) => i.id === Number(patch[1]))!;
      if (body.alt) image.alt = body.alt;
      if (body.position !== undefined) {
        const rest = product.images.filter((i) => i !== image);
        rest.splice(body.position, 0, image);
        product.images = rest.map((i, n) => ({ ...i, type: n === 0 ? 'main' : 'gallery' }));
      }
      product.version += 1;
      return { status: 200, body: product };
    }
    return null;
  };
}

const photo = () => new File(['\xff\xd8\xff fake jpeg'], 'resin.jpg', { type: 'image/jpeg' });

describe('the product photographs', () => {
  let product: AdminProduct;
  const use = (refuse: { status: number; reason?: string } | null) => {
    const photos = photosFake(product, refuse);
    fake.server.setHandler((request) => photos(request) ?? fake.api.handle(request));
  };
  beforeEach(() => {
    product = candle();
    fake.api.state.signedInAs = 4; // the merchandiser
  });

  it('uploads the chosen file as the body with its type, the version and alt texts, and shows it in the gallery', async () => {
    use(null);
    await renderAdmin('/catalogue/9', { baseUrl: fake.server.url });
    const section = await screen.findByRole('region', { name: 'Photographs' });
    const user = userEvent.setup();
    await user.upload(within(section).getByLabelText('Photograph'), photo());
    await user.type(within(section).getByLabelText('Alt text (English)'), 'Candle lit at dusk');
    await user.type(within(section).getByLabelText('Alt text (Arabic)'), 'شمعة مضاءة');
    await user.click(within(section).getByRole('button', { name: 'Upload' }));

    expect(await within(section).findByText('Photograph added to the gallery.')).toBeInTheDocument();
    const gallery = within(section).getByRole('list', { name: "Gallery, in the store's order" });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(2);
    expect(within(gallery).getByRole('img', { name: 'Candle lit at dusk' })).toHaveAttribute(
      'src',
      '/media/uploads/0123456789abcdef0123.jpg?w=160',
    );
    const sent = fake.server.requests.find((r) => r.method === 'POST')!;
    expect(sent.headers['content-type']).toBe('image/jpeg');
    expect(sent.query.get('version')).toBe('2');
    expect(sent.query.get('alt_ar')).toBe('شمعة مضاءة');
    expect(String(sent.body)).toContain('fake jpeg');
  });

  it.each([
    [
      { status: 400, reason: 'is not a JPEG, PNG, WebP or AVIF image' },
      'This file is not a JPEG, PNG, WebP or AVIF photograph.',
    ],
    [{ status: 413 }, 'This file is larger than 10 MB.'],
    [
      { status: 400, reason: 'is 9000×10 pixels: at most 8000×8000 is accepted' },
      'This picture is larger than 8000 × 8000 pixels.',
    ],
  ])('says why the server refused the file (%j)', async (refusal, shown) => {
    use(refusal);
    await renderAdmin('/catalogue/9', { baseUrl: fake.server.url });
    const section = await screen.findByRole('region', { name: 'Photographs' });
    const user = userEvent.setup();
    await user.upload(within(section).getByLabelText('Photograph'), photo());
    await user.click(within(section).getByRole('button', { name: 'Upload' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(shown);
    expect(within(section).getByLabelText('Photograph')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks for a file before sending anything', async () => {
    use(null);
    await renderAdmin('/catalogue/9', { baseUrl: fake.server.url });
    const section = await screen.findByRole('region', { name: 'Photographs' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Upload' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Choose a photograph first.');
    expect(fake.server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('moves a photograph down and up with buttons, focus following it, and edits its alt text', async () => {
    product.images.push({
      id: 2,
      url: '/media/uploads/0123456789abcdef0123.jpg',
      type: 'gallery',
      alt: text('Resin'),
    });
    use(null);
    await renderAdmin('/catalogue/9', { baseUrl: fake.server.url });
    const section = await screen.findByRole('region', { name: 'Photographs' });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Move down: The candle' }));
    expect(await within(section).findByText('The candle is now picture 2.')).toBeInTheDocument();
    const gallery = within(section).getByRole('list', { name: "Gallery, in the store's order" });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Resin', 'The candle']);
    // At the end it cannot go further down: focus is on its Move up, so the keyboard can undo.
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Move up: The candle' })).toHaveFocus(),
    );
    const moves = fake.server.requests.filter((r) => r.method === 'PATCH');
    expect(moves.map((r) => r.body)).toEqual([{ version: 2, position: 1 }]);

    await user.keyboard('{Enter}');
    await within(section).findByText('The candle is now picture 1.');
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('alt', 'The candle');

    await user.click(within(section).getByRole('button', { name: 'Edit alt text: Resin' }));
    const form = within(within(section).getByRole('form', { name: 'Alt text of Resin' }));
    const english = form.getByLabelText('Alt text (English)');
    expect(english).toHaveValue('Resin');
    await user.clear(english);
    await user.type(english, 'Amber resin on a tray');
    await user.click(form.getByRole('button', { name: 'Save alt text' }));
    expect(await within(section).findByText('Alt text saved.')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Amber resin on a tray' })).toBeInTheDocument();
    expect(fake.server.requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({
      version: 4,
      alt: { en: 'Amber resin on a tray', ar: 'Resin (ar)', 'zh-hans': 'Resin (zh)', vi: 'Resin (vi)' },
    });
  });
});
