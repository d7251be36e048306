import { ApiError } from '@atelier/api/client';
import { cmsCollectionQueryOptions, cmsPageQueryOptions, type CmsCollection } from '@atelier/api/queries';
import { BUSINESS_BASE_SEGMENT, type Language } from '@atelier/commerce/paths';
import type { BusinessRouteName } from '@atelier/commerce/enums';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { CmsRoutePage } from '../pages/cms-page/cms-page';
import { BusinessLayout } from '../components/business-layout/business-layout';
import { NothingWhileLoading, RootShell } from '../components/root-shell/root-shell';
import { LocaleRouteError, PageRouteError, type NotFoundData } from '../pages/route-error/route-error';
import { loadTexts } from '../i18n/i18n';
import { cmsSlugFor, isContentKey, type CmsRouteKind } from './content-slugs';
import { fallbackLocale, resolveBusinessPath } from './locale';
import type { BusinessPage } from './page-manifest';
import type { BusinessServices } from './services';

/**
 * The area's pages: the `page` export of every `*.page.ts` manifest under src/pages. Only that
 * export is imported: the manifests' server half (`head`) stays out of the browser's bundle.
 */
const BUSINESS_PAGES: readonly BusinessPage[] = Object.values(
  import.meta.glob<BusinessPage>('../pages/*/*.page.ts', { eager: true, import: 'page' }),
);

export interface BusinessRouteHandle {
  routeName: BusinessRouteName;
}

/** The not-found page (in the page's language, inside the layout) as a loader's answer. */
function pageNotFound(): never {
  throw data<NotFoundData>({ reason: 'page' }, { status: 404 });
}

/**
 * The business area's routes (SPEC §2): `/{cc}/{lang?}/business-scenting` and its sub-pages.
 * Content comes from the CMS: the landing page `business-scenting`, success stories and press
 * releases (list and `/:key`), products (`/product`, `/product/:key`), custom pages
 * (`/custom-page/:slug` → `business-{slug}`), plus the enquiry form at `/contact`. A CMS page's path
 * with a `draft` segment (after it, or before it) shows its draft. Loaders fetch published content
 * before the page renders (a missing page is the not-found page). The CMS page, the page of five
 * of the six kinds, is part of the entry (one file with the frame compresses better than two: the
 * landing page's first load 137.7 → 135.4 KB); drafts, the collections and the contact page are
 * lazy, and nothing renders while one loads.
 */
