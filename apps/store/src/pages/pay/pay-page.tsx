import { ApiError } from '@atelier/api/client';
import { orderKeys, payOrder, useApiClient, verifyPayment } from '@atelier/api/queries';
import type { Order } from '@atelier/api/schema';
import { formatMoney } from '@atelier/commerce/money';
import { buttonClassName } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { purchaseOfOrder } from '../../app/analytics/ecommerce';
import {
  notePurchaseStarted,
  pushPurchaseOnce,
  pushStartedPurchaseOnce,
} from '../../app/analytics/purchase-once';
import { formatDay } from '../../app/gift-cards/dates';
import { recipientOf, type GiftCardRecipient } from '../../app/gift-cards/gift-card-purchase';
import { useCheckoutStore } from '../../app/checkout/checkout-store';
import { forgetOrderedCart } from '../../app/checkout/forget-ordered-cart';
import { useCardPayment } from '../../app/checkout/use-card-payment';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { useServices } from '../../app/services/services-context';
import { CheckoutSummary, type SummaryLine } from '../../components/checkout-summary/checkout-summary';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { OrderAddress } from '../../components/order-address/order-address';
import { PaymentForm } from '../../components/payment-form/payment-form';
import './pay-page.css';
import { lineDetails } from '../../i18n/line-details';

const PAID = new Set<Order['status']>(['paid', 'fulfilled']);
const PAYABLE = new Set<Order['status']>(['pending_payment', 'payment_failed']);

/**
 * `pay/:orderId`: where checkout lands after paying, and where an unpaid order is paid (a retry
 * after a decline and a reload, or a link). On arrival the payment is confirmed with the server
 * (`POST /api/verify/`, safe to repeat, which answers the order): one call per visit, kept as
 * this page's query so re-renders do not repeat it. Paid → the confirmation; pending or failed →
 * the card form for the same order; cancelled (its hold ran out unpaid) → says so, with the way
 * back to the cart; anything else or an unknown order → a clear message.
 */
export function PayPage() {
  const { orderId } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  if (!orderId) {
    return (
      <Message
        title={t('pay.noOrder.title')}
        text={t('pay.noOrder.text')}
        action={
          <Link className={buttonClassName('primary')} to={pathIn(locale, 'cart')}>
            {t('pay.noOrder.action')}
          </Link>
        }
      />
    );
  }
  return <OrderPayment key={orderId} orderId={orderId} />;
}

function Message({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="pay-page">
      <PageHeading title={title} />
      <p>{text}</p>
      <div>{action}</div>
    </div>
  );
}

