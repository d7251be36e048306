import { ApiError } from '@atelier/api/client';
import { createBooking, useExchangeRates, useWorkshopSlots, workshopKeys } from '@atelier/api/queries';
import type { CreateBookingRequest, Slot, WorkshopService, WorkshopStudio } from '@atelier/api/schema';
import { guestDiscountCodeForTier } from '@atelier/commerce/workshops';
import { isEmail, isPhone } from '@atelier/commerce/validation';
import { formatMoney } from '@atelier/commerce/money';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { Price } from '@atelier/ui/price';
import { Select } from '@atelier/ui/select';
import { SummaryTable, type SummaryRow } from '@atelier/ui/summary-table';
import { TextField } from '@atelier/ui/text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pushEcommerce } from '../../app/analytics/ecommerce';
import { useLocale } from '../../app/locale/locale-context';
import { currencyDisplay } from '../../app/money/currency-display';
import { useServices } from '../../app/services/services-context';
import { failureOf } from '../../components/cart/cart-failures';
import { useSession } from '../../components/session/session-provider';
import { beginCheckoutOfBooking } from './booking-analytics';
import { attemptFor, clearBookingAttempt } from './booking-attempt';
import { bookingPrice } from './guest-discount';
import { DayPicker, SlotPicker } from './slot-picker';
import { bookingStatusPath, findService } from './workshop-links';
import { isoWeekday, localDate as shopDate, nextDays } from '@atelier/commerce/dates';

/** How far ahead the day picker reaches. */
export const BOOKING_DAYS = 14;

type ClientField = 'firstName' | 'lastName' | 'email' | 'phone';
type Client = Record<ClientField, string>;
/** The slot comes first: the choice still to make is the first thing to fix. */
const FIELDS: readonly (ClientField | 'slot')[] = ['slot', 'firstName', 'lastName', 'email', 'phone'];

/**
 * The booking form: service, day, slot, places, the client's details and (for a member with a tier)
 * the guest discount, with the price before booking. Service and day live in the URL
 * (`workshop?service=PCA&date=2026-11-24`), so a reload or a shared link keeps them.
 *
 * Booking sends `POST /api/bookings/` with the attempt's Idempotency-Key (see booking-attempt.ts);
 * the answer's id goes into the URL (`workshop?booking={id}`), where paying and the confirmation
 * happen. A full slot (409) says so and reads the day's seats again.
 */
