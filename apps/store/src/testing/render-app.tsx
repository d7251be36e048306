import { fixtures } from '@atelier/api/testing';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_COUNTRIES, type AppConfig } from '@atelier/app-shell/app-config';
import { AppProviders } from '../app/app-providers';
import { consentLoader } from '../app/consent/consent-loader';
import { readConsent } from '../app/consent/consent-cookie';
import { createRoutes } from '../app/router/routes';
import { createServices } from '../app/services/app-services';
import { createMemoryStorage, type KeyValueStorage } from '../app/storage/storage';
import { createFakeShop, type FakeShop } from './fake-shop';

export const testConfig: AppConfig = {
  publicOrigin: 'https://shop.example',
  sentryDsn: null,
  gtmId: null,
  countries: DEFAULT_COUNTRIES,
};

export const members = {
  'gold@atelier.test': {
    ...fixtures.user,
    id: 7,
    email: 'gold@atelier.test',
    first_name: 'Mei',
    last_name: 'Tan',
    membership_tier: 'gold' as const,
  },
};
export const MEMBER_PASSWORD = 'Scents2026!';
export const ACCESS_TOKEN = 'access-token-for-gold-member';
export const REFRESH_TOKEN = 'refresh-token-for-gold-member';

/**
 * What the fake API (a real node:http server from `@atelier/api/testing/server`) answers: CMS pages
 * by slug, drafts with the right preview token, login, member detail and token revocation, with
 * the contract's shapes (fixtures); null for the rest (the fake shop's).
 */
export function createApiHandler(shop: FakeShop = createFakeShop()) {
  return (request: RecordedRequest): TestReply => cmsAndAuth(request) ?? shop.handle(request) ?? notFound;
}

const notFound: TestReply = { status: 404, body: fixtures.errors.notFound };

/** The shop the shared `apiHandler` uses (tests may seed carts in it). */
export const defaultShop = createFakeShop();

/**
 * CMS pages, login and member detail as below, and everything of the shop (products, carts, promo
 * codes, newsletter) from a fresh fake shop per handler (`createApiHandler`).
 */
export const apiHandler = createApiHandler(defaultShop);

function cmsAndAuth(request: RecordedRequest): TestReply | null {
  const slug = request.query.get('slug') ?? '';
  switch (request.path) {
    case '/api/cms/pages/': {
      // The US has no home page in the CMS yet (the store falls back to its own words).
      if ((!slug.startsWith('home-') && !slug.startsWith('faq-')) || slug.startsWith('home-us-')) {
        return { status: 404, body: fixtures.errors.notFound };
      }
      const [, country, ...language] = slug.split('-');
      const title = slug.startsWith('home-')
        ? `Home ${country} ${language.join('-')}`
        : 'Frequently asked questions';
      return {
        status: 200,
        body: {
          ...fixtures.cmsPage,
          slug,
          title,
          seo: { ...fixtures.cmsPage.seo, title, description: null },
          blocks: [
            {
              id: 'h',
              type: 'hero',
              data: {
                heading: 'Find your signature scent',
                cta_label: 'Shop perfumes',
                cta_href: '/sg/all-perfumes',
              },
            },
          ],
        },
      };
    }
    case '/api/cms/draft-pages/':
      return request.headers['x-preview-token'] === 'preview-secret'
        ? { status: 200, body: { ...fixtures.cmsPage, slug, title: 'Draft FAQ', is_draft: true } }
        : { status: 401, body: fixtures.errors.unauthorized };
    case '/api/token/': {
      const body = request.body as { email?: string; password?: string };
      const user = members[body.email as keyof typeof members];
      if (!user || body.password !== MEMBER_PASSWORD)
        return { status: 401, body: { message: 'Invalid e-mail or password', status: 401 } };
      return { status: 200, body: { token: ACCESS_TOKEN, refresh_token: REFRESH_TOKEN, user } };
    }
    case '/api/users/detail/':
      return request.headers.authorization === `Bearer ${ACCESS_TOKEN}`
        ? { status: 200, body: members['gold@atelier.test'] }
        : { status: 401, body: fixtures.errors.unauthorized };
    case '/api/token/revoke/':
      return { status: 204 };
    default:
      return null;
  }
}

/** A browser tab's storages and data layer: render twice with the same one to reload the page. */
export interface Browser {
  storage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  analyticsTarget: { dataLayer?: unknown[] };
}

export function newBrowser(): Browser {
  return { storage: createMemoryStorage(), sessionStorage: createMemoryStorage(), analyticsTarget: {} };
}

export interface RenderAppOptions extends Partial<Browser> {
  baseUrl: string;
  config?: AppConfig;
  /** Ask for analytics consent as the browser does (app/consent), with this document's cookies. */
  withConsent?: boolean;
}

/**
 * The whole store (providers, routes, loaders) at `path`, talking to a real HTTP test server; a
 * fresh query cache each time, as after a reload. `sessionStorage` is where the checkout store lives.
 */
export function renderApp(
  path: string,
  {
    baseUrl,
    storage = createMemoryStorage(),
    sessionStorage = createMemoryStorage(),
    config = testConfig,
    analyticsTarget = {},
    withConsent = false,
  }: RenderAppOptions,
) {
  const services = createServices({
    config,
    storage,
    sessionStorage,
    initialPathname: path,
    baseUrl,
    analyticsTarget,
    analyticsHeld: withConsent && readConsent(document.cookie) === null,
  });
  if (withConsent) {
    const win = Object.assign(analyticsTarget, {
      document,
      location: { search: '', protocol: 'http:', hostname: 'localhost' },
    });
    services.consent = consentLoader({
      win,
      session: sessionStorage,
      analytics: services.analytics,
      gtmId: config.gtmId,
      now: () => new Date(),
    });
  }
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, services, storage };
}
