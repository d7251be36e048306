import type { Order } from '@atelier/api/schema';
import { Price } from '@atelier/ui/price';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { formatDate } from './format-date';
import './account-orders-table.css';

export interface AccountOrdersTableProps {
  orders: readonly Order[];
  /** The table's accessible name. */
  caption: string;
}

/**
 * The member's orders as a table: number (linking to the order), date in the page's locale,
 * status in words, and the total in the order's own currency (not the page's).
 */
export function AccountOrdersTable({ orders, caption }: AccountOrdersTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <table className="account-orders-table">
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.orders.number')}</th>
          <th scope="col">{t('account.orders.date')}</th>
          <th scope="col">{t('account.orders.status')}</th>
          <th scope="col" className="account-orders-table__amount">
            {t('account.orders.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const currency = currencyDisplay(order.currency, locale);
          return (
            <tr key={order.id}>
              <th scope="row">
                <Link to={pathIn(locale, 'account', 'orders', order.id)}>
                  {t('account.orders.orderLink', { number: order.number })}
                </Link>
              </th>
              <td>
                <time dateTime={order.created_at}>{formatDate(order.created_at, locale)}</time>
              </td>
              <td>{t(`account.status.${order.status}`)}</td>
              <td className="account-orders-table__amount">
                {currency ? (
                  <Price amount={order.total} currency={currency} />
                ) : (
                  `${order.total} ${order.currency}`
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
