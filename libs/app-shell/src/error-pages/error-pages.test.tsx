import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, data, RouterProvider, useRouteError } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRIES } from '../app-config';
import { NotFoundContent } from './not-found-content';
import { RouteErrorContent } from './route-error-content';
import type { NotFoundData } from './route-error-kind';

const i18n = createInstance({
  lng: 'en',
  resources: {
    en: {
      translation: {
        error: {
          title: 'Something went wrong',
          text: 'Please reload it.',
          reload: 'Reload the page',
          retry: 'Try again',
          chunkTitle: 'This page could not be loaded',
          chunkText: 'Part of the shop did not download.',
        },
        notFound: {
          title: 'Page not found',
          country: 'We do not have a shop for “{{segment}}”.',
          language: '“{{segment}}” is not one of the languages of this shop.',
          page: 'We could not find this page.',
          chooseCountry: 'Choose your country:',
          countriesNav: 'Our shops',
        },
      },
    },
  },
  initAsync: false,
  interpolation: { escapeValue: false },
});
void i18n.init();

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  document.title = '';
});

const setTitle = (title: string) => {
  document.title = `${title} | Atelier Scents`;
};

function AreaNotFound(props: NotFoundData) {
  return (
    <NotFoundContent
      {...props}
      countries={DEFAULT_COUNTRIES}
      language="en"
      countryHref={(country) => `/${country.code}/business-scenting`}
      useDocumentTitle={setTitle}
    />
  );
}

/** One route at /zz9 in the area's texts. */
async function showRoute(route: { element: ReactNode; errorElement?: ReactNode; loader?: () => never }) {
  const router = createMemoryRouter([{ path: '/:country', HydrateFallback: () => null, ...route }], {
    initialEntries: ['/zz9'],
  });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  });
}

/** A route whose loader fails with `failure`, drawn by the shared error content. */
async function showFailure(failure: unknown) {
  function Failed() {
    return (
      <RouteErrorContent
        error={useRouteError()}
        notFound={(found) => <AreaNotFound {...found} />}
        useDocumentTitle={setTitle}
      />
    );
  }
  await showRoute({
    loader: () => {
      throw failure;
    },
    element: <p>never</p>,
    errorElement: <Failed />,
  });
}

describe('RouteErrorContent', () => {
  it("shows the area's not-found page for a loader's 404, with the wrong segment", async () => {
    await showFailure(data<NotFoundData>({ reason: 'country', segment: 'zz9' }, { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('We do not have a shop for “zz9”.')).toBeTruthy();
    expect(document.title).toBe('Page not found | Atelier Scents');
  });

  it('says a page is missing when a 404 carries no reason', async () => {
    await showFailure(data(null, { status: 404 }));
    expect(await screen.findByText('We could not find this page.')).toBeTruthy();
  });

  it('explains a chunk that would not load and offers a reload', async () => {
    await showFailure(new TypeError('Failed to fetch dynamically imported module: /assets/cart-1a2b.js'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByText('Part of the shop did not download.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.title).toBe('This page could not be loaded | Atelier Scents');
  });

  it('explains a stylesheet that would not load the same way', async () => {
    await showFailure(
      Object.assign(new Error('Loading CSS chunk cart failed'), { code: 'CSS_CHUNK_LOAD_FAILED' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the generic error page for a bug', async () => {
    await showFailure(new Error('undefined is not a function'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});

describe('NotFoundContent', () => {
  it("links every country's home, named in the page's language, where the area says", async () => {
    await showRoute({ element: <AreaNotFound reason="language" segment="fr" /> });
    expect(await screen.findByText('“fr” is not one of the languages of this shop.')).toBeTruthy();
    const shops = within(screen.getByRole('navigation', { name: 'Our shops' }));
    const links = shops.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      DEFAULT_COUNTRIES.map((country) => `/${country.code}/business-scenting`),
    );
    expect(shops.getByRole('link', { name: 'Singapore' }).getAttribute('href')).toBe('/sg/business-scenting');
  });
});
