import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIN_ID, PageFrame } from './page-frame';

const i18n = createInstance({
  lng: 'en',
  resources: { en: { translation: { skipLink: 'Skip to content' } } },
  initAsync: false,
});
void i18n.init();

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

function Area({ path = '/sg' }: { path?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <PageFrame
          className="page-layout"
          header={<header>Store header</header>}
          footer={<footer>Store footer</footer>}
          after={<div role="status">Added to cart</div>}
        >
          <Routes>
            <Route path="/sg" element={<Link to="/sg/cart">Cart</Link>} />
            <Route path="/sg/cart" element={<h1>Your cart</h1>} />
          </Routes>
        </PageFrame>
      </MemoryRouter>
    </I18nextProvider>
  );
}

describe('PageFrame', () => {
  it('gives every page a skip link to the one main, between the area header and footer', () => {
    render(<Area />);
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe(`#${MAIN_ID}`);
    const main = screen.getByRole('main');
    expect(main.id).toBe(MAIN_ID);
    expect(main.className).toBe('page-layout__main');
    expect(screen.getByRole('banner').textContent).toBe('Store header');
    expect(screen.getByRole('contentinfo').textContent).toBe('Store footer');
    expect(screen.getByRole('status').textContent).toBe('Added to cart');
    // Skip link first, then header, main, footer and what comes after, in reading order.
    const order = [
      skip,
      screen.getByRole('banner'),
      main,
      screen.getByRole('contentinfo'),
      screen.getByRole('status'),
    ];
    for (let index = 1; index < order.length; index++) {
      expect(
        order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('leaves focus alone on the first page and moves it to the main after a client navigation', async () => {
    render(<Area />);
    const main = screen.getByRole('main');
    expect(document.activeElement).not.toBe(main);
    await act(async () => screen.getByRole('link', { name: 'Cart' }).click());
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeTruthy();
    expect(document.activeElement).toBe(main);
  });

  it('hydrates the server markup without a mismatch', async () => {
    const html = renderToString(<Area />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatch = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Area />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.querySelector('main')?.textContent).toBe('Cart');
    expect(container.querySelectorAll('main')).toHaveLength(1);
    act(() => root?.unmount());
    container.remove();
  });
});
