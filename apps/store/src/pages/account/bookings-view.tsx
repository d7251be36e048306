import { useBookings, useCancelBooking, useWorkshopStudio } from '@atelier/api/queries';
import type { WorkshopBooking } from '@atelier/api/schema';
import { formatMoney } from '@atelier/commerce/money';
import { Alert } from '@atelier/ui/alert';
import { Badge } from '@atelier/ui/badge';
import { Button, buttonClassName } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { failureOf } from '../../components/cart/cart-failures';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { BookingDetails } from '../workshops/booking-details';
import { bookingStatusPath } from '../workshops/workshop-links';
import { formatSessionDate, formatShopTime } from '../workshops/workshop-time';
import '../workshops/workshops-page.css';

const UNPAID = new Set<WorkshopBooking['status']>(['pending_payment', 'payment_failed']);

function firstStart(booking: WorkshopBooking): number {
  return Math.min(...booking.lines.flatMap((line) => line.bookings.map((entry) => Date.parse(entry.start))));
}

/** Upcoming sessions first (soonest first), then past ones (latest first). */
export function orderBookings(bookings: readonly WorkshopBooking[], now: number): WorkshopBooking[] {
  const upcoming = bookings.filter((booking) => firstStart(booking) > now);
  const past = bookings.filter((booking) => firstStart(booking) <= now);
  return [
    ...upcoming.sort((a, b) => firstStart(a) - firstStart(b)),
    ...past.sort((a, b) => firstStart(b) - firstStart(a)),
  ];
}

/**
 * What the member may cancel (the server decides in the end): an unpaid booking whose hold has not
 * ended, or a confirmed one before its `cancellable_until` (48 hours before the session).
 */
export function isCancellable(booking: WorkshopBooking, now: number): boolean {
  if (UNPAID.has(booking.status))
    return booking.hold_expires_at === null || Date.parse(booking.hold_expires_at) > now;
  return (
    booking.status === 'confirmed' &&
    booking.cancellable_until !== null &&
    Date.parse(booking.cancellable_until) > now
  );
}

/** `account/bookings`: the member's workshop bookings, with "Cancel" where the rules allow it. */
export function BookingsView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const bookings = useBookings();
  const studio = useWorkshopStudio();
  const [done, setDone] = useState<string | null>(null);
  const title = t('workshops.account.title');
  useDocumentTitle(title);

  const heading = <PageHeading title={title} lead={t('workshops.account.lead')} />;
  const back = (
    <p>
      <Link to={pathIn(locale, 'account')}>{t('account.menu.account')}</Link>
    </p>
  );
  if (bookings.isError || studio.isError) {
    return (
      <div className="account-page">
        {heading}
        <Alert kind="error">{t('workshops.loadError')}</Alert>
        <div>
          <Button
            variant="secondary"
            onClick={() => void Promise.all([bookings.refetch(), studio.refetch()])}
          >
            {t('workshops.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (bookings.isPending || studio.isPending) {
    return (
      <div className="account-page" aria-busy="true">
        {heading}
        <p role="status">{t('workshops.loading')}</p>
      </div>
    );
  }
  const now = Date.now();
  const list = orderBookings(bookings.data, now);
  return (
    <div className="account-page">
      {heading}
      <p role="status" className={done ? undefined : 'ui-visually-hidden'}>
        {done ?? ''}
      </p>
      {list.length === 0 ? (
        <EmptyState
          title={t('workshops.account.empty.title')}
          action={
            <Link className={buttonClassName('primary')} to={pathIn(locale, 'perfume-workshop')}>
              {t('workshops.account.empty.action')}
            </Link>
          }
        >
          {t('workshops.account.empty.text')}
        </EmptyState>
      ) : (
        <ul className="workshops-bookings" aria-label={t('workshops.account.listLabel')}>
          {list.map((booking) => (
            <li key={booking.id}>
              <BookingItem
                booking={booking}
                timeZone={studio.data.time_zone}
                now={now}
                onCancelled={setDone}
              />
            </li>
          ))}
        </ul>
      )}
      {back}
    </div>
  );
}

function BookingItem({
  booking,
  timeZone,
  now,
  onCancelled,
}: {
  booking: WorkshopBooking;
  timeZone: string;
  now: number;
  onCancelled: (message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `booking-${booking.id}`;
  const name = booking.lines.map((line) => line.name).join(', ');
  const start = new Date(firstStart(booking)).toISOString();
  const date = formatSessionDate(start, timeZone, locale);
  const currency = currencyDisplay(booking.currency, locale);
  const amount = currency ? formatMoney(booking.amount, currency) : String(booking.amount);
  const paid = booking.status === 'confirmed';
  const held = UNPAID.has(booking.status) && isCancellable(booking, now);
  const amountLabel = paid
    ? t('workshops.confirmation.paid')
    : held
      ? t('workshops.pay.amount')
      : t('workshops.account.amount');

  async function confirmCancel() {
    setError(null);
    try {
      await cancel.mutateAsync(booking.id);
      setConfirming(false);
      onCancelled(
        paid
          ? t('workshops.account.cancelledRefund', { name, amount })
          : t('workshops.account.cancelled', { name }),
      );
    } catch (caught) {
      const failure = failureOf(caught);
      setError(
        failure.kind === 'offline'
          ? t('errors.offline')
          : failure.status === 409
            ? t('workshops.account.tooLate')
            : // 502 payment_provider_error: the refund was refused, so nothing was cancelled.
              failure.status === 502
              ? t('workshops.account.refundRefused')
              : t('workshops.account.cancelError'),
      );
    }
  }

  return (
    <article className="workshops-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name} — {date}
      </h2>
      <p>
        <Badge tone={booking.status === 'cancelled' ? 'neutral' : paid ? 'gift' : 'info'}>
          {t(`workshops.account.status.${booking.status}`)}
        </Badge>
      </p>
      <BookingDetails booking={booking} timeZone={timeZone} amountLabel={amountLabel} />
      {paid && booking.cancellable_until && isCancellable(booking, now) ? (
        <p className="workshops-muted">
          {t('workshops.account.cancelUntil', {
            date: formatSessionDate(booking.cancellable_until, timeZone, locale),
            time: formatShopTime(booking.cancellable_until, timeZone, locale),
          })}
        </p>
      ) : paid && firstStart(booking) > now ? (
        <p className="workshops-muted">{t('workshops.account.cancelRule')}</p>
      ) : null}
      {error ? <Alert kind="error">{error}</Alert> : null}
      {held ? (
        <p>
          <Link className={buttonClassName('primary')} to={bookingStatusPath(locale, booking.id)}>
            {t('workshops.account.payNow')}
          </Link>
        </p>
      ) : null}
      {isCancellable(booking, now) ? (
        confirming ? (
          <div className="workshops-bookings__confirm" role="group" aria-labelledby={`${headingId}-confirm`}>
            <p id={`${headingId}-confirm`}>{t('workshops.account.confirmQuestion', { name, date })}</p>
            {paid ? <p>{t('workshops.account.refundNote', { amount })}</p> : null}
            <div className="workshops-card__actions">
              <Button onClick={() => void confirmCancel()} disabled={cancel.isPending}>
                {t('workshops.account.confirmCancel')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                {t('workshops.account.keep')}
              </Button>
            </div>
          </div>
        ) : (
          <p>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('workshops.account.cancel')}
            </Button>
          </p>
        )
      ) : null}
    </article>
  );
}
