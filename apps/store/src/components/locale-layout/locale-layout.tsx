import { useEffect } from 'react';
import { Outlet, useLoaderData } from 'react-router-dom';
import { persistLocale, type RouteLocale } from '../../app/locale/route-locale';
import { useServices } from '../../app/services/services-context';
import { PageLayout } from '../page-layout/page-layout';

/**
 * Element of the `/:country/:lang?` route: its loader validated the locale (a bad one is a 404
 * handled by the route's error element), so every page below renders in it.
 */
export function LocaleLayout() {
  const locale = useLoaderData() as RouteLocale;
  const { storage } = useServices();
  // Remembered for `/` and the next visit (SPEC §3 keys country/countryHeader/language/currency).
  useEffect(() => persistLocale(storage, locale), [locale, storage]);
  return (
    <PageLayout locale={locale}>
      <Outlet />
    </PageLayout>
  );
}