export function BookingForm({ services, studio }: { services: WorkshopService[]; studio: WorkshopStudio }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { api, analytics, queryClient, sessionStorage } = useServices();
  const session = useSession();
  const [search, setSearch] = useSearchParams();

  const service = findService(services, search.get('service'));
  const today = shopDate(new Date(), studio.time_zone);
  const days = service
    ? nextDays(today, BOOKING_DAYS).filter((day) => service.opening_days.includes(isoWeekday(day)))
    : [];
  const requestedDay = search.get('date');
  const day = requestedDay && days.includes(requestedDay) ? requestedDay : null;

  const slots = useWorkshopSlots(service?.id, day ?? undefined);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const slot = slots.data?.find((candidate) => candidate.start === slotStart && candidate.bookable) ?? null;
  const [places, setPlaces] = useState(1);
  const maxPlaces = Math.max(
    1,
    Math.min(service?.max_guests ?? 1, slot?.available ?? service?.max_guests ?? 1),
  );

  const user = session.user;
  const guestCode = guestDiscountCodeForTier(user?.membership_tier);
  const [useGuestCode, setUseGuestCode] = useState(true);
  const code = guestCode && useGuestCode ? guestCode : null;

  const [client, setClient] = useState<Client>({ firstName: '', lastName: '', email: '', phone: '' });
  const fields = useFormFields(FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const pickersRef = useRef<HTMLDivElement>(null);
  const rates = useExchangeRates({ queryConfig: { enabled: !!service && service.currency !== 'SGD' } });

  // A member's details fill the empty fields once they are known (as the checkout does).
  useEffect(() => {
    if (!user) return;
    setClient((current) => ({
      firstName: current.firstName || user.first_name || '',
      lastName: current.lastName || user.last_name || '',
      email: current.email || user.email,
      phone: current.phone || user.phone || '',
    }));
  }, [user]);

  // Fewer places left than chosen (another slot, or the seats were read again): take what is left.
  useEffect(() => {
    if (places > maxPlaces) setPlaces(maxPlaces);
  }, [places, maxPlaces]);

  const currency = service ? currencyDisplay(service.currency, locale) : null;

  function choose(next: { service?: string; date?: string | null }) {
    const params = new URLSearchParams(search);
    if (next.service !== undefined) params.set('service', next.service);
    if (next.date === null) params.delete('date');
    else if (next.date !== undefined) params.set('date', next.date);
    setSlotStart(null);
    fields.setError('slot', undefined);
    setSearch(params, { replace: true });
  }

  function problem(field: ClientField, value: string): string | undefined {
    const trimmed = value.trim();
    if (trimmed === '') return t(`checkout.errors.${field}.required`);
    if (field === 'email' && !isEmail(trimmed)) return t('checkout.errors.email.invalid');
    if (field === 'phone' && !isPhone(trimmed)) return t('checkout.errors.phone.invalid');
    if (trimmed.length > 80 && (field === 'firstName' || field === 'lastName'))
      return t('checkout.errors.tooLong');
    return undefined;
  }

  function change(field: ClientField, value: string) {
    setClient((current) => ({ ...current, [field]: value }));
    fields.clearWhenFixed(field, problem(field, value));
  }

  /** The message for a refusal of the booking, in the page's language. */
  function refusal(caught: unknown): string {
    const failure = failureOf(caught);
    if (failure.kind === 'offline') return t('errors.offline');
    if (failure.status === 409)
      return failure.errors?.[0]?.reason === 'not_enough_places'
        ? t('workshops.booking.errors.fewer')
        : t('workshops.booking.errors.full');
    if (failure.status === 429) return t('errors.tooMany');
    const reason = failure.errors?.[0]?.reason;
    if (reason === 'slot_started') return t('workshops.booking.errors.started');
    if (reason === 'ends_after_closing') return t('workshops.booking.errors.closing');
    if (reason === 'closed_day') return t('workshops.booking.errors.closedDay');
    if (reason === 'not_applicable') return t('workshops.booking.errors.code');
    // A tier code (the cart's reasons): a guest signs in, another tier cannot use it.
    if (reason === 'members_only') return t('workshops.booking.errors.codeMembersOnly');
    if (reason === 'tier') return t('workshops.booking.errors.codeTier');
    if (reason === 'too_many_guests')
      return t('workshops.booking.errors.tooMany', { count: service?.max_guests ?? 1 });
    return t('workshops.booking.errors.generic');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || !service) return;
    setFormError(null);
    const first = fields.checkAll((field) =>
      field === 'slot'
        ? slot
          ? undefined
          : t('workshops.booking.errors.chooseSlot')
        : problem(field, client[field]),
    );
    if (first === 'slot') {
      // The first choice still to make: a day when none is chosen, else the day's first open time.
      const pickers = pickersRef.current?.querySelectorAll<HTMLFieldSetElement>('fieldset');
      pickers?.[day ? pickers.length - 1 : 0]
        ?.querySelector<HTMLButtonElement>('button:not(:disabled)')
        ?.focus();
    }
    if (first || !slot) return;
    const body: CreateBookingRequest = {
      lines: [{ type: 'booking', bookings: [{ service_id: service.id, start: slot.start, guests: places }] }],
      client: {
        first_name: client.firstName.trim(),
        last_name: client.lastName.trim(),
        email: client.email.trim(),
        phone: client.phone.trim(),
      },
      ...(code ? { discount_code: code } : {}),
    };
    const attempt = attemptFor(sessionStorage, JSON.stringify(body));
    inFlight.current = true;
    setBusy(true);
    try {
      const booking = await createBooking(api, body, attempt.idempotencyKey);
      clearBookingAttempt(sessionStorage);
      pushEcommerce(analytics, () => beginCheckoutOfBooking(booking, services, rates.data));
      navigate(bookingStatusPath(locale, booking.id));
    } catch (caught) {
      const status = caught instanceof ApiError ? caught.status : 0;
      // Refused: no booking was made with this key, so the next try is a new attempt. A lost
      // answer or a 5xx keeps it: the booking may exist, and the same key answers it.
      if (status >= 400 && status < 500 && status !== 429) clearBookingAttempt(sessionStorage);
      setFormError(refusal(caught));
      if (status === 409 || status === 422) {
        setSlotStart(null);
        await queryClient.invalidateQueries({ queryKey: workshopKeys.allSlots() });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const price = service ? bookingPrice(service.price, places, code) : null;
  const summaryRows: SummaryRow[] =
    service && price && currency
      ? [
          {
            id: 'places',
            label: t('workshops.booking.priceLine', {
              price: formatMoney(service.price, currency),
              count: places,
            }),
            value: <Price amount={price.subtotal} currency={currency} />,
          },
          ...(code
            ? [
                {
                  id: 'discount',
                  kind: 'discount' as const,
                  label: t('workshops.booking.guestDiscount', { code }),
                  value: <Price amount={-price.discount} currency={currency} />,
                },
              ]
            : []),
          {
            id: 'total',
            kind: 'total' as const,
            label: t('workshops.booking.total'),
            value: <Price amount={price.total} currency={currency} />,
          },
        ]
      : [];

  const field = (name: ClientField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      {...fields.field(name)}
      label={t(`checkout.fields.${name}`)}
      name={name}
      value={client[name]}
      onChange={(event) => change(name, event.target.value)}
      onBlur={() => client[name] !== '' && fields.setError(name, problem(name, client[name]))}
      required
      {...extra}
    />
  );

  return (
    <form className="workshops-booking" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {formError ? (
        <Alert kind="error" title={t('workshops.booking.errors.title')}>
          {formError}
        </Alert>
      ) : null}
      <Select
        label={t('workshops.booking.service')}
        name="service"
        value={service?.code ?? ''}
        // Another workshop opens on other days: its day is chosen again (the same one keeps it).
        onChange={(event) =>
          choose({
            service: event.target.value,
            date: event.target.value === service?.code ? undefined : null,
          })
        }
        options={[
          ...(service ? [] : [{ value: '', label: t('workshops.booking.chooseService'), disabled: true }]),
          ...services.map((candidate) => ({ value: candidate.code, label: candidate.name })),
        ]}
      />
      {service ? (
        <>
          <div className="workshops-booking__pickers" ref={pickersRef}>
            <DayPicker days={days} chosen={day} onChoose={(next) => choose({ date: next })} />
            {day ? (
              // A failed refetch keeps the seats already shown (TanStack Query keeps `data` with the
              // error): only a day never read says it could not be. Under load a background read
              // past its deadline had replaced the slots with the error.
              slots.isError && !slots.data ? (
                <Alert kind="error">{t('workshops.booking.errors.slots')}</Alert>
              ) : slots.isPending ? (
                <p role="status">{t('workshops.loading')}</p>
              ) : (
                <SlotPicker
                  slots={slots.data}
                  timeZone={studio.time_zone}
                  chosen={slot?.start ?? null}
                  onChoose={(next: Slot) => {
                    setSlotStart(next.start);
                    fields.setError('slot', undefined);
                  }}
                  error={fields.errors.slot}
                  errorId={fields.errorId('slot')}
                />
              )
            ) : fields.errors.slot ? (
              <p className="workshops-field-error" id={fields.errorId('slot')} role="alert">
                {fields.errors.slot}
              </p>
            ) : null}
          </div>
          <Select
            label={t('workshops.booking.places')}
            hint={t('workshops.booking.placesHint', { count: service.max_guests })}
            name="places"
            value={String(places)}
            onChange={(event) => setPlaces(Number(event.target.value))}
            options={Array.from({ length: maxPlaces }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            }))}
          />
        </>
      ) : null}
      <fieldset className="workshops-booking__client">
        <legend>{t('workshops.booking.client')}</legend>
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastName', { autoComplete: 'family-name' })}
        {field('email', { type: 'email', autoComplete: 'email', dir: 'ltr' })}
        {field('phone', { type: 'tel', autoComplete: 'tel', dir: 'ltr' })}
      </fieldset>
      {guestCode ? (
        <div className="workshops-booking__code">
          <p>{t('workshops.booking.guestCode', { code: guestCode })}</p>
          <label className="workshops-checkbox">
            <input
              type="checkbox"
              checked={useGuestCode}
              onChange={(event) => setUseGuestCode(event.target.checked)}
            />
            {t('workshops.booking.applyGuestCode')}
          </label>
          <p className="workshops-muted">{t('workshops.booking.guestCodeRule')}</p>
        </div>
      ) : null}
      {summaryRows.length > 0 ? (
        <SummaryTable caption={t('workshops.booking.summary')} rows={summaryRows} />
      ) : null}
      <div>
        <Button type="submit" disabled={busy || !service}>
          {t('workshops.booking.submit')}
        </Button>
        <span className="ui-visually-hidden" role="status">
          {busy ? t('workshops.booking.booking') : ''}
        </span>
      </div>
    </form>
  );
}
