import { PageFrame } from '@atelier/app-shell/page-frame';
import type { ReactNode } from 'react';
import { Outlet, useLoaderData } from 'react-router-dom';
import type { BusinessLocale } from '../../app/locale';
import { LocaleProvider } from '../../app/locale-context';
import { BusinessFooter } from '../business-footer/business-footer';
import { BusinessHeader } from '../business-header/business-header';
import { useHtmlAttributes } from '../document-head/document-head';
import './business-layout.css';

/** The shared frame (skip link, header, the one <main>, footer) of every business page, in its locale. */
export function BusinessFrame({ locale, children }: { locale: BusinessLocale; children?: ReactNode }) {
  useHtmlAttributes(locale);
  return (
    <LocaleProvider locale={locale}>
      <PageFrame className="business-layout" header={<BusinessHeader />} footer={<BusinessFooter />}>
        {children}
      </PageFrame>
    </LocaleProvider>
  );
}

/** Element of the `/:country/:lang?/business-scenting` route (its loader checked the locale). */
export function BusinessLayout() {
  const locale = useLoaderData() as BusinessLocale;
  return (
    <BusinessFrame locale={locale}>
      <Outlet />
    </BusinessFrame>
  );
}
