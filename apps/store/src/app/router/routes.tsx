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
import { LocaleRouteError, PageRouteError, type NotFoundData } from '../../pages/route-error/route-error';
import type { TextArea } from '../../i18n/i18n';
import { fallbackLocale, homeCountry } from '../locale/route-locale';
import type { AppServices } from '../services/app-services';
import type { StorePage, StoreRouteName } from './page-manifest';
import { STORE_PAGES } from './pages';
import type { RouteLoaders } from './route-loaders';

export type { StoreRouteName };

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
 * one `:country/:lang?` layout route whose loader checks the locale, then the pages, built from
 * their manifests (`*.page.tsx` in each page's folder, see pages.ts). Every page is
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
    (routeLoaders ??= chunks
      .load(() => import('./route-loaders'), 'route-loaders')
      .then(
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

  /**
   * A listing's own filter changes (query only) do not wait for the loader: the page fetches the new
   * results itself and keeps the old ones on screen meanwhile. Arriving at a listing does.
   */
  const listingRevalidation: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

  /** One route per path of each page's manifest (`*.page.tsx` in the page's folder, pages.ts). */
  const pageRoutes = (page: StorePage): RouteObject[] => {
    const data = page.data;
    const loader = data ? lazyLoader(data) : undefined;
    const lazy = lazyPage(page.chunk ?? page.name, page.load, page.render);
    const withLoader = page.texts ? withTexts(page.texts, loader) : loader;
    return page.paths.map((path) => ({
      ...(path ? { path } : { index: true }),
      handle: { routeName: page.name } satisfies StoreRouteHandle,
      ...(withLoader ? { loader: withLoader } : {}),
      ...(page.keepOnQueryChange ? { shouldRevalidate: listingRevalidation } : {}),
      lazy,
    }));
  };

  const pages: RouteObject[] = [
    ...STORE_PAGES.flatMap(pageRoutes),
    // Any other path is no page: the not-found page (PageRouteError) with a real 404, on the server too.
    {
      path: '*',
      handle: { routeName: 'not-found' },
      loader: () => {
        throw data<NotFoundData>({ reason: 'page' }, { status: 404 });
      },
    },
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
