import { PageHeading } from '@atelier/ui/page-heading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { customerKey, customersApi } from './customers-api';
import { money } from './money';

/** One member: profile, tier, latest orders and bookings (the API never sends a secret). */
export function CustomerDetail() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const id = Number(useParams().id);
  const customer = useQuery({ queryKey: customerKey(id), queryFn: () => customersApi(api).customer(id) });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (customer.isPending) return <Loading />;
  if (customer.isError) return <LoadFailed error={customer.error} onRetry={() => void customer.refetch()} />;
  const c = customer.data;
  const name = `${c.first_name} ${c.last_name}`.trim() || c.email;
  return (
    <div className="admin-screen">
      <p>
        <Link to="..">{t('customers.back')}</Link>
      </p>
      <PageHeading title={name} />
      <dl className="admin-customers__facts">
        <dt>{t('customers.email')}</dt>
        <dd className="admin-customers__break">{c.email}</dd>
        <dt>{t('customers.phone')}</dt>
        <dd>{c.phone ?? '—'}</dd>
        <dt>{t('customers.tier')}</dt>
        <dd>{t(`customers.tiers.${c.tier ?? 'none'}`)}</dd>
        <dt>{t('customers.country')}</dt>
        <dd>{c.country?.toUpperCase() ?? '—'}</dd>
        <dt>{t('customers.marketing')}</dt>
        <dd>{c.marketing_opt_in ? t('customers.yes') : t('customers.no')}</dd>
        <dt>{t('customers.joined')}</dt>
        <dd>{when.format(new Date(c.date_joined))}</dd>
      </dl>

      <h2>{t('customers.orders')}</h2>
      {c.orders.length === 0 ? (
        <p>{t('customers.noOrders')}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('customers.orders')}>
          <table className="admin-table">
            <caption>{t('customers.orders')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.number')}</th>
                <th scope="col">{t('customers.status')}</th>
                <th scope="col">{t('customers.total')}</th>
                <th scope="col">{t('customers.placed')}</th>
              </tr>
            </thead>
            <tbody>
              {c.orders.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <Link to={`/orders/${o.id}`}>#{o.number}</Link>
                  </th>
                  <td>{o.status.replace(/_/g, ' ')}</td>
                  <td>{money(o.total, o.currency)}</td>
                  <td>{when.format(new Date(o.created_at))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t('customers.bookings')}</h2>
      {c.bookings.length === 0 ? (
        <p>{t('customers.noBookings')}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('customers.bookings')}>
          <table className="admin-table">
            <caption>{t('customers.bookings')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.session')}</th>
                <th scope="col">{t('customers.status')}</th>
                <th scope="col">{t('customers.total')}</th>
              </tr>
            </thead>
            <tbody>
              {c.bookings.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{b.first_start ? when.format(new Date(b.first_start)) : '—'}</th>
                  <td>{t(`bookings.statuses.${b.status}`)}</td>
                  <td>{money(b.amount, b.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
