import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { ConsoleLayout } from '../layout/console-layout';
import { ScreenFailed } from '../layout/states';
import { ForbiddenScreen } from '../screens/forbidden';
import { SignInScreen } from '../screens/sign-in/sign-in-screen';
import { CurrentSection } from './current-section';
import { reloadPage } from './reload-page';
import { canUse, type Section } from './roles';
import { accountScreen, screens, type ScreenEntry } from './screens';
import { RequireSession, useSignedIn } from './session';

/** A screen's route: only for the roles that may use its section; the screen itself loads lazily. */
function SectionGate({ section }: { section: Section }) {
  const { user } = useSignedIn();
  if (!canUse(user.role, section)) return <ForbiddenScreen />;
  return (
    <CurrentSection value={section}>
      <Outlet />
    </CurrentSection>
  );
}

const lazyScreen = (load: ScreenEntry['load']) => async () => ({ Component: (await load()).default });

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="admin-screen">
      <PageHeading title={t('errors.notFound')} lead={t('errors.notFoundText')} />
      <p>
        <Link to="/">{t('errors.toHome')}</Link>
      </p>
    </div>
  );
}

/** A screen's chunk that failed to load (a deploy meanwhile, the network): say so, offer a reload. */
function RouteError() {
  return <ScreenFailed onReload={reloadPage} />;
}

/**
 * The console's routes, under the router's basename `/admin`: sign-in outside the frame; everything
 * else inside it, each screen of screens.tsx at its path (and the paths below it).
 */
export function createRoutes(): RouteObject[] {
  return [
    { path: '/sign-in', element: <SignInScreen /> },
    {
      path: '/',
      element: <RequireSession />,
      children: [
        {
          element: <ConsoleLayout />,
          errorElement: <RouteError />,
          children: [
            {
              // A screen that fails shows its failure inside the frame, so the sections stay in reach.
              errorElement: <RouteError />,
              children: [
                { index: true, lazy: lazyScreen(() => import('../screens/home')) },
                { path: accountScreen.path, lazy: lazyScreen(accountScreen.load) },
                ...screens.map((screen): RouteObject => ({
                  path: screen.path,
                  element: <SectionGate section={screen.section} />,
                  // The screen at its path and every path below it (`orders/123`, drawn with <Routes>).
                  children: [
                    { index: true, lazy: lazyScreen(screen.load) },
                    { path: '*', lazy: lazyScreen(screen.load) },
                  ],
                })),
                { path: '*', element: <NotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
