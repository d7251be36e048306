import { HydrationBoundary } from '@atelier/app-shell/hydration';
import { SkipLink } from '@atelier/ui/skip-link';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LocaleProvider } from '../../app/locale/locale-context';
import type { RouteLocale } from '../../app/locale/route-locale';
import { CartProvider } from '../cart/cart-provider';
import { useHtmlAttributes } from '../document-head/document-head';
import { StoreFooter } from '../store-footer/store-footer';
import { StoreHeader } from '../store-header/store-header';
import { ToastOutlet } from '../toasts/toast-provider';
import './page-layout.css';

export const MAIN_ID = 'main';

/**
 * The frame of every store page, error pages included: skip link, header, the one <main>, footer
 * and the toasts, all in the page's locale.
 */
export function PageLayout({ locale, children }: { locale: RouteLocale; children?: ReactNode }) {
  useHtmlAttributes(locale);
  return (
    <LocaleProvider locale={locale}>
      <CartProvider>
        <LayoutFrame>{children}</LayoutFrame>
      </CartProvider>
    </LocaleProvider>
  );
}

function LayoutFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);

  // After a client-side navigation, move focus to the new content, as a page load would: screen
  // reader users hear the new page instead of staying on the link they activated.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="page-layout">
      <SkipLink targetId={MAIN_ID}>{t('skipLink')}</SkipLink>
      {/* Each part hydrates on its own (selective hydration): shorter tasks instead of one long one. */}
      <HydrationBoundary>
        <StoreHeader />
      </HydrationBoundary>
      <HydrationBoundary>
        <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="page-layout__main">
          {children}
        </main>
      </HydrationBoundary>
      <HydrationBoundary>
        <StoreFooter />
      </HydrationBoundary>
      <ToastOutlet />
    </div>
  );
}
