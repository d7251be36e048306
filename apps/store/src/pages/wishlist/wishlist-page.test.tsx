import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../app/storage/storage';
import { useFakeOrdersServer } from '../../testing/fake-orders';
import { ACCESS_TOKEN, REFRESH_TOKEN, renderApp } from '../../testing/render-app';

const api = useFakeOrdersServer();

/** The store at `path`, as the gold member (stored login) or a guest. */
function open(path: string, who: 'member' | 'guest' = 'member') {
  const storage = createMemoryStorage();
  if (who === 'member') {
    storage.setItem('token', ACCESS_TOKEN);
    storage.setItem('refreshToken', REFRESH_TOKEN);
  }
  return renderApp(path, { baseUrl: api.server.url, storage });
}

describe('wishlist', () => {
  it('a member saves a product from its page and finds it in their wishlist, then removes it', async () => {
    open('/sg/product/perfume_diy/citrus-grove');
    const save = await screen.findByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Saved to your wishlist.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'View wishlist' }));
    await screen.findByRole('heading', { level: 1, name: 'Your wishlist' });
    await waitFor(() => expect(document.title).toBe('Your wishlist | Atelier Scents'));
    const list = await screen.findByRole('list', { name: 'Your wishlist' });
    expect(within(list).getByRole('link', { name: /Citrus Grove/ })).toBeInTheDocument();
    expect(list).toHaveTextContent('S$');

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Citrus Grove' }));
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover our perfumes' })).toHaveAttribute(
      'href',
      '/sg/all-perfumes',
    );
  });

  it('says so when the wishlist is full, in the shopper’s language', async () => {
    open('/sg/product/perfume_diy/citrus-grove');
    const save = await screen.findByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    api.server.setHandler((request) =>
      request.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'A wishlist keeps up to 100 products.',
              status: 422,
              errors: [{ field: 'path.id', reason: 'wishlist_full' }],
            },
          }
        : api.fake.handler(request),
    );
    await userEvent.click(save);
    expect(
      await screen.findByText('Your wishlist is full (100 products). Remove one to save this.'),
    ).toBeInTheDocument();
    expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a guest no save button, and sends them to log in from the wishlist page', async () => {
    open('/sg/product/perfume_diy/citrus-grove', 'guest');
    await screen.findByRole('heading', { level: 1, name: 'Citrus Grove' });
    expect(screen.queryByRole('button', { name: 'Save to wishlist' })).toBeNull();
    open('/sg/account/wishlist', 'guest');
    await screen.findAllByRole('heading', { level: 1, name: 'Log in' });
    expect(api.server.requests.some((request) => request.path === '/api/users/wishlist/')).toBe(false);
  });
});
