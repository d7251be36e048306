import type { AdminOrder } from '@atelier/api/schema';
import { ratePercent } from '@atelier/commerce/tax';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { CancelDialog } from './cancel-dialog';
import { FulfilDialog } from './fulfil-dialog';
import { money } from './money';
import { formatDay } from './order-list';
import { OrderStatusBadge } from './order-status-badge';
import { orderKey, ordersApi } from './orders-api';
import { RefundDialog } from './refund-dialog';

type Open = 'fulfil' | 'refund' | 'cancel' | null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order: facts, the actions open to it (dialogs), lines, payments, refunds and its timeline. */
export function OrderDetail() {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const id = useParams().id ?? '';
  const valid = UUID.test(id);
  const order = useQuery({ queryKey: orderKey(id), queryFn: () => ordersApi(api).order(id), enabled: valid });
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (message: string, next?: AdminOrder) => {
    setOpen(null);
    setNotice(message);
    if (next) queryClient.setQueryData(orderKey(id), next);
    else void queryClient.invalidateQueries({ queryKey: orderKey(id) });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
  };

  const back = (
    <p>
      <Link to="..">{t('orders.back')}</Link>
    </p>
  );
  if (!valid || order.isError) {
    return (
      <div className="admin-screen">
        {back}
        {valid ? (
          <LoadFailed error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <PageHeading title={t('orders.notFound')} />
        )}
      </div>
    );
  }
  if (order.isPending) return <Loading />;
  const data = order.data;
  const o = data.order;
  const m = (amount: number) => money(amount, data.currency);

  return (
    <div className="admin-screen admin-orders">
      {back}
      <PageHeading title={t('orders.number', { number: o.number })} lead={o.email} />
      <p>
        <OrderStatusBadge status={o.status} />
      </p>
      {notice ? (
        <Alert kind="success" live="status">
          {notice}
        </Alert>
      ) : null}
      <div className="admin-orders__actions">
        {data.actions.fulfil ? (
          <Button onClick={() => setOpen('fulfil')}>{t('orders.fulfil.open')}</Button>
        ) : null}
        {data.actions.refund ? (
          <Button variant="secondary" onClick={() => setOpen('refund')}>
            {t('orders.refund.open')}
          </Button>
        ) : null}
        {data.actions.cancel ? (
          <Button variant="secondary" onClick={() => setOpen('cancel')}>
            {t('orders.cancel.open')}
          </Button>
        ) : null}
      </div>

      <section className="admin-orders__section" aria-labelledby="order-facts">
        <h2 id="order-facts">{t('orders.facts')}</h2>
        <dl className="admin-orders__facts">
          <div>
            <dt>{t('orders.columns.placed')}</dt>
            <dd>{formatDay(o.created_at, data.language ?? 'en')}</dd>
          </div>
          <div>
            <dt>{t('orders.columns.country')}</dt>
            <dd>
              {data.country?.toUpperCase() ?? '—'} · {data.language ?? '—'}
            </dd>
          </div>
          <div>
            <dt>{t('orders.columns.total')}</dt>
            <dd>{m(o.total)}</dd>
          </div>
          <div>
            <dt>{t('orders.tax')}</dt>
            <dd title={t('orders.taxNote')}>
              {o.tax.name === 'none'
                ? t('orders.taxNone')
                : `${t(`orders.taxNames.${o.tax.name}`)} ${ratePercent(o.tax.rate)}% · ${m(o.tax.amount)}`}
            </dd>
          </div>
          {o.gift_card_amount > 0 ? (
            <div>
              <dt>{t('orders.giftCardPart')}</dt>
              <dd>{m(o.gift_card_amount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('orders.paid')}</dt>
            <dd>{m(data.paid)}</dd>
          </div>
          <div>
            <dt>{t('orders.refunded')}</dt>
            <dd>{m(data.refunded)}</dd>
          </div>
          {o.fulfilment ? (
            <div>
              <dt>{t('orders.shipment')}</dt>
              <dd>
                {o.fulfilment.carrier} · <bdi dir="ltr">{o.fulfilment.tracking_number}</bdi>
              </dd>
            </div>
          ) : null}
          {o.shipping_address ? (
            <div>
              <dt>{t('orders.address')}</dt>
              <dd>
                {[
                  `${o.shipping_address.first_name} ${o.shipping_address.last_name}`,
                  o.shipping_address.line1,
                  o.shipping_address.line2,
                  [o.shipping_address.postal_code, o.shipping_address.city].filter(Boolean).join(' '),
                  o.shipping_address.country.toUpperCase(),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </div>
          ) : null}
          {data.note ? (
            <div>
              <dt>{t('orders.note')}</dt>
              <dd>{data.note}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('orders.lines.caption')}>
        <table className="admin-table">
          <caption>{t('orders.lines.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.lines.name')}</th>
              <th scope="col">{t('orders.lines.quantity')}</th>
              <th scope="col">{t('orders.lines.price')}</th>
              <th scope="col">{t('orders.lines.total')}</th>
            </tr>
          </thead>
          <tbody>
            {o.line_items.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.name}</th>
                <td>{line.quantity}</td>
                <td>{m(line.price)}</td>
                <td>{m(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('orders.payments.caption')}>
        <table className="admin-table">
          <caption>{t('orders.payments.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.payments.when')}</th>
              <th scope="col">{t('orders.payments.status')}</th>
              <th scope="col">{t('orders.payments.amount')}</th>
              <th scope="col">{t('orders.payments.provider')}</th>
            </tr>
          </thead>
          <tbody>
            {data.payments.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('orders.payments.none')}</td>
              </tr>
            ) : (
              data.payments.map((payment) => (
                <tr key={payment.id}>
                  <th scope="row">{formatDay(payment.created_at, data.language ?? 'en')}</th>
                  <td>
                    {t(`orders.payments.statuses.${payment.status}`)}
                    {payment.failure_code ? ` (${payment.failure_code})` : ''}
                  </td>
                  <td>{m(payment.amount)}</td>
                  <td>{payment.provider}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {data.refunds.length > 0 ? (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('orders.refunds.caption')}>
          <table className="admin-table">
            <caption>{t('orders.refunds.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.payments.when')}</th>
                <th scope="col">{t('orders.refunds.amount')}</th>
                <th scope="col">{t('orders.refunds.reason')}</th>
                <th scope="col">{t('orders.refunds.by')}</th>
                <th scope="col">{t('orders.refunds.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.refunds.map((refund) => (
                <tr key={refund.id}>
                  <th scope="row">{formatDay(refund.created_at, data.language ?? 'en')}</th>
                  <td>
                    {m(refund.amount)}
                    {refund.gift_card_amount > 0
                      ? ` (${t('orders.refunds.toGiftCard', { amount: m(refund.gift_card_amount) })})`
                      : ''}
                  </td>
                  <td>{refund.reason}</td>
                  <td>{refund.staff?.email ?? '—'}</td>
                  {/* A pending refund returns nothing until Stripe pays it back; a failed one never does. */}
                  <td className={`admin-orders__refund-${refund.status}`}>
                    {t(`orders.refunds.states.${refund.status}`, { reason: refund.failure_reason ?? '—' })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <section className="admin-orders__section" aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('orders.timeline.title')}</h2>
        <ol className="admin-orders__timeline">
          {data.timeline.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{formatDay(event.at, data.language ?? 'en')}</time>{' '}
              <strong>{t(`orders.timeline.kinds.${event.kind}`)}</strong>
              {event.amount !== null && event.kind !== 'placed' ? ` · ${m(event.amount)}` : ''}
              {event.detail ? ` · ${event.detail}` : ''}
            </li>
          ))}
        </ol>
      </section>

      {open === 'fulfil' ? (
        <FulfilDialog
          order={data}
          onClose={() => setOpen(null)}
          onDone={(next) => changed(t('orders.fulfil.done'), next)}
        />
      ) : null}
      {open === 'refund' ? (
        <RefundDialog
          order={data}
          onClose={() => setOpen(null)}
          onDone={(refund) => changed(t('orders.refund.done', { amount: m(refund.amount) }))}
        />
      ) : null}
      {open === 'cancel' ? (
        <CancelDialog
          order={data}
          onClose={() => setOpen(null)}
          onDone={(next) => changed(t('orders.cancel.done'), next)}
        />
      ) : null}
    </div>
  );
}
