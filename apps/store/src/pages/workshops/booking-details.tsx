import type { WorkshopBooking } from '@atelier/api/schema';
import { Price } from '@atelier/ui/price';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/locale/locale-context';
import { currencyDisplay } from '../../app/money/currency-display';
import { taxIncludedRow } from '../../components/tax-included/tax-included-row';
import { formatSessionDate, formatShopTime } from './workshop-time';

/**
 * What was booked: each session's workshop, day and time (studio time), places, and the amount
 * (the server's, with its guest discount) with the tax it includes, as orders show theirs.
 * `amountLabel` says whether it is to pay or was paid.
 */
export function BookingDetails({
  booking,
  timeZone,
  amountLabel,
}: {
  booking: WorkshopBooking;
  timeZone: string;
  amountLabel: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = currencyDisplay(booking.currency, locale);
  const tax = currency ? taxIncludedRow(booking.tax, currency, t) : null;
  const entries = booking.lines.flatMap((line) =>
    line.bookings.map((entry) => ({ ...entry, name: line.name })),
  );
  return (
    <dl className="workshops-facts">
      {entries.map((entry) => (
        <Fragment key={`${entry.service_id}-${entry.start}`}>
          <div>
            <dt>{t('workshops.details.workshop')}</dt>
            <dd>{entry.name}</dd>
          </div>
          <div>
            <dt>{t('workshops.details.date')}</dt>
            <dd>{formatSessionDate(entry.start, timeZone, locale)}</dd>
          </div>
          <div>
            <dt>{t('workshops.details.time')}</dt>
            <dd dir="ltr">
              {formatShopTime(entry.start, timeZone, locale)}–{formatShopTime(entry.end, timeZone, locale)}
            </dd>
          </div>
          <div>
            <dt>{t('workshops.details.places')}</dt>
            <dd>{entry.guests}</dd>
          </div>
        </Fragment>
      ))}
      {booking.discount > 0 && currency ? (
        <div>
          <dt>
            {t('workshops.details.discount')}
            {booking.discount_code ? <bdi dir="ltr"> ({booking.discount_code})</bdi> : null}
          </dt>
          <dd>
            <Price amount={-booking.discount} currency={currency} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{amountLabel}</dt>
        <dd>{currency ? <Price amount={booking.amount} currency={currency} /> : booking.amount}</dd>
      </div>
      {tax ? (
        <div>
          <dt>{tax.label}</dt>
          <dd>{tax.value}</dd>
        </div>
      ) : null}
    </dl>
  );
}
