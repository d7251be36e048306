import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useServices } from '../../app/services/services-context';

/** Rendered while the first route loads: nothing (SPEC §1, no placeholder). */
export function NothingWhileLoading() {
  return null;
}

/**
 * The root route's element. Tells the prerender signal when a navigation starts and when its page
 * has rendered (window.prerenderReady then waits for the page's queries).
 */
export function RootShell() {
  const { prerender } = useServices();
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    if (navigation.state !== 'idle') prerender?.navigationStarted();
  }, [navigation.state, prerender]);

  useEffect(() => {
    if (navigation.state === 'idle') prerender?.pageRendered();
  }, [location.key, navigation.state, prerender]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
