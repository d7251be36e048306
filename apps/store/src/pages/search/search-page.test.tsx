import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeShop } from '../../testing/fake-shop';
import { createApiHandler, renderApp } from '../../testing/render-app';
import { parseSearch, searchParamsOf } from './search-query';

let server: TestServer;
beforeAll(async () => {
  server = await startContractTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.setHandler(createApiHandler(createFakeShop()));
  server.requests.length = 0;
});

const open = (path: string) => renderApp(path, { baseUrl: server.url });
const searches = () => server.requests.filter((request) => request.query.has('q'));
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
/** The results' count (the first live status of the results region; "Load more" has its own). */
const count = () => within(screen.getByRole('region', { name: 'Search results' })).getAllByRole('status')[0];

describe('search page', () => {
  it('shows the products found as listing cards, with their count, and links to them', async () => {
    open('/sg/search?q=citrus');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “citrus”' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Citrus Grove']));
    expect(count()).toHaveTextContent(/^1 product$/);
    expect(screen.getByRole('link', { name: 'Citrus Grove' })).toHaveAttribute(
      'href',
      '/sg/product/perfume_diy/citrus-grove',
    );
    expect(searches().map((request) => request.query.get('q'))).toEqual(['citrus']);
    await waitFor(() => expect(document.title).toBe('Search: citrus | Atelier Scents'));
    // Results pages are kept out of search engines' indexes.
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('searches again from its own field, ignoring accents, and keeps the query in the URL', async () => {
    const { router } = open('/sg/search');
    const field = await screen.findByRole('searchbox', { name: 'Search perfumes and home scents' });
    expect(screen.getByRole('search')).toHaveAttribute('action', '/sg/search');
    expect(screen.getByRole('search')).toHaveAttribute('method', 'get');
    await userEvent.type(field, '  Kayá   toast ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cardNames()).toEqual(['Kaya Toast Candle']));
    expect(router.state.location.search).toBe('?q=Kay%C3%A1+toast');
    expect(screen.getByRole('searchbox', { name: 'Search perfumes and home scents' })).toHaveValue(
      'Kayá toast',
    );
  });

  it('with no query asks nothing and suggests words and the scent quiz', async () => {
    open('/sg/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the scent quiz' })).toHaveAttribute(
      'href',
      '/sg/scent-quiz',
    );
    expect(screen.getByRole('link', { name: 'rose' })).toHaveAttribute('href', '/sg/search?q=rose');
    expect(searches()).toEqual([]);
  });

  it('says when nothing matches and offers the quiz and all perfumes', async () => {
    open('/sg/search?q=zzz');
    expect(await screen.findByRole('heading', { name: 'Nothing matches “zzz”' })).toBeInTheDocument();
    expect(count()).toHaveTextContent(/^0 products$/);
    expect(screen.getByRole('link', { name: 'Take the scent quiz' })).toHaveAttribute(
      'href',
      '/sg/scent-quiz',
    );
    expect(screen.getByRole('link', { name: 'Browse all perfumes' })).toHaveAttribute(
      'href',
      '/sg/all-perfumes',
    );
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });

  it('speaks the page’s language (Vietnamese texts, the query sent in Vietnamese)', async () => {
    open('/vn/search?q=nuoc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kết quả cho “nuoc”' })).toBeInTheDocument();
    await waitFor(() => expect(searches()[0]?.headers['accept-language']).toBe('vi'));
  });
});

describe('search query in the URL', () => {
  it('trims the query, bounds the pages and writes them back', () => {
    expect(parseSearch('?q=%20%20rose%20%20oud%20&pages=3')).toEqual({ q: 'rose oud', pages: 3 });
    expect(parseSearch('?q=&pages=-2')).toEqual({ q: null, pages: 1 });
    expect(parseSearch('?q=a&pages=999').pages).toBe(10);
    expect(searchParamsOf({ q: 'rose', pages: 1 }).toString()).toBe('q=rose');
    expect(searchParamsOf({ q: 'rose', pages: 2 }).toString()).toBe('q=rose&pages=2');
  });
});
