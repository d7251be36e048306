import { PageFrame } from '@atelier/app-shell/page-frame';
import type { ReactNode } from 'react';
import { ConsentHost } from '../../app/consent/consent-host';
import { LocaleProvider } from '../../app/locale/locale-context';
import type { RouteLocale } from '../../app/locale/route-locale';
import { CartProvider } from '../cart/cart-provider';
import { useHtmlAttributes } from '../document-head/document-head';
import { StoreFooter } from '../store-footer/store-footer';
import { StoreHeader } from '../store-header/store-header';
import { ToastOutlet } from '../toasts/toast-provider';
import './page-layout.css';

/**
 * The frame of every store page, error pages included: the shared frame (skip link, header, the
 * one <main>, footer) with the store's header and footer, the cart and the toasts, all in the
 * page's locale.
 */
export function PageLayout({ locale, children }: { locale: RouteLocale; children?: ReactNode }) {
  useHtmlAttributes(locale);
  return (
    <LocaleProvider locale={locale}>
      <CartProvider>
        <PageFrame
          className="page-layout"
          header={<StoreHeader />}
          footer={<StoreFooter />}
          after={
            <>
              <ToastOutlet />
              <ConsentHost />
            </>
          }
        >
          {children}
        </PageFrame>
      </CartProvider>
    </LocaleProvider>
  );
}
