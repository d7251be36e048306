import { BASE_CURRENCY } from '@atelier/commerce/exchange';
import { ApiError } from '@atelier/api/client';
import {
  bookingKeys,
  payBooking,
  useBooking,
  useExchangeRates,
  useWorkshopServices,
} from '@atelier/api/queries';
import type { WorkshopBooking, WorkshopStudio } from '@atelier/api/schema';
import { formatMoney } from '@atelier/commerce/money';
import { Alert } from '@atelier/ui/alert';
import { buttonClassName } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  notePurchaseStarted,
  pushPurchaseOnce,
  pushStartedPurchaseOnce,
} from '../../app/analytics/purchase-once';
import { useCardPayment } from '../../app/checkout/use-card-payment';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { useServices } from '../../app/services/services-context';
import { PaymentForm } from '../../components/payment-form/payment-form';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { useSession } from '../../components/session/session-provider';
import { purchaseOfBooking } from './booking-analytics';
import { BookingDetails } from './booking-details';
import { StudioInfo } from './studio-info';
import { bookingPath } from './workshop-links';
import { formatShopTime } from './workshop-time';

const UNPAID = new Set<WorkshopBooking['status']>(['pending_payment', 'payment_failed']);

/**
 * `workshop?booking={id}`: the booking as the server has it. Unpaid and still held → the hold's end
 * and the card form (the checkout's); paid → the confirmation; the hold over or cancelled → says so
 * with a way to book again. The URL is the state: a reload shows the same thing.
 */
export function BookingStatus({ bookingId, studio }: { bookingId: string; studio: WorkshopStudio }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const booking = useBooking(bookingId, {
    queryConfig: { retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2 },
  });
  const now = useNow(1000);

  if (booking.isPending) return <Heading title={t('workshops.booking.title')} busy />;
  if (booking.isError) {
    const status = booking.error instanceof ApiError ? booking.error.status : 0;
    const known = status === 400 || status === 403 || status === 404;
    return (
      <Message
        title={known ? t('workshops.status.notFound.title') : t('workshops.loadError')}
        text={known ? t('workshops.status.notFound.text') : null}
        action={
          <Link className={buttonClassName('primary')} to={bookingPath(locale)}>
            {t('workshops.status.bookAgain')}
          </Link>
        }
      />
    );
  }
  const data = booking.data;
  const service = data.lines[0]?.bookings[0];
  const again = (
    <Link className={buttonClassName('primary')} to={bookingPath(locale, service)}>
      {t('workshops.status.bookAgain')}
    </Link>
  );
  if (data.status === 'confirmed') return <Confirmation booking={data} studio={studio} />;
  const expired = data.hold_expires_at !== null && Date.parse(data.hold_expires_at) <= now;
  if (data.status === 'cancelled' || (UNPAID.has(data.status) && expired)) {
    const never = data.paid_at === null;
    return (
      <Message
        title={never ? t('workshops.status.expired.title') : t('workshops.status.cancelled.title')}
        text={never ? t('workshops.status.expired.text') : t('workshops.status.cancelled.text')}
        action={again}
      />
    );
  }
  return <PayBooking booking={data} studio={studio} now={now} onSettled={() => booking.refetch()} />;
}

/** The current time, again every `everyMs` (for the hold's countdown). */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function Heading({ title, busy = false }: { title: string; busy?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="workshops-page" aria-busy={busy || undefined}>
      <PageHeading title={title} />
      {busy ? (
        <p className="ui-visually-hidden" role="status">
          {t('workshops.loading')}
        </p>
      ) : null}
    </div>
  );
}

function Message({ title, text, action }: { title: string; text: string | null; action: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="workshops-page">
      <PageHeading title={title} />
      {text ? <p>{text}</p> : null}
      <div>{action}</div>
    </div>
  );
}

