import { buttonClassName } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';

/** No orders yet: say so and offer the shop. */
export function EmptyOrders({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={t('account.orders.empty.title')}
      action={
        <Link className={buttonClassName('primary')} to={pathIn(locale, 'all-perfumes')}>
          {t('account.orders.empty.action')}
        </Link>
      }
    >
      {t('account.orders.empty.text')}
    </EmptyState>
  );
}
