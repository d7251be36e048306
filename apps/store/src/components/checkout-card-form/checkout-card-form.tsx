import {
  cardFieldProblem,
  checkCard,
  formatCardNumber,
  formatExpiry,
  type CardField,
  type CardInput,
  type CardPaymentBody,
  type CardProblem,
  type YearMonth,
} from '@atelier/commerce/checkout';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBrands } from './card-brands';
import './checkout-card-form.css';

export interface CheckoutCardFormProps {
  /** The formatted amount for the button: "Pay S$42.00". */
  amount: string;
  /** True while a payment is under way: the button is disabled (no second charge). */
  paying: boolean;
  /** The provider's or our own sentence about the last attempt (shown as an alert). */
  error: string | null;
  onPay(payment: CardPaymentBody): void;
}

const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

function thisMonth(): YearMonth {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * Card number (shown in groups of four), expiry MM/YY and CVC, checked on blur and on submit
 * (Luhn, past expiry) with a message under each field; nothing is sent while a field is invalid.
 * The card details stay in this component's state only: never stored, never logged. After a
 * failed submit the first invalid field takes focus (useFormFields), after a decline its message.
 */
export function CheckoutCardForm({ amount, paying, error, onPay }: CheckoutCardFormProps) {
  const { t } = useTranslation();
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  // The fields keep the problem codes, worded at render: a message follows a change of language.
  const fields = useFormFields(FIELDS);
  const declined = useRef<HTMLDivElement>(null);
  // A decline (or any refusal) takes focus, so the shopper hears and sees why at once, not the body.
  useEffect(() => {
    if (error && declined.current) declined.current.focus();
  }, [error]);
  const bind = (field: CardField) => {
    const problem = fields.errors[field] as CardProblem | undefined;
    return {
      ...fields.field(field),
      error: problem ? t(`checkout.card.errors.${field}.${problem}`) : undefined,
    };
  };

  function change(field: CardField, value: string) {
    const next = {
      ...card,
      [field]:
        field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : value,
    };
    setCard(next);
    fields.clearWhenFixed(field, cardFieldProblem(field, next, thisMonth()));
  }

  function blur(field: CardField) {
    if (field === 'expiry' && card.expiry === '' && card.number === '') return;
    fields.setError(field, cardFieldProblem(field, card, thisMonth()));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying) return;
    const check = checkCard(card, thisMonth());
    if (!check.ok) {
      fields.report(check.problems);
      return;
    }
    fields.reset();
    onPay(check.payment);
  }

  return (
    <form
      className="checkout-card-form"
      noValidate
      onSubmit={submit}
      aria-label={t('checkout.card.form')}
      aria-busy={paying}
    >
      {error ? (
        <div ref={declined} tabIndex={-1} className="checkout-card-form__error">
          <Alert kind="error" title={t('checkout.card.declinedTitle')}>
            {error}
          </Alert>
        </div>
      ) : null}
      <CardBrands />
      <TextField
        {...bind('number')}
        label={t('checkout.card.number')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        maxLength={23}
        onChange={(event) => change('number', event.target.value)}
        onBlur={() => blur('number')}
        required
      />
      <div className="checkout-card-form__row">
        <TextField
          {...bind('expiry')}
          label={t('checkout.card.expiry')}
          name="cardExpiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.card.expiryPlaceholder')}
          value={card.expiry}
          maxLength={7}
          onChange={(event) => change('expiry', event.target.value)}
          onBlur={() => blur('expiry')}
          required
        />
        <TextField
          {...bind('cvc')}
          label={t('checkout.card.cvc')}
          name="cardCvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          maxLength={4}
          onChange={(event) => change('cvc', event.target.value)}
          onBlur={() => blur('cvc')}
          required
        />
      </div>
      <Button type="submit" disabled={paying} className="checkout-card-form__pay">
        {t('checkout.card.pay', { amount })}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {paying ? t('checkout.card.paying') : ''}
      </span>
    </form>
  );
}