/** The hold's end in studio time and the minutes left, then the card form for this booking. */
function PayBooking({
  booking,
  studio,
  now,
  onSettled,
}: {
  booking: WorkshopBooking;
  studio: WorkshopStudio;
  now: number;
  onSettled: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { api, analytics, storage } = useServices();
  const queryClient = useQueryClient();
  const services = useWorkshopServices();
  const rates = useExchangeRates({ queryConfig: { enabled: booking.currency !== BASE_CURRENCY } });
  const { paying, error, pay } = useCardPayment({
    send: (payment) => {
      notePurchaseStarted(storage, booking.id);
      return payBooking(api, booking.id, payment);
    },
    onSucceeded: () =>
      pushPurchaseOnce(analytics, storage, booking.id, () =>
        purchaseOfBooking(booking, services.data ?? [], rates.data),
      ),
    onSettled: () =>
      Promise.all([onSettled(), queryClient.invalidateQueries({ queryKey: bookingKeys.lists() })]),
    // The member left the guest code's tier since booking: nothing was charged.
    conflictMessage: (failure) =>
      failure.errors?.[0]?.reason === 'promo_not_applicable' ? t('workshops.pay.codeLapsed') : null,
  });
  const currency = currencyDisplay(booking.currency, locale);
  const title = t('workshops.pay.title');
  useDocumentTitle(title);
  const until = booking.hold_expires_at;
  const minutesLeft = until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 60_000)) : null;

  return (
    <div className="workshops-page">
      <PageHeading title={title} />
      {until ? (
        <Alert kind="info" live="none">
          {t('workshops.pay.heldUntil', { time: formatShopTime(until, studio.time_zone, locale) })}{' '}
          {t('workshops.pay.minutesLeft', { count: minutesLeft ?? 0 })}
        </Alert>
      ) : null}
      {booking.status === 'payment_failed' && !error ? <p>{t('workshops.pay.failedBefore')}</p> : null}
      <div className="workshops-page__layout">
        <section aria-labelledby="workshops-pay-card" className="workshops-card">
          <h2 id="workshops-pay-card">{t('checkout.payment.card')}</h2>
          <PaymentForm
            amount={currency ? formatMoney(booking.amount, currency) : String(booking.amount)}
            amountMinor={booking.amount}
            currency={booking.currency}
            paying={paying}
            error={error}
            onPay={(payment, nextAction) => void pay(payment, nextAction)}
          />
        </section>
        <section aria-labelledby="workshops-pay-summary" className="workshops-card">
          <h2 id="workshops-pay-summary">{t('workshops.pay.summary')}</h2>
          <BookingDetails
            booking={booking}
            timeZone={studio.time_zone}
            amountLabel={t('workshops.pay.amount')}
          />
        </section>
      </div>
    </div>
  );
}

/**
 * Paid: what, when, where, how much, and where the confirmation e-mail went. GA4's purchase, once,
 * when this browser paid it and its answer did not say so (3-D Secure settled on this read).
 */
function Confirmation({ booking, studio }: { booking: WorkshopBooking; studio: WorkshopStudio }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const { analytics, storage } = useServices();
  const services = useWorkshopServices();
  const rates = useExchangeRates({ queryConfig: { enabled: booking.currency !== BASE_CURRENCY } });
  const title = t('workshops.confirmation.title');
  useDocumentTitle(title);
  const ready =
    services.data !== undefined && (booking.currency === BASE_CURRENCY || rates.data !== undefined);
  useEffect(() => {
    if (!ready) return;
    pushStartedPurchaseOnce(analytics, storage, booking.id, () =>
      purchaseOfBooking(booking, services.data ?? [], rates.data),
    );
  }, [ready, analytics, storage, booking, services.data, rates.data]);
  return (
    <div className="workshops-page">
      <PageHeading title={title} lead={t('workshops.confirmation.lead')} />
      <p>{t('workshops.confirmation.email', { email: booking.client.email })}</p>
      <section aria-labelledby="workshops-confirmation-summary" className="workshops-card">
        <h2 id="workshops-confirmation-summary">{t('workshops.confirmation.summary')}</h2>
        <BookingDetails
          booking={booking}
          timeZone={studio.time_zone}
          amountLabel={t('workshops.confirmation.paid')}
        />
      </section>
      <StudioInfo studio={studio} />
      <p className="workshops-card__actions">
        {session.status === 'member' ? (
          <Link to={pathIn(locale, 'account', 'bookings')}>{t('workshops.account.menu')}</Link>
        ) : null}
        <Link to={pathIn(locale, 'perfume-workshop')}>{t('workshops.detail.all')}</Link>
      </p>
    </div>
  );
}
