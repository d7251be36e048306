import { buttonClassName } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';

/** An empty cart (cart page, checkout): say so, with `children` as the text, and offer the shop. */
export function EmptyCart({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <EmptyState
      title={t('cart.empty.title')}
      action={
        <Link className={buttonClassName('primary')} to={pathIn(locale, 'all-perfumes')}>
          {t('cart.empty.action')}
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
