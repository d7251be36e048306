import { useOrders } from '@atelier/api/queries';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { AccountOrdersTable } from '../../components/account-orders-table/account-orders-table';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { EmptyOrders } from './empty-orders';

/** Orders per page of `account/orders`. */
export const ORDERS_PAGE_SIZE = 10;

/** The `page` query parameter: a whole number from 1, else the first page. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** `account/orders`: the member's orders, newest first, a page at a time (`?page=`). */
export function OrdersView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const orders = useOrders(
    { page, pageSize: ORDERS_PAGE_SIZE },
    { queryConfig: { placeholderData: (previous) => previous } },
  );
  const title = t('account.orders.title');
  useDocumentTitle(title);

  const heading = <PageHeading title={title} />;
  const back = (
    <p>
      <Link to={pathIn(locale, 'account')}>{t('account.menu.account')}</Link>
    </p>
  );
  if (orders.isError) {
    return (
      <div className="account-page">
        {heading}
        <Alert kind="error">{t('account.orders.loadError')}</Alert>
        <Button variant="secondary" onClick={() => void orders.refetch()}>
          {t('account.orders.retry')}
        </Button>
      </div>
    );
  }
  if (orders.isPending) {
    return (
      <div className="account-page" aria-busy="true">
        {heading}
        <p role="status">{t('account.loading')}</p>
      </div>
    );
  }
  // The page the answer is for (the previous page stays on screen while the next one loads).
  const { results, count, page: shown } = orders.data;
  const pages = Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE));
  if (count === 0) {
    return (
      <div className="account-page">
        {heading}
        <EmptyOrders />
        {back}
      </div>
    );
  }
  const pageLink = (target: number) =>
    `${pathIn(locale, 'account', 'orders')}${target > 1 ? `?page=${target}` : ''}`;
  return (
    <div className="account-page" aria-busy={orders.isPlaceholderData || undefined}>
      {heading}
      <AccountOrdersTable orders={results} caption={t('account.orders.caption')} />
      {pages > 1 ? (
        <nav className="account-page__pages" aria-label={t('account.orders.pages')}>
          {shown > 1 ? <Link to={pageLink(shown - 1)}>{t('account.orders.previous')}</Link> : null}
          <span>{t('account.orders.pageOf', { page: shown, pages })}</span>
          {shown < pages ? <Link to={pageLink(shown + 1)}>{t('account.orders.next')}</Link> : null}
        </nav>
      ) : null}
      {back}
    </div>
  );
}
