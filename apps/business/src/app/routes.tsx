import { BUSINESS_BASE_SEGMENT } from '@atelier/commerce/paths';
import type { BusinessRouteName } from '@atelier/commerce/enums';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { BusinessLayout } from '../components/business-layout/business-layout';
import { NothingWhileLoading, RootShell } from '../components/root-shell/root-shell';
import type { BusinessPageKey } from '../pages/business-page/business-page';
import { NotFoundPage } from '../pages/not-found/not-found';
import { LocaleRouteError, PageRouteError, type NotFoundData } from '../pages/route-error/route-error';
import { resolveBusinessPath } from './locale';
import type { BusinessServices } from './services';

export interface BusinessRouteHandle {
  routeName: BusinessRouteName;
}

/**
 * The business area's routes (SPEC §2): `/{cc}/{lang?}/business-scenting` and its sub-pages
 * success-stories, custom-page, product, contact and press-releases. Pages are lazy and nothing
 * renders while one loads. Any other path (the server never sends one here) is not found.
 */
export function createRoutes({ config, chunks }: BusinessServices): RouteObject[] {
  const page = (routeName: BusinessRouteName, pageKey: BusinessPageKey, path?: string): RouteObject => ({
    ...(path === undefined ? { index: true } : { path }),
    handle: { routeName } satisfies BusinessRouteHandle,
    lazy: async () => {
      const module = await chunks.load(() => import('../pages/business-page/business-page'), 'business-page');
      return { element: <module.BusinessPage pageKey={pageKey} /> };
    },
  });

  const notFound = ({ request }: LoaderFunctionArgs): never => {
    const resolution = resolveBusinessPath(new URL(request.url).pathname, config);
    throw data<NotFoundData>(
      resolution.ok ? { reason: 'page' } : { reason: resolution.reason, segment: resolution.segment },
      { status: 404 },
    );
  };

  return [
    {
      element: <RootShell />,
      HydrateFallback: NothingWhileLoading,
      errorElement: <LocaleRouteError />,
      children: [
        {
          path: `:country/:lang?/${BUSINESS_BASE_SEGMENT}`,
          loader: (args) => {
            const resolution = resolveBusinessPath(new URL(args.request.url).pathname, config);
            if (!resolution.ok) return notFound(args);
            return resolution.locale;
          },
          element: <BusinessLayout />,
          errorElement: <LocaleRouteError />,
          children: [
            {
              errorElement: <PageRouteError />,
              children: [
                page('business-scenting', 'home'),
                page('success-stories', 'successStories', 'success-stories'),
                page('custom-page', 'customPage', 'custom-page'),
                page('product', 'product', 'product'),
                page('product', 'product', 'product/:slug'),
                page('contact', 'contact', 'contact'),
                page('press-releases', 'pressReleases', 'press-releases'),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: '*', loader: notFound },
      ],
    },
  ];
}
