import { ApiError } from '@atelier/api/client';
import { useOrder } from '@atelier/api/queries';
import type { Order, OrderLine } from '@atelier/api/schema';
import { countryName } from '@atelier/app-shell/country-name';
import type { CurrencyDisplay } from '@atelier/commerce/money';
import { Alert } from '@atelier/ui/alert';
import { buttonClassName } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { Price } from '@atelier/ui/price';
import { SummaryTable, type SummaryRow } from '@atelier/ui/summary-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { formatDate } from '../../components/account-orders-table/format-date';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { OrderAddress } from '../../components/order-address/order-address';
import { taxIncludedRow } from '../../components/tax-included/tax-included-row';
import { isPayable } from './order-status';
import { lineDetails } from '../../i18n/line-details';

/** `account/orders/{orderId}`: one of the member's orders, in the currency it was placed in. */
export function OrderDetailView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // A 403 or 404 will not change by asking again.
  const order = useOrder(orderId, {
    queryConfig: { retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2 },
  });
  const title = order.data
    ? t('account.order.title', { number: order.data.number })
    : t('account.orders.title');
  useDocumentTitle(title);
  const back = (
    <p>
      <Link to={pathIn(locale, 'account', 'orders')}>{t('account.order.back')}</Link>
    </p>
  );

  if (order.isError) {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    const key =
      status === 403
        ? 'account.order.errors.forbidden'
        : status === 404 || status === 400
          ? 'account.order.errors.notFound'
          : 'account.order.errors.generic';
    return (
      <div className="account-page">
        <PageHeading title={title} />
        <Alert kind="error">{t(key)}</Alert>
        {back}
      </div>
    );
  }
  if (order.isPending) {
    return (
      <div className="account-page" aria-busy="true">
        <PageHeading title={title} />
        <p role="status">{t('account.loading')}</p>
      </div>
    );
  }
  return (
    <div className="account-page">
      <PageHeading title={title} />
      <OrderDetail order={order.data} />
      {back}
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = currencyDisplay(order.currency, locale);
  if (!currency) return null;
  return (
    <>
      <section aria-labelledby="order-facts-title">
        <h2 id="order-facts-title" className="ui-visually-hidden">
          {t('account.order.facts')}
        </h2>
        <dl className="account-page__facts account-page__facts--inline">
          <div>
            <dt>{t('account.order.status')}</dt>
            <dd>{t(`account.status.${order.status}`)}</dd>
          </div>
          <div>
            <dt>{t('account.order.placed')}</dt>
            <dd>
              <time dateTime={order.created_at}>{formatDate(order.created_at, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('account.order.paid')}</dt>
            <dd>
              {order.paid_at ? (
                <time dateTime={order.paid_at}>{formatDate(order.paid_at, locale)}</time>
              ) : (
                t('account.order.notPaid')
              )}
            </dd>
          </div>
        </dl>
      </section>
      {isPayable(order) ? (
        <div className="account-page__pay">
          <p>{t('account.order.payHint')}</p>
          <Link className={buttonClassName('primary')} to={pathIn(locale, 'pay', order.id)}>
            {t('account.order.payNow')}
          </Link>
        </div>
      ) : null}
      <div className="account-page__grid">
        <section className="account-page__section" aria-labelledby="order-items-title">
          <h2 id="order-items-title" className="account-page__section-title">
            {t('account.order.items')}
          </h2>
          <ul className="account-page__lines">
            {order.line_items.map((line) => (
              <li key={line.id}>
                <Line line={line} currency={currency} />
              </li>
            ))}
          </ul>
        </section>
        <section className="account-page__section" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="account-page__section-title">
            {t('account.order.summary')}
          </h2>
          <Totals order={order} currency={currency} />
        </section>
      </div>
      <Delivery order={order} />
    </>
  );
}

function Line({ line, currency }: { line: OrderLine; currency: CurrencyDisplay }) {
  const { t, i18n } = useTranslation();
  const variant = lineDetails(line.variant_values, i18n.language);
  return (
    <article className="account-page__line" aria-label={line.name}>
      <h3 className="account-page__line-name">{line.name}</h3>
      {line.kind === 'gift_card' ? (
        <p className="account-page__muted">{t('account.order.giftCard')}</p>
      ) : null}
      {variant ? <p className="account-page__muted">{variant}</p> : null}
      <p className="account-page__muted">
        {t('account.order.quantity', { count: line.quantity })}
        {line.quantity > 1 ? (
          <>
            {' · '}
            {t('account.order.unitPrice')} <Price amount={line.price} currency={currency} />
          </>
        ) : null}
      </p>
      <p className="account-page__line-total">
        <Price amount={line.total} currency={currency} />
      </p>
    </article>
  );
}

function Totals({ order, currency }: { order: Order; currency: CurrencyDisplay }) {
  const { t } = useTranslation();
  const rows: SummaryRow[] = [
    {
      id: 'subtotal',
      label: t('account.order.subtotal'),
      value: <Price amount={order.subtotal} currency={currency} />,
    },
  ];
  if (order.promo || order.discount > 0) {
    rows.push({
      id: 'discount',
      kind: 'discount',
      label: order.promo
        ? t('account.order.discountCode', { code: order.promo.code })
        : t('account.order.discount'),
      value: <Price amount={-order.discount} currency={currency} />,
    });
  }
  rows.push({
    id: 'shipping',
    label: order.shipping_method
      ? t('account.order.shippingMethod', { method: t(`account.order.methods.${order.shipping_method}`) })
      : t('account.order.shipping'),
    value:
      order.shipping === 0 ? t('account.order.free') : <Price amount={order.shipping} currency={currency} />,
  });
  if (order.gift_card_amount > 0) {
    rows.push({
      id: 'gift-card',
      kind: 'discount',
      label: t('account.order.giftCardAmount'),
      value: <Price amount={-order.gift_card_amount} currency={currency} />,
    });
  }
  rows.push({
    id: 'total',
    kind: 'total',
    label: t('account.order.total'),
    value: <Price amount={order.total} currency={currency} />,
  });
  const tax = taxIncludedRow(order.tax, currency, t);
  if (tax) rows.push(tax);
  return <SummaryTable caption={t('account.order.summary')} hideCaption rows={rows} />;
}

function Delivery({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const address = order.shipping_address;
  return (
    <section className="account-page__section" aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title" className="account-page__section-title">
        {t('account.order.delivery')}
      </h2>
      {address ? (
        <>
          <h3 className="account-page__subtitle">{t('account.order.address')}</h3>
          <OrderAddress address={address} postalCodeFirst className="account-page__address">
            {countryName({ code: address.country, name: address.country.toUpperCase() }, locale.language)}
          </OrderAddress>
        </>
      ) : order.shipping_method ? (
        <p>{t('account.order.selfCollect')}</p>
      ) : null}
      <dl className="account-page__facts">
        <Shipment order={order} />
        {order.phone ? (
          <div>
            <dt>{t('account.order.phone')}</dt>
            <dd>
              <bdi dir="ltr">{order.phone}</bdi>
            </dd>
          </div>
        ) : null}
        {order.gift_message ? (
          <div>
            <dt>{t('account.order.giftMessage')}</dt>
            <dd>{order.gift_message}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('account.order.email')}</dt>
          <dd>
            <bdi dir="ltr">{order.email}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Once staff have sent the order: the carrier, when, and the tracking number (a link when given). */
function Shipment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fulfilment = order.fulfilment;
  if (!fulfilment) return null;
  return (
    <>
      <div>
        <dt>{t('account.order.shipment.carrier')}</dt>
        <dd>{fulfilment.carrier}</dd>
      </div>
      <div>
        <dt>{t('account.order.shipment.sent')}</dt>
        <dd>
          <time dateTime={fulfilment.fulfilled_at}>{formatDate(fulfilment.fulfilled_at, locale)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('account.order.shipment.tracking')}</dt>
        <dd>
          <bdi dir="ltr">{fulfilment.tracking_number}</bdi>
          {fulfilment.tracking_url ? (
            <>
              {' '}
              <a href={fulfilment.tracking_url} target="_blank" rel="noopener noreferrer">
                {t('account.order.shipment.track')}
              </a>
            </>
          ) : null}
        </dd>
      </div>
    </>
  );
}
