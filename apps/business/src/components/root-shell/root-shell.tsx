import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useServices } from '../../app/services';

export function NothingWhileLoading() {
  return null;
}

/**
 * Root route element. The route loaders fetch a page's CMS content before it renders, so the
 * prerender flag goes up when the navigation is idle: the page is complete (main.tsx also raises it
 * after 5 s at the latest).
 */
export function RootShell() {
  const { prerender } = useServices();
  const navigation = useNavigation();
  useEffect(() => {
    prerender.prerenderReady = navigation.state === 'idle';
  }, [navigation.state, prerender]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
