import type { OrderStatus } from '@atelier/api/schema';
import { Badge } from '@atelier/ui/badge';
import { Button } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PAGE_SIZE, Pagination } from '../../layout/pagination';
import { LoadFailed, Loading } from '../../layout/states';
import { money } from './money';
import { ORDER_STATUSES, orderListKey, ordersApi, type OrderListQuery } from './orders-api';
import { OrderStatusBadge } from './order-status-badge';

const FILTERS = ['q', 'status', 'country', 'date_from', 'date_to'] as const;
type Filter = (typeof FILTERS)[number];
type FilterValues = Record<Filter, string>;

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
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
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
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const orders = useQuery({
    queryKey: orderListKey(query),
    queryFn: () => ordersApi(api).list(query),
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState<FilterValues>(() => {
    const values = {} as FilterValues;
    for (const name of FILTERS) values[name] = params.get(name) ?? '';
    return values;
  });
  const [dateProblem, setDateProblem] = useState<string | undefined>();
  const filtered = FILTERS.some((name) => params.get(name));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.date_from && draft.date_to && draft.date_from > draft.date_to) {
      setDateProblem(t('orders.filters.datesReversed'));
      return;
    }
    setDateProblem(undefined);
    const next = new URLSearchParams();
    for (const name of FILTERS) if (draft[name].trim()) next.set(name, draft[name].trim());
    setParams(next);
  };
  const clear = () => {
    setDraft({ q: '', status: '', country: '', date_from: '', date_to: '' });
    setDateProblem(undefined);
    setParams(new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const set = (name: Filter) => (event: { target: { value: string } }) =>
    setDraft((values) => ({ ...values, [name]: event.target.value }));

  return (
    <div className="admin-screen">
      <PageHeading title={t('orders.title')} lead={t('orders.lead')} />
      <form className="admin-filters" onSubmit={apply} role="search" aria-label={t('orders.search')}>
        <TextField
          label={t('orders.filters.q')}
          hint={t('orders.filters.qHint')}
          type="search"
          value={draft.q}
          maxLength={200}
          onChange={set('q')}
        />
        <Select
          label={t('orders.filters.status')}
          value={draft.status}
          onChange={set('status')}
          options={[
            { value: '', label: t('orders.filters.any') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) })),
          ]}
        />
        <Select
          label={t('orders.filters.country')}
          value={draft.country}
          onChange={set('country')}
          options={[
            { value: '', label: t('orders.filters.any') },
            ...COUNTRIES.map((code) => ({ value: code, label: code.toUpperCase() })),
          ]}
        />
        <TextField
          label={t('orders.filters.from')}
          type="date"
          value={draft.date_from}
          onChange={set('date_from')}
        />
        <TextField
          label={t('orders.filters.to')}
          type="date"
          value={draft.date_to}
          error={dateProblem}
          onChange={set('date_to')}
        />
        <div className="admin-filters__actions">
          <Button type="submit">{t('list.apply')}</Button>
          {filtered ? (
            <Button variant="secondary" onClick={clear}>
              {t('list.clear')}
            </Button>
          ) : null}
        </div>
      </form>

      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <LoadFailed error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.results.length === 0 ? (
        <EmptyState
          title={t('orders.empty')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                {t('list.clear')}
              </Button>
            ) : undefined
          }
        >
          <p>{filtered ? t('orders.emptyFiltered') : t('orders.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('orders.caption')}>
            <table className="admin-table">
              <caption>{t('orders.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.columns.number')}</th>
                  <th scope="col">{t('orders.columns.placed')}</th>
                  <th scope="col">{t('orders.columns.customer')}</th>
                  <th scope="col">{t('orders.columns.country')}</th>
                  <th scope="col">{t('orders.columns.status')}</th>
                  <th scope="col">{t('orders.columns.total')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.results.map((order) => (
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
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={orders.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}

export { formatDay };
