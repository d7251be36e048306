import { HydrationBoundary } from '@atelier/app-shell/hydration';
import { SkipLink } from '@atelier/ui/skip-link';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useLocation } from 'react-router-dom';
import type { BusinessLocale } from '../../app/locale';
import { LocaleProvider } from '../../app/locale-context';
import { BusinessFooter } from '../business-footer/business-footer';
import { BusinessHeader } from '../business-header/business-header';
import { useHtmlAttributes } from '../document-head/document-head';
import './business-layout.css';

/** Skip link, header, the one <main>, footer: the frame of every business page, in its locale. */
export function PageFrame({ locale, children }: { locale: BusinessLocale; children?: ReactNode }) {
  useHtmlAttributes(locale);
  return (
    <LocaleProvider locale={locale}>
      <FrameBody>{children}</FrameBody>
    </LocaleProvider>
  );
}

function FrameBody({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  // After a client navigation focus goes to the new content, as after a page load.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="business-layout">
      <SkipLink targetId="main">{t('skipLink')}</SkipLink>
      {/* Each part hydrates on its own (selective hydration), as the store frame does. */}
      <HydrationBoundary>
        <BusinessHeader />
      </HydrationBoundary>
      <HydrationBoundary>
        <main ref={main} id="main" tabIndex={-1} className="business-layout__main">
          {children}
        </main>
      </HydrationBoundary>
      <HydrationBoundary>
        <BusinessFooter />
      </HydrationBoundary>
    </div>
  );
}

/** Element of the `/:country/:lang?/business-scenting` route (its loader checked the locale). */
export function BusinessLayout() {
  const locale = useLoaderData() as BusinessLocale;
  return (
    <PageFrame locale={locale}>
      <Outlet />
    </PageFrame>
  );
}
