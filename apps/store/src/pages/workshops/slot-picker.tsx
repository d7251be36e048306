import type { Slot } from '@atelier/api/schema';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/locale/locale-context';
import { formatDay, formatShopTime } from './workshop-time';

/**
 * The days a service opens among the next two weeks, as toggle buttons (the chosen one pressed).
 * A short list of buttons is easier to use than a date input that would allow closed days.
 */
export function DayPicker({
  days,
  chosen,
  onChoose,
}: {
  days: readonly string[];
  chosen: string | null;
  onChoose: (day: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <fieldset className="workshops-picker">
      <legend>{t('workshops.booking.date')}</legend>
      {days.length === 0 ? (
        <p>{t('workshops.booking.noDays')}</p>
      ) : (
        <div className="workshops-picker__options">
          {days.map((day) => (
            <button
              key={day}
              type="button"
              className="workshops-picker__option"
              aria-pressed={day === chosen}
              onClick={() => onChoose(day)}
            >
              {formatDay(day, locale)}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The day's slots as toggle buttons: the start in shop time and the seats left; a slot that cannot
 * be booked is disabled and says why (started, full, or too late to end by closing).
 */
export function SlotPicker({
  slots,
  timeZone,
  chosen,
  onChoose,
  error,
  errorId,
}: {
  slots: readonly Slot[];
  timeZone: string;
  chosen: string | null;
  onChoose: (slot: Slot) => void;
  error?: string;
  errorId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Why a slot cannot be booked: it started (by the clock now), it is full, or a session starting
  // then would end after closing (the server's three reasons for bookable: false).
  const now = Date.now();
  return (
    <fieldset className="workshops-picker" aria-describedby={error ? errorId : undefined}>
      <legend>{t('workshops.booking.time')}</legend>
      {slots.length === 0 ? (
        <p>{t('workshops.booking.noSlots')}</p>
      ) : (
        <div className="workshops-picker__options">
          {slots.map((slot) => {
            const status = slot.bookable
              ? t('workshops.booking.seatsLeft', { count: slot.available })
              : Date.parse(slot.start) <= now
                ? t('workshops.booking.started')
                : slot.available === 0
                  ? t('workshops.booking.full')
                  : t('workshops.booking.closing');
            return (
              <button
                key={slot.start}
                type="button"
                className="workshops-picker__option workshops-picker__slot"
                aria-pressed={slot.start === chosen}
                disabled={!slot.bookable}
                onClick={() => onChoose(slot)}
              >
                <span dir="ltr">{formatShopTime(slot.start, timeZone, locale)}</span>{' '}
                <span className="workshops-picker__seats">{status}</span>
              </button>
            );
          })}
        </div>
      )}
      {error ? (
        <p className="workshops-field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
