import type { ConsumerRouteName } from '@atelier/commerce/enums';
import type { Language } from '@atelier/commerce/paths';
import type { ReactNode } from 'react';
import {
  data,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { LocaleLayout } from '../../components/locale-layout/locale-layout';
import { NothingWhileLoading, RootShell } from '../../components/root-shell/root-shell';
import type { CmsPageKey } from '../../pages/cms-page/cms-page';
import { NotFoundPage } from '../../pages/not-found/not-found-content';
import type { ListingPageKey } from '../../pages/listing/listing-query';
import { LocaleRouteError, PageRouteError, type NotFoundData } from '../../pages/route-error/route-error';
import type { TextArea } from '../../i18n/i18n';
import { fallbackLocale, homeCountry } from '../locale/route-locale';
import type { AppServices } from '../services/app-services';
import type { RouteLoaders } from './route-loaders';

/** Route names of this app: SPEC §2's consumer names plus our own pages. */
export type StoreRouteName =
  | ConsumerRouteName
  | 'home'
  | 'scent-quiz'
  | 'gift-card-balance'
  | 'login'
  | 'register'
  | 'account'
  | 'not-found';

/** Texts a route loaded before rendering: one language's areas. */
export interface LoadedTexts {
  language: Language;
  areas: readonly TextArea[];
}

/** The texts a server render sends: a language's areas and their catalogue (StoreTexts.loaded). */
export interface SentTexts extends LoadedTexts {
  texts: object;
}

export interface StoreRouteHandle {
  routeName: StoreRouteName;
}

/**
 * The store's route table (react-router data router). Paths are `/{cc}/{lang?}/...` (SPEC §2):
 * one `:country/:lang?` layout route whose loader checks the locale, then the pages. Every page is
 * lazy, loaded through the chunk loader (timeout, one reload on failure), and nothing is rendered
 * while it loads. A `draft` segment before (or after) a CMS page's path shows its draft.
 */
export function createRoutes(services: AppServices): RouteObject[] {
  const { chunks, locale, config, storage } = services;

  /**
   * The texts of a language's areas, loaded before a page renders (through the chunk loader: a
   * timeout, one reload on failure). The locale route loads `shop`, which the frame and the
   * catalogue pages use; other pages name their own areas (withTexts). What was loaded is the
   * chunk's value, so the server render can tell the browser which texts to load before it
   * hydrates (entry-server.tsx).
   */
  const texts = (language: Language, areas: readonly TextArea[]) =>
    chunks.load(async (): Promise<LoadedTexts> => {
      await services.texts.load(language, areas);
      return { language, areas };
    }, 'texts');

  /** A page's loader that also loads the text areas the page needs, in the path's language. */
  const withTexts =
    (areas: readonly TextArea[], loader?: (args: LoaderFunctionArgs) => Promise<null>) =>
    async (args: LoaderFunctionArgs) => {
      const resolution = locale.syncFromPath(new URL(args.request.url).pathname);
      await Promise.all([loader?.(args), resolution.ok ? texts(resolution.locale.language, areas) : null]);
      return null;
    };

  function lazyPage<M>(name: string, importer: () => Promise<M>, render: (module: M) => ReactNode) {
    return async () => ({ element: render(await chunks.load(importer, name)) });
  }

  /**
   * The pages' data loaders (route-loaders.ts) are a chunk of their own: a server-rendered page
   * hydrates from the data in its state block and needs them only for the next navigation, where
   * the chunk loads beside the page's own (docs/performance.md, "Page weight").
   */
  let routeLoaders: Promise<RouteLoaders> | null = null;
  const loaders = () =>
    (routeLoaders ??= chunks.load(() => import('./route-loaders'), 'route-loaders').then(
      (module) => module.createRouteLoaders(services),
      (error: unknown) => {
        routeLoaders = null;
        throw error;
      },
    ));
  const lazyLoader =
    (pick: (loaders: RouteLoaders) => (args: LoaderFunctionArgs) => Promise<null>) =>
    async (args: LoaderFunctionArgs) =>
      pick(await loaders())(args);
  const cmsLoader = (slug: string) => lazyLoader((l) => l.cms(slug));
  const productLoader = lazyLoader((l) => l.product);
  const workshopLoader = lazyLoader((l) => l.workshop);
  const quizLoader = lazyLoader((l) => l.quiz);
  const listingLoader = (key: ListingPageKey) => lazyLoader((l) => l.listing(key));
  const productsLoader = lazyLoader((l) => l.products);

  /**
   * A listing's own filter changes (query only) do not wait for the loader: the page fetches the new
   * results itself and keeps the old ones on screen meanwhile. Arriving at a listing does.
   */
  const listingRevalidation: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

  const listing = (routeName: StoreRouteName, key: ListingPageKey, path: string): RouteObject => ({
    path,
    handle: { routeName } satisfies StoreRouteHandle,
    loader: listingLoader(key),
    shouldRevalidate: listingRevalidation,
    lazy: lazyPage(
      'listing',
      () => import('../../pages/listing/listing-routes'),
      (module) => <module.CatalogueListingPage key={key} pageKey={key} />,
    ),
  });

  const cmsRoutes = (routeName: StoreRouteName, slug: string, key: CmsPageKey, path: string): RouteObject[] =>
    [path, `draft/${path}`, `${path}/draft`].map((variant) => ({
      path: variant,
      handle: { routeName } satisfies StoreRouteHandle,
      loader: cmsLoader(slug),
      lazy: lazyPage(
        'cms-page',
        () => import('../../pages/cms-page/cms-page'),
        (module) => <module.CmsPageView slug={slug} pageKey={key} />,
      ),
    }));

  const home = lazyPage(
    'home',
    () => import('../../pages/home/home-page'),
    (module) => <module.HomePage />,
  );
  const product = lazyPage(
    'product',
    () => import('../../pages/product/product-page'),
    (module) => <module.ProductPage />,
  );

  const pages: RouteObject[] = [
    { index: true, handle: { routeName: 'home' }, loader: cmsLoader('home'), lazy: home },
    { path: 'draft', handle: { routeName: 'home' }, lazy: home },
    ...cmsRoutes('terms-conditions', 'terms-conditions', 'termsConditions', 'terms-conditions'),
    ...cmsRoutes(
      'shipping-information',
      'shipping-information',
      'shippingInformation',
      'shipping-information',
    ),
    ...cmsRoutes('faq', 'faq', 'faq', 'faq'),
    // /product/{type}/{id}; scent_diary takes one more segment (the page checks which types may).
    { path: 'product/:type/:id', handle: { routeName: 'product' }, loader: productLoader, lazy: product },
    {
      path: 'product/:type/:id/:extra',
      handle: { routeName: 'product' },
      loader: productLoader,
      lazy: product,
    },
    // products/{a}/{b}: a perfume listing by collection, type or scent family, or a product without
    // a /product/ route type (see resolveProductsRoute in app/catalogue).
    {
      path: 'products/:a/:b',
      handle: { routeName: 'products' },
      loader: productsLoader,
      shouldRevalidate: listingRevalidation,
      lazy: lazyPage(
        'listing',
        () => import('../../pages/listing/listing-routes'),
        (module) => <module.ProductsRoutePage />,
      ),
    },
    {
      path: 'perfume-workshop',
      handle: { routeName: 'perfume-workshop' },
      loader: withTexts(['workshops'], workshopLoader),
      lazy: lazyPage(
        'perfume-workshop',
        () => import('../../pages/workshops/perfume-workshop-page'),
        (module) => <module.PerfumeWorkshopPage />,
      ),
    },
    // perfume-workshop-detail/{id or code}; without one, the page sends the visitor to the list.
    ...['perfume-workshop-detail', 'perfume-workshop-detail/:id'].map((path): RouteObject => ({
      path,
      handle: { routeName: 'perfume-workshop-detail' },
      loader: withTexts(['workshops'], workshopLoader),
      lazy: lazyPage(
        'workshop-detail',
        () => import('../../pages/workshops/workshop-detail-page'),
        (module) => <module.WorkshopDetailPage />,
      ),
    })),
    // Creations made in workshops: a CMS page, like the terms and the FAQ.
    ...cmsRoutes(
      'perfume-best-creations',
      'perfume-best-creations',
      'perfumeBestCreations',
      'perfume-best-creations',
    ),
    listing('all-perfumes', 'allPerfumes', 'all-perfumes'),
    listing('all-home-perfumes', 'allHomePerfumes', 'all-home-perfumes'),
    listing('gift', 'gift', 'gift'),
    listing('gift-collections', 'giftCollections', 'gift-collections'),
    {
      path: 'gift-cards',
      handle: { routeName: 'gift-cards' },
      loader: withTexts(['gifts']),
      lazy: lazyPage(
        'gift-cards',
        () => import('../../pages/gift-cards/gift-cards-page'),
        (module) => <module.GiftCardsPage />,
      ),
    },
    // Our own page: a gift card's balance (SPEC §2 names only gift-cards).
    {
      path: 'gift-cards/balance',
      handle: { routeName: 'gift-card-balance' },
      loader: withTexts(['gifts']),
      lazy: lazyPage(
        'gift-card-balance',
        () => import('../../pages/gift-cards/gift-card-balance-page'),
        (module) => <module.GiftCardBalancePage />,
      ),
    },
    {
      path: 'bespoke-perfume',
      handle: { routeName: 'bespoke-perfume' },
      lazy: lazyPage(
        'bespoke-perfume',
        () => import('../../pages/bespoke-perfume/bespoke-perfume-page'),
        (module) => <module.BespokePerfumePage />,
      ),
    },
    // The scent quiz (our own route: SPEC §2 names no quiz page).
    {
      path: 'scent-quiz',
      handle: { routeName: 'scent-quiz' },
      loader: quizLoader,
      lazy: lazyPage(
        'scent-quiz',
        () => import('../../pages/scent-quiz/scent-quiz-page'),
        (module) => <module.ScentQuizPage />,
      ),
    },
    // workshop?service=&date=: booking; workshop?booking={id}: paying and the confirmation.
    {
      path: 'workshop',
      handle: { routeName: 'workshop' },
      loader: withTexts(['workshops', 'checkout'], workshopLoader),
      lazy: lazyPage(
        'workshop',
        () => import('../../pages/workshops/workshop-booking-page'),
        (module) => <module.WorkshopBookingPage />,
      ),
    },
    {
      path: 'cart',
      handle: { routeName: 'cart' },
      loader: withTexts(['gifts']),
      lazy: lazyPage(
        'cart',
        () => import('../../pages/cart/cart-page'),
        (module) => <module.CartPage />,
      ),
    },
    // pay/{orderId}: paying an order placed at checkout (or retrying) and its confirmation.
    ...['pay', 'pay/:orderId'].map((path): RouteObject => ({
      path,
      handle: { routeName: 'pay' },
      loader: withTexts(['checkout', 'gifts']),
      lazy: lazyPage(
        'pay',
        () => import('../../pages/pay/pay-page'),
        (module) => <module.PayPage />,
      ),
    })),
    {
      path: 'checkout',
      handle: { routeName: 'checkout' },
      loader: withTexts(['checkout', 'gifts']),
      lazy: lazyPage(
        'checkout',
        () => import('../../pages/checkout/checkout-page'),
        (module) => <module.CheckoutPage />,
      ),
    },
    {
      path: 'login',
      handle: { routeName: 'login' },
      lazy: lazyPage(
        'login',
        () => import('../../pages/login/login-page'),
        (module) => <module.LoginPage />,
      ),
    },
    {
      path: 'register',
      handle: { routeName: 'register' },
      lazy: lazyPage(
        'register',
        () => import('../../pages/register/register-page'),
        (module) => <module.RegisterPage />,
      ),
    },
    // account, account/orders, account/orders/{orderId}, account/bookings: the member's own pages.
    ...['account', 'account/orders', 'account/orders/:orderId', 'account/bookings'].map(
      (path): RouteObject => ({
        path,
        handle: { routeName: 'account' },
        loader: withTexts(['account', 'workshops']),
        lazy: lazyPage(
          'account',
          () => import('../../pages/account/account-page'),
          (module) => <module.AccountPage />,
        ),
      }),
    ),
    // Not lazy: the error elements of the shell need the not-found page anyway.
    { path: '*', handle: { routeName: 'not-found' }, element: <NotFoundPage /> },
  ];

  return [
    {
      id: 'root',
      element: <RootShell />,
      HydrateFallback: NothingWhileLoading,
      errorElement: <LocaleRouteError />,
      children: [
        // `/` → the visitor's country: the stored one if we still sell there, else sg (SPEC §2).
        {
          index: true,
          loader: () => redirect(`/${homeCountry(config, storage)}`),
          Component: NothingWhileLoading,
        },
        {
          id: 'locale',
          path: ':country/:lang?',
          loader: async ({ request, params }) => {
            const pathname = new URL(request.url).pathname;
            const resolution = locale.syncFromPath(pathname);
            // The optional `:lang?` can swallow an unknown first page segment (`/sg/unknown` matches
            // the home page with lang "unknown"); when the path has no language, that is no page.
            const noPage =
              resolution.ok && params['lang'] !== undefined && resolution.locale.pathLanguage === null;
            if (!resolution.ok || noPage) {
              // The not-found page is drawn in a fallback locale (LocaleRouteError): its texts first.
              await texts(fallbackLocale(pathname, config, storage).language, ['shop']);
              throw data<NotFoundData>(
                resolution.ok
                  ? { reason: 'page' }
                  : { reason: resolution.reason, segment: resolution.segment },
                { status: 404 },
              );
            }
            await texts(resolution.locale.language, ['shop']);
            return resolution.locale;
          },
          element: <LocaleLayout />,
          errorElement: <LocaleRouteError />,
          // A pathless route, so an error in a page keeps the header and footer around it.
          children: [{ errorElement: <PageRouteError />, children: pages }],
        },
      ],
    },
  ];
}