function OrderPayment({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const services = useServices();
  const [, store] = useCheckoutStore();
  const verified = useQuery({
    queryKey: [...orderKeys.detail(orderId, api.locale()), 'verified'],
    queryFn: async () => {
      const order = await verifyPayment(api, orderId);
      queryClient.setQueryData(orderKeys.detail(orderId, api.locale()), order);
      return order;
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: Infinity,
  });

  // Paid here (after a decline and a reload): the checkout's attempt for this order is over.
  const paid = verified.data && PAID.has(verified.data.status) ? verified.data.id : null;
  useEffect(() => {
    const attempt = store.get().attempt;
    if (!paid || attempt?.orderId !== paid) return;
    store.clear();
    void forgetOrderedCart(services, attempt.cartId);
  }, [paid, services, store]);

  if (verified.isPending) return <PageHeading title={t('pay.title')} />;
  if (verified.isError) {
    const status = verified.error instanceof ApiError ? verified.error.status : 0;
    const known = status === 400 || status === 401 || status === 403 || status === 404;
    return (
      <Message
        title={known ? t('pay.notFound.title') : t('pay.loadError.title')}
        text={known ? t('pay.notFound.text') : t('pay.loadError.text')}
        action={
          <Link className={buttonClassName('primary')} to={pathIn(locale, 'all-perfumes')}>
            {t('cart.empty.action')}
          </Link>
        }
      />
    );
  }
  const order = verified.data;
  if (PAID.has(order.status)) return <Confirmation order={order} />;
  if (PAYABLE.has(order.status))
    return (
      <PayOrder
        order={order}
        onPaid={() =>
          Promise.all([
            verified.refetch(),
            // The history lists this order with its old status until read again.
            queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
          ])
        }
      />
    );
  if (order.status === 'cancelled') {
    // An unpaid order is cancelled only when its hold ran out: its items went back on sale.
    return (
      <Message
        title={t('pay.lapsed.title')}
        text={t('pay.lapsed.text', { number: order.number })}
        action={
          <Link className={buttonClassName('primary')} to={pathIn(locale, 'cart')}>
            {t('pay.lapsed.action')}
          </Link>
        }
      />
    );
  }
  return (
    <Message
      title={t('pay.closed.title', { number: order.number })}
      text={t('pay.closed.refunded')}
      action={null}
    />
  );
}

/** The recipient of the order's gift card, when this tab bought it (the order does not say). */
function useGiftCardRecipient(order: Order): GiftCardRecipient | null {
  const { sessionStorage } = useServices();
  if (!order.line_items.some((line) => line.kind === 'gift_card')) return null;
  return recipientOf(sessionStorage, order.id);
}

function orderLines(order: Order, giftCardLine: string | null, language: string): SummaryLine[] {
  return order.line_items.map((line) => ({
    id: line.id,
    name: line.kind === 'gift_card' && giftCardLine ? giftCardLine : line.name,
    details: lineDetails(line.variant_values, language),
    quantity: line.quantity,
    total: line.total,
  }));
}

function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const recipient = useGiftCardRecipient(order);
  const currency = currencyDisplay(order.currency, locale);
  if (!currency) return null;
  const giftCardLine = recipient
    ? t('gifts.pay.line', { name: recipient.name, date: formatDay(recipient.deliverOn, locale.htmlLang) })
    : null;
  return (
    <CheckoutSummary
      title={t('pay.summary')}
      lines={orderLines(order, giftCardLine, locale.language)}
      totals={{
        subtotal: order.subtotal,
        discount: order.discount,
        promoCode: order.promo?.code ?? null,
        shipping: order.shipping,
        giftCard: order.gift_card_amount,
        total: order.total,
        tax: order.tax,
      }}
      currency={currency}
      giftMessage={order.gift_message}
    />
  );
}

/** Where the order goes; nothing for an order with nothing to deliver (a gift card is e-mailed). */
function Delivery({ order }: { order: Order }) {
  const { t } = useTranslation();
  const address = order.shipping_address;
  if (!order.shipping_method && !address) return null;
  return (
    <section className="pay-page__delivery" aria-labelledby="pay-delivery-title">
      <h2 id="pay-delivery-title">{t('pay.delivery.title')}</h2>
      {order.shipping_method ? <p>{t(`pay.delivery.methods.${order.shipping_method}`)}</p> : null}
      {address ? (
        <OrderAddress address={address}>{address.phone}</OrderAddress>
      ) : order.shipping_method === 'Self Collect' ? (
        <p>{t('pay.delivery.selfCollect')}</p>
      ) : null}
    </section>
  );
}

/**
 * The confirmation: thanks, the order number, where the e-mail went, lines, totals, delivery.
 * GA4's purchase goes out here too, once per order, when this browser paid it: a payment settled
 * after 3-D Secure (verify or the webhook) is first seen paid on this page.
 */
function Confirmation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { analytics, storage } = useServices();
  const title = t('pay.confirmation.title');
  useDocumentTitle(title);
  useEffect(() => {
    pushStartedPurchaseOnce(analytics, storage, String(order.number), () => purchaseOfOrder(order));
  }, [analytics, storage, order]);
  return (
    <div className="pay-page">
      <PageHeading title={title} />
      <div className="pay-page__intro">
        <p className="pay-page__number">{t('pay.orderNumber', { number: order.number })}</p>
        <p>{t('pay.confirmation.email', { email: order.email })}</p>
        <GiftCardDelivery order={order} />
      </div>
      <div className="pay-page__layout">
        <OrderSummary order={order} />
        <Delivery order={order} />
      </div>
      <Link className={buttonClassName('primary')} to={pathIn(locale, 'all-perfumes')}>
        {t('cart.continue')}
      </Link>
    </div>
  );
}

/** For a gift card order: when and to whom the card is e-mailed (never its code). */
function GiftCardDelivery({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const recipient = useGiftCardRecipient(order);
  if (!order.line_items.some((line) => line.kind === 'gift_card')) return null;
  return (
    <p>
      {recipient
        ? t('gifts.pay.emailed', {
            email: recipient.email,
            date: formatDay(recipient.deliverOn, locale.htmlLang),
          })
        : t('gifts.pay.emailedLater')}
    </p>
  );
}

/** An unpaid order (pending, or declined before): the same card form, for the same order. */
function PayOrder({ order, onPaid }: { order: Order; onPaid: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApiClient();
  const { analytics, storage } = useServices();
  const { paying, error, pay } = useCardPayment({
    send: (payment) => {
      notePurchaseStarted(storage, String(order.number));
      return payOrder(api, order.id, payment);
    },
    onSucceeded: () =>
      pushPurchaseOnce(analytics, storage, String(order.number), () => purchaseOfOrder(order)),
    onSettled: onPaid,
  });
  const currency = currencyDisplay(order.currency, locale);
  const title = t('pay.pending.title');
  useDocumentTitle(title);

  return (
    <div className="pay-page">
      <PageHeading title={title} />
      <div className="pay-page__intro">
        <p className="pay-page__number">{t('pay.orderNumber', { number: order.number })}</p>
        <p>{order.status === 'payment_failed' ? t('pay.pending.failed') : t('pay.pending.text')}</p>
      </div>
      <div className="pay-page__layout">
        <section aria-labelledby="pay-card-title" className="pay-page__card">
          <h2 id="pay-card-title">{t('checkout.payment.card')}</h2>
          <PaymentForm
            amount={currency ? formatMoney(order.total, currency) : String(order.total)}
            amountMinor={order.total}
            currency={order.currency}
            paying={paying}
            error={error}
            onPay={(payment, nextAction) => void pay(payment, nextAction)}
          />
        </section>
        <OrderSummary order={order} />
      </div>
    </div>
  );
}
