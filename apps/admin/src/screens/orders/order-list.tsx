import type { OrderStatus } from '@atelier/api/schema';
import { Badge } from '@atelier/ui/badge';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { ListFilters } from '../../layout/list-filters';
import { ListResults } from '../../layout/list-results';
import { PAGE_SIZE } from '../../layout/pagination';
import { pageOf, useListFilters } from '../../layout/use-list-filters';
import { money } from './money';
import { ORDER_STATUSES, orderListKey, ordersApi, type OrderListQuery } from './orders-api';
import { OrderStatusBadge } from './order-status-badge';

const FILTERS = ['q', 'status', 'country', 'date_from', 'date_to'] as const;

/** The shop's countries (the seed's): the list filters by the country an order was placed in. */
export const COUNTRIES = ['sg', 'us', 'vn', 'kr', 'ae'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');

/** The filters and page as the address keeps them, so a filtered list can be reloaded or shared. */
function queryOf(params: URLSearchParams): OrderListQuery {
  const status = params.get('status');
  const country = params.get('country');
  const from = params.get('date_from') ?? '';
  const to = params.get('date_to') ?? '';
  return {
    page: pageOf(params),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    country: (COUNTRIES as readonly string[]).includes(country ?? '') ? (country as string) : undefined,
    date_from: DAY.test(from) ? from : undefined,
    date_to: DAY.test(to) ? to : undefined,
  };
}

function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh-hans' ? 'zh-Hans' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** Every order, newest first: search by number or e-mail, status, country and days; 25 a page. */
export function OrderList() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const list = useListFilters(FILTERS);
  const query = queryOf(list.params);
  const orders = useQuery({
    queryKey: orderListKey(query),
    queryFn: () => ordersApi(api).list(query),
    placeholderData: keepPreviousData,
  });
  const [dateProblem, setDateProblem] = useState<string | undefined>();
  const { date_from: from, date_to: to } = list.draft;

  const apply = () => {
    if (from && to && from > to) {
      setDateProblem(t('orders.filters.datesReversed'));
      return;
    }
    setDateProblem(undefined);
    list.apply();
  };
  const clear = () => {
    setDateProblem(undefined);
    list.clear();
  };

  return (
    <div className="admin-screen">
      <PageHeading title={t('orders.title')} lead={t('orders.lead')} />
      <ListFilters label={t('orders.search')} filtered={list.filtered} onApply={apply} onClear={clear}>
        <TextField
          label={t('orders.filters.q')}
          hint={t('orders.filters.qHint')}
          type="search"
          maxLength={200}
          {...list.field('q')}
        />
        <Select
          label={t('orders.filters.status')}
          {...list.field('status')}
          options={[
            { value: '', label: t('orders.filters.any') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) })),
          ]}
        />
        <Select
          label={t('orders.filters.country')}
          {...list.field('country')}
          options={[
            { value: '', label: t('orders.filters.any') },
            ...COUNTRIES.map((code) => ({ value: code, label: code.toUpperCase() })),
          ]}
        />
        <TextField label={t('orders.filters.from')} type="date" {...list.field('date_from')} />
        <TextField
          label={t('orders.filters.to')}
          type="date"
          error={dateProblem}
          {...list.field('date_to')}
        />
      </ListFilters>

      <ListResults
        list={orders}
        caption={t('orders.caption')}
        columns={[
          t('orders.columns.number'),
          t('orders.columns.placed'),
          t('orders.columns.customer'),
          t('orders.columns.country'),
          t('orders.columns.status'),
          t('orders.columns.total'),
        ]}
        empty={{
          title: t('orders.empty'),
          text: list.filtered ? t('orders.emptyFiltered') : t('orders.emptyText'),
        }}
        onClear={list.filtered ? clear : undefined}
        page={query.page}
        onPage={list.goTo}
      >
        {(results) =>
          results.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={order.id}>{t('orders.number', { number: order.number })}</Link>
              </th>
              <td>
                <time dateTime={order.created_at}>{formatDay(order.created_at, i18n.language)}</time>
              </td>
              <td>
                <bdi dir="ltr">{order.email}</bdi>
              </td>
              <td>{order.country?.toUpperCase() ?? '—'}</td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td>
                {money(order.total, order.currency)}
                {order.refunded > 0 ? (
                  <>
                    {' '}
                    <Badge tone="neutral">
                      {t('orders.refundedAmount', { amount: money(order.refunded, order.currency) })}
                    </Badge>
                  </>
                ) : null}
              </td>
            </tr>
          ))
        }
      </ListResults>
    </div>
  );
}

export { formatDay };
