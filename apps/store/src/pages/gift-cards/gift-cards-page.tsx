import { useBuyGiftCard, useGiftCardOffer } from '@atelier/api/queries';
import type { BuyGiftCardRequest } from '@atelier/api/schema';
import { formatMoney } from '@atelier/commerce/money';
import { isEmail } from '@atelier/commerce/validation';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { FilterGroup } from '@atelier/ui/filter-group';
import { useFormFields } from '@atelier/ui/form-fields';
import { PageHeading } from '@atelier/ui/page-heading';
import { TextField } from '@atelier/ui/text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { addMonths, formatDay, isDay, localDay } from '../../app/gift-cards/dates';
import { attemptFor, endAttempt, rememberRecipient } from '../../app/gift-cards/gift-card-purchase';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { useServices } from '../../app/services/services-context';
import { failureOf } from '../../components/cart/cart-failures';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { useSession } from '../../components/session/session-provider';
import './gift-cards-page.css';
import { MessageField } from './message-field';

/** BuyGiftCardRequest's limits. */
const MAX_NAME = 80;
const MAX_MESSAGE = 500;
/** A card can be sent up to 12 months ahead (the contract's `deliver_on`). */
const MONTHS_AHEAD = 12;

type Field = 'value' | 'recipientName' | 'recipientEmail' | 'senderName' | 'email' | 'deliverOn';
const FIELDS: readonly Field[] = [
  'value',
  'recipientName',
  'recipientEmail',
  'senderName',
  'email',
  'deliverOn',
];

interface Draft {
  value: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  email: string;
  message: string;
  deliverOn: string;
}

/** The contract field a server validation error names, as this form's field. */
const SERVER_FIELDS: Record<string, Field> = {
  'body.face_value': 'value',
  'body.recipient_name': 'recipientName',
  'body.recipient_email': 'recipientEmail',
  'body.sender_name': 'senderName',
  'body.email': 'email',
  'body.deliver_on': 'deliverOn',
};

/**
 * `gift-cards`: buy a digital gift card. The values come from the offer in the shop's currency;
 * the buyer's e-mail is the member's when signed in. Every field is checked on blur and on submit
 * (commerce e-mail rule); nothing is sent while one is invalid. Submitting creates a pending order
 * (`POST /api/gift-cards/`, its Idempotency-Key kept in sessionStorage for the attempt, so a double
 * click or a reload makes one order) and opens `pay/{orderId}`, where the card pays it.
 */
