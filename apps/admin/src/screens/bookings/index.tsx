import type { AdminBooking, AdminBookingDay } from '@atelier/api/schema';
import { wallClockInstant } from '@atelier/commerce/workshops';
import { Alert } from '@atelier/ui/alert';
import { Badge } from '@atelier/ui/badge';
import { Button } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextAreaField } from '@atelier/ui/text-area-field';
import { TextField } from '@atelier/ui/text-field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isAdminError } from '../../app/admin-api';
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { bookingsApi, dayKey } from './bookings-api';
import './bookings.css';

/** The countries with a workshop studio (the API's ateliers). */
const STUDIOS = ['sg', 'vn', 'ae', 'kr', 'us'] as const;
/** Every half-hour start of the shop's day. */
const STARTS = Array.from({ length: 18 }, (_, i) => {
  const minutes = 10 * 60 + 30 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const today = () => new Date().toISOString().slice(0, 10);

type Entry = AdminBooking['entries'][number];
type Action =
  { kind: 'move'; booking: AdminBooking; entry: Entry } | { kind: 'cancel'; booking: AdminBooking };

/** A time in the studio's zone and the console's language. */
function useTimeOf(zone: string) {
  const { language } = useLanguage();
  const format = new Intl.DateTimeFormat(language === 'zh-hans' ? 'zh-Hans' : language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  return (iso: string) => format.format(new Date(iso));
}

/** A studio's day: who comes when, with the slots' places; a session moved or a booking cancelled. */
export default function BookingsScreen() {
  const { t } = useTranslation();
  const { api } = useServices();
  const calls = bookingsApi(api);
  const [params, setParams] = useSearchParams();
  const query = { country: params.get('country') || 'sg', date: params.get('date') || today() };
  const day = useQuery({ queryKey: dayKey(query), queryFn: () => calls.day(query) });
  const [draft, setDraft] = useState(query);
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setAction(null);
    setParams(new URLSearchParams(draft));
  };

  return (
    <div className="admin-screen">
      <PageHeading title={t('bookings.title')} lead={t('bookings.lead')} />
      <form className="admin-filters" onSubmit={apply} aria-label={t('bookings.choose')}>
        <Select
          label={t('bookings.studio')}
          value={draft.country}
          onChange={(e) => setDraft((d) => ({ ...d, country: e.target.value }))}
          options={STUDIOS.map((code) => ({ value: code, label: t(`bookings.studios.${code}`) }))}
        />
        <TextField
          label={t('bookings.date')}
          type="date"
          required
          value={draft.date}
          onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
        />
        <div className="admin-filters__actions">
          <Button type="submit">{t('bookings.show')}</Button>
        </div>
      </form>
      {notice ? <Alert kind="success" title={notice} live="status" /> : null}
      {day.isPending ? (
        <Loading />
      ) : day.isError ? (
        <LoadFailed error={day.error} onRetry={() => void day.refetch()} />
      ) : (
        <DayView
          day={day.data}
          onAction={(next) => {
            setNotice(null);
            setAction(next);
          }}
        />
      )}
      {action && day.data ? (
        <ActionPanel
          action={action}
          day={day.data}
          onDone={(message) => {
            setAction(null);
            setNotice(message);
          }}
          onClose={() => setAction(null)}
        />
      ) : null}
    </div>
  );
}

function statusTone(status: AdminBooking['status']) {
  return status === 'confirmed' ? 'info' : status === 'cancelled' ? 'sold-out' : 'neutral';
}

function DayView({ day, onAction }: { day: AdminBookingDay; onAction: (action: Action) => void }) {
  const { t } = useTranslation();
  const timeOf = useTimeOf(day.time_zone);
  // A booking may have sessions on other days too: the day shows its own.
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: day.time_zone }).format(new Date(iso));
  const rows = day.results.flatMap((booking) =>
    booking.entries.filter((entry) => dateOf(entry.start) === day.date).map((entry) => ({ booking, entry })),
  );
  if (rows.length === 0) {
    return (
      <EmptyState title={t('bookings.empty')}>
        <p>{t('bookings.emptyText')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div
        className="admin-table-wrap"
        tabIndex={0}
        role="region"
        aria-label={t('bookings.caption', { date: day.date })}
      >
        <table className="admin-table">
          <caption>{t('bookings.caption', { date: day.date })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bookings.time')}</th>
              <th scope="col">{t('bookings.workshop')}</th>
              <th scope="col">{t('bookings.client')}</th>
              <th scope="col">{t('bookings.guests')}</th>
              <th scope="col">{t('bookings.status')}</th>
              <th scope="col">{t('bookings.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ booking, entry }) => {
              const who = `${booking.client.first_name} ${booking.client.last_name}`;
              return (
                <tr key={`${booking.id}-${entry.id}`}>
                  <td>
                    {timeOf(entry.start)}–{timeOf(entry.end)}
                  </td>
                  <td>{entry.service_name}</td>
                  <th scope="row">
                    {who}
                    <br />
                    <span className="admin-bookings__email">{booking.client.email}</span>
                  </th>
                  <td>{entry.guests}</td>
                  <td>
                    <Badge tone={statusTone(booking.status)}>
                      {t(`bookings.statuses.${booking.status}`)}
                    </Badge>
                    {booking.refunded ? <> {t('bookings.refunded')}</> : null}
                    {booking.refund_failure_reason ? (
                      <> {t('bookings.refundFailed', { reason: booking.refund_failure_reason })}</>
                    ) : null}
                  </td>
                  <td className="admin-bookings__actions">
                    {booking.status !== 'cancelled' ? (
                      <>
                        <Button
                          variant="secondary"
                          aria-label={t('bookings.moveOf', { name: who, time: timeOf(entry.start) })}
                          onClick={() => onAction({ kind: 'move', booking, entry })}
                        >
                          {t('bookings.move')}
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={t('bookings.cancelOf', { name: who })}
                          onClick={() => onAction({ kind: 'cancel', booking })}
                        >
                          {t('bookings.cancel')}
                        </Button>
                      </>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {day.slots.length > 0 ? (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('bookings.slotsCaption')}>
          <table className="admin-table">
            <caption>{t('bookings.slotsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bookings.time')}</th>
                <th scope="col">{t('bookings.workshop')}</th>
                <th scope="col">{t('bookings.places')}</th>
              </tr>
            </thead>
            <tbody>
              {day.slots.map((slot) => (
                <tr key={`${slot.service_id}-${slot.start}`}>
                  <td>{timeOf(slot.start)}</td>
                  <td>{slot.code}</td>
                  <td>{t('bookings.taken', { booked: slot.booked, capacity: slot.capacity })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/** Moving a session or cancelling a booking: a labelled region that takes focus when it opens. */
function ActionPanel({
  action,
  day,
  onDone,
  onClose,
}: {
  action: Action;
  day: AdminBookingDay;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const calls = bookingsApi(api);
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const who = `${action.booking.client.first_name} ${action.booking.client.last_name}`;
  const [date, setDate] = useState(day.date);
  const [time, setTime] = useState(STARTS[0]!);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), [action]);

  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] });
    onDone(message);
  };
  const move = useMutation({
    mutationFn: (start: string) =>
      calls.move(action.booking.id, {
        entry_id: (action as Extract<Action, { kind: 'move' }>).entry.id,
        start,
      }),
    onSuccess: () => done(t('bookings.moved', { name: who })),
  });
  const cancel = useMutation({
    mutationFn: () => calls.cancel(action.booking.id, { reason: reason.trim() }),
    onSuccess: () => done(t('bookings.cancelled', { name: who })),
  });
  const failure = move.error ?? cancel.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    if (action.kind === 'move') {
      const start = wallClockInstant(date, day.time_zone, time);
      if (!start) return setFieldError(t('bookings.badTime'));
      move.mutate(start);
    } else {
      if (!reason.trim()) return setFieldError(t('bookings.reasonRequired'));
      cancel.mutate();
    }
  };

  const failureText = !failure
    ? null
    : isAdminError(failure, 'payment_provider_error')
      ? t('bookings.providerRefused', {
          reason: (failure.fields['payment_provider'] ?? '').replace(/[.\s]+$/, ''),
        })
      : isAdminError(failure, 'conflict')
        ? action.kind === 'move'
          ? t('bookings.full')
          : t('bookings.conflict')
        : isAdminError(failure, 'invalid', 'unprocessable')
          ? t('bookings.notBookable')
          : t('errors.failedText');

  return (
    <section className="admin-bookings__panel" aria-labelledby="booking-action-heading">
      <h2 id="booking-action-heading" ref={heading} tabIndex={-1}>
        {action.kind === 'move'
          ? t('bookings.moveTitle', { name: who })
          : t('bookings.cancelTitle', { name: who })}
      </h2>
      <form onSubmit={submit} noValidate>
        {action.kind === 'move' ? (
          <>
            <TextField
              label={t('bookings.newDate')}
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            <Select
              label={t('bookings.newTime')}
              value={time}
              onChange={(e) => setTime(e.target.value)}
              error={fieldError ?? undefined}
              options={STARTS.map((s) => ({ value: s, label: s }))}
            />
          </>
        ) : (
          <>
            <p>{action.booking.paid_at ? t('bookings.refundNote') : t('bookings.unpaidNote')}</p>
            <TextAreaField
              label={t('bookings.reason')}
              required
              maxLength={500}
              value={reason}
              error={fieldError ?? undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </>
        )}
        {failureText ? <Alert kind="error" title={failureText} /> : null}
        <div className="admin-filters__actions">
          <Button type="submit" disabled={move.isPending || cancel.isPending}>
            {action.kind === 'move' ? t('bookings.confirmMove') : t('bookings.confirmCancel')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('bookings.close')}
          </Button>
        </div>
      </form>
    </section>
  );
}