export function createRoutes({
  config,
  chunks,
  api,
  queryClient,
  apiLocale,
  storage,
  texts: businessTexts,
}: BusinessServices): RouteObject[] {
  /**
   * A language's texts, loaded before its first page renders (through the chunk loader: a timeout,
   * one reload on failure).
   */
  const texts = (language: Language) =>
    chunks.load(async () => {
      await loadTexts(language, businessTexts);
      return language;
    }, 'texts');

  /** Points the API client's locale at the request's path; false when the path has no valid one. */
  const followLocale = (request: Request): boolean => {
    const resolution = resolveBusinessPath(new URL(request.url).pathname, config);
    if (resolution.ok) apiLocale.set(resolution.locale);
    return resolution.ok;
  };

  const notFound = async ({ request }: LoaderFunctionArgs): Promise<never> => {
    const pathname = new URL(request.url).pathname;
    const resolution = resolveBusinessPath(pathname, config);
    // The not-found page is drawn in a fallback locale (LocaleRouteError): its texts first.
    await texts(fallbackLocale(pathname, config, storage).language);
    throw data<NotFoundData>(
      resolution.ok ? { reason: 'page' } : { reason: resolution.reason, segment: resolution.segment },
      { status: 404 },
    );
  };

  /** Fetches (or finds cached) a published page; 404 becomes the not-found page, other failures the error page. */
  const cmsLoader =
    (kind: CmsRouteKind) =>
    async ({ request, params }: LoaderFunctionArgs) => {
      if (!followLocale(request)) return null;
      const slug = cmsSlugFor(kind, kind === 'custom-page' ? params['slug'] : params['key']);
      if (!slug) pageNotFound();
      try {
        await queryClient.ensureQueryData(cmsPageQueryOptions(api, slug));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) pageNotFound();
        throw error;
      }
      return null;
    };

  /** Drafts are fetched by the page (the token may be missing; never cached): only the locale here. */
  const draftLoader = ({ request }: LoaderFunctionArgs) => {
    followLocale(request);
    return null;
  };

  /** A CMS page at `path` (the index when empty), its draft at `path/draft` and `draft/path`. */
  const cmsRoutes = (routeName: BusinessRouteName, kind: CmsRouteKind, path: string): RouteObject[] => {
    const handle = { routeName } satisfies BusinessRouteHandle;
    const element = <CmsRoutePage kind={kind} />;
    const published: RouteObject = path
      ? { path, handle, loader: cmsLoader(kind), element }
      : { index: true, handle, loader: cmsLoader(kind), element };
    const drafts = (path ? [`${path}/draft`, `draft/${path}`] : ['draft']).map((draftPath): RouteObject => ({
      path: draftPath,
      handle,
      loader: draftLoader,
      lazy: async () => {
        const module = await chunks.load(() => import('../pages/cms-page/draft-page'), 'cms-draft-page');
        return { element: <module.CmsDraftRoutePage kind={kind} /> };
      },
    }));
    return [published, ...drafts];
  };

  const collectionRoute = (
    routeName: BusinessRouteName,
    collection: CmsCollection,
    path: string,
  ): RouteObject => ({
    path,
    handle: { routeName } satisfies BusinessRouteHandle,
    loader: async ({ request }) => {
      if (!followLocale(request)) return null;
      await queryClient.ensureQueryData(cmsCollectionQueryOptions(api, collection));
      return null;
    },
    lazy: async () => {
      const module = await chunks.load(
        () => import('../pages/collection/collection-page'),
        'collection-page',
      );
      return { element: <module.CollectionPage collection={collection} /> };
    },
  });

  const contactRoute = (path: string): RouteObject => ({
    path,
    handle: { routeName: 'contact' } satisfies BusinessRouteHandle,
    loader: async ({ request }) => {
      if (!followLocale(request)) return null;
      // "Ask for a quote" links name the product: its title starts the message. Without the list
      // (offline, server trouble) the form still opens, with the key instead.
      if (isContentKey(new URL(request.url).searchParams.get('product'))) {
        await queryClient
          .ensureQueryData(cmsCollectionQueryOptions(api, 'business-products'))
          .catch(() => null);
      }
      return null;
    },
    lazy: async () => {
      const module = await chunks.load(() => import('../pages/contact/contact-page'), 'contact-page');
      return { element: <module.ContactPage /> };
    },
  });

  /** A manifest's routes, by the kind of page it draws. */
  const routesOf = (page: BusinessPage): RouteObject[] =>
    page.kind === 'cms'
      ? cmsRoutes(page.name, page.cms, page.path)
      : page.kind === 'collection'
        ? [collectionRoute(page.name, page.collection, page.path)]
        : [contactRoute(page.path)];

  return [
    {
      element: <RootShell />,
      HydrateFallback: NothingWhileLoading,
      errorElement: <LocaleRouteError />,
      children: [
        {
          path: `:country/:lang?/${BUSINESS_BASE_SEGMENT}`,
          loader: async (args) => {
            const resolution = resolveBusinessPath(new URL(args.request.url).pathname, config);
            if (!resolution.ok) return notFound(args);
            apiLocale.set(resolution.locale);
            await texts(resolution.locale.language);
            return resolution.locale;
          },
          element: <BusinessLayout />,
          errorElement: <LocaleRouteError />,
          children: [
            {
              errorElement: <PageRouteError />,
              children: [
                ...BUSINESS_PAGES.flatMap(routesOf),
                // Anything else (`custom-page` alone too) is the not-found page, with a real 404.
                { path: '*', loader: pageNotFound },
              ],
            },
          ],
        },
        { path: '*', loader: notFound },
      ],
    },
  ];
}