export function GiftCardsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { sessionStorage } = useServices();
  const session = useSession();
  const offer = useGiftCardOffer();
  const buy = useBuyGiftCard();
  const title = t('gifts.cards.title');
  useDocumentTitle(title);

  // The clock is read once: today and the last day stay the same while the form is open.
  const [today] = useState(() => localDay(new Date()));
  const last = addMonths(today, MONTHS_AHEAD);
  const member = session.status === 'member' ? session.user : null;
  const [entered, setDraft] = useState<Draft>({
    value: '',
    recipientName: '',
    recipientEmail: '',
    senderName: '',
    email: '',
    message: '',
    deliverOn: today,
  });
  const fields = useFormFields(FIELDS);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  // Members buy with their account's e-mail (prefilled, still editable) and name.
  useEffect(() => {
    if (!member) return;
    setDraft((current) => ({
      ...current,
      email: current.email || member.email,
      senderName: current.senderName || [member.first_name, member.last_name].filter(Boolean).join(' '),
    }));
  }, [member]);

  // The first value counts as chosen until the shopper picks another the offer holds, so there is
  // always a choice. Derived, not set by an effect: a click the moment the offer arrives has it too.
  const values = offer.data?.values ?? [];
  const draft =
    values.length > 0 && !values.includes(Number(entered.value))
      ? { ...entered, value: String(values[0]) }
      : entered;

  const currency = offer.data ? currencyDisplay(offer.data.currency, locale) : null;
  const lastText = formatDay(last, locale.htmlLang);

  function problemOf(field: Field, values: Draft): string | undefined {
    switch (field) {
      case 'value':
        return values.value ? undefined : t('gifts.cards.errors.value');
      case 'recipientName':
        return values.recipientName.trim() ? undefined : t('gifts.cards.errors.recipientName');
      case 'senderName':
        return values.senderName.trim() ? undefined : t('gifts.cards.errors.senderName');
      case 'recipientEmail':
        return isEmail(values.recipientEmail.trim()) ? undefined : t('gifts.cards.errors.recipientEmail');
      case 'email':
        return isEmail(values.email.trim()) ? undefined : t('gifts.cards.errors.email');
      case 'deliverOn':
        return isDay(values.deliverOn) && values.deliverOn >= today && values.deliverOn <= last
          ? undefined
          : t('gifts.cards.errors.deliverOn', { last: lastText });
    }
  }

  function change(field: keyof Draft, value: string) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (field !== 'message') fields.clearWhenFixed(field, problemOf(field, next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (fields.checkAll((field) => problemOf(field, draft))) return;
    const request: BuyGiftCardRequest = {
      face_value: Number(draft.value),
      email: draft.email.trim(),
      recipient_email: draft.recipientEmail.trim(),
      recipient_name: draft.recipientName.trim(),
      sender_name: draft.senderName.trim(),
      deliver_on: draft.deliverOn,
    };
    if (draft.message.trim()) request.message = draft.message.trim();
    inFlight.current = true;
    setError(null);
    const attempt = attemptFor(sessionStorage, request);
    try {
      const order = await buy.mutateAsync({ request, idempotencyKey: attempt.idempotencyKey });
      rememberRecipient(sessionStorage, order.id, {
        name: request.recipient_name,
        email: request.recipient_email,
        deliverOn: draft.deliverOn,
      });
      endAttempt(sessionStorage);
      navigate(pathIn(locale, 'pay', order.id));
    } catch (caught) {
      const failure = failureOf(caught);
      // Refused: no order was made with this key, so the next try makes a new one.
      if (failure.status >= 400 && failure.status < 500 && failure.status !== 429) endAttempt(sessionStorage);
      const named = (failure.errors ?? [])
        .map((problem) => SERVER_FIELDS[problem.field])
        .find((field): field is Field => field !== undefined);
      if (failure.kind === 'offline') setError(t('errors.offline'));
      else if (failure.status === 429) setError(t('errors.tooMany'));
      else if (failure.status === 422 && named === 'value') {
        fields.report({ value: t('gifts.cards.errors.notOffered') });
        void offer.refetch();
      } else if (named) {
        fields.report({ [named]: problemOf(named, draft) ?? t('gifts.cards.errors.generic') });
      } else setError(t('gifts.cards.errors.generic'));
    } finally {
      inFlight.current = false;
    }
  }

  const heading = (
    <PageHeading
      title={title}
      lead={offer.data ? t('gifts.cards.intro', { months: offer.data.valid_months }) : undefined}
    />
  );
  if (offer.isPending) return heading;
  if (offer.isError || !currency) {
    return (
      <div className="gift-cards-page">
        {heading}
        <Alert kind="error">{t('gifts.cards.loadError')}</Alert>
      </div>
    );
  }

  const busy = buy.isPending;
  const field = (name: Exclude<Field, 'value'>) => ({
    ...fields.field(name),
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => fields.setError(name, problemOf(name, draft)),
  });

  return (
    <div className="gift-cards-page">
      {heading}
      <form
        className="gift-cards-page__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('gifts.cards.form')}
        aria-busy={busy}
      >
        {error ? <Alert kind="error">{error}</Alert> : null}
        <FilterGroup
          type="radio"
          appearance="chips"
          legend={t('gifts.cards.value')}
          name="value"
          value={draft.value}
          options={values.map((value) => ({ value: String(value), label: formatMoney(value, currency) }))}
          onChange={(value) => change('value', value)}
        />
        {fields.errors.value ? <Alert kind="error">{fields.errors.value}</Alert> : null}
        <TextField
          label={t('gifts.cards.recipientName')}
          autoComplete="off"
          maxLength={MAX_NAME}
          required
          {...field('recipientName')}
        />
        <TextField
          label={t('gifts.cards.recipientEmail')}
          type="email"
          autoComplete="off"
          required
          {...field('recipientEmail')}
        />
        <TextField
          label={t('gifts.cards.senderName')}
          autoComplete="name"
          maxLength={MAX_NAME}
          required
          {...field('senderName')}
        />
        <TextField
          label={t('gifts.cards.email')}
          hint={t('gifts.cards.emailHint')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <MessageField
          label={t('gifts.cards.message')}
          name="message"
          value={draft.message}
          max={MAX_MESSAGE}
          onChange={(value) => change('message', value)}
        />
        <TextField
          label={t('gifts.cards.deliverOn')}
          hint={t('gifts.cards.deliverOnHint', { last: lastText })}
          type="date"
          min={today}
          max={last}
          required
          {...field('deliverOn')}
        />
        <Button type="submit" disabled={busy}>
          {t('gifts.cards.submit')}
        </Button>
        <span className="ui-visually-hidden" role="status">
          {busy ? t('gifts.cards.submitting') : ''}
        </span>
      </form>
      <Link to={pathIn(locale, 'gift-cards', 'balance')}>{t('gifts.cards.balanceLink')}</Link>
    </div>
  );
}
