import type { StripeConfig } from '@atelier/app-shell/app-config';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/locale/locale-context';
import type { PaymentFormProps } from '../payment-form/payment-form-props';
import { loadStripe } from './load-stripe';
import '../checkout-card-form/checkout-card-form.css';

/** The shop's languages as Stripe names them (simplified Chinese is Stripe's `zh`). */
const STRIPE_LOCALES: Record<string, StripeElementLocale> = {
  en: 'en',
  ar: 'ar',
  'zh-hans': 'zh',
  vi: 'vi',
};

/**
 * The brand tokens (libs/ui tokens.css) as Stripe's Appearance: its frames cannot read our CSS
 * variables, so their current values are handed over.
 */
function brandAppearance(): Appearance {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: token('--color-accent', '#7a4b2a'),
      colorBackground: token('--color-surface', '#ffffff'),
      colorText: token('--color-ink', '#1f1a17'),
      colorDanger: token('--color-error', '#a3261b'),
      borderRadius: token('--radius', '6px'),
      fontFamily: 'Jost, system-ui, sans-serif',
    },
  };
}

/**
 * Card payment through Stripe's Payment Element, in its own chunk (loaded only on payment pages
 * and only when the server configured Stripe.js): the card is typed into Stripe's frame and never
 * reaches our server. "Finalize payments on the server": the element is made for the amount and
 * currency shown (`mode: 'payment'`), Pay turns what was typed into a ConfirmationToken, and the
 * page posts only that token to the pay route; a 3-D Secure answer is finished with
 * `stripe.handleNextAction` (the `nextAction` handed to `onPay`). The client secret it needs
 * stays in memory: never stored, logged or put in a URL.
 */
export default function StripePaymentForm({
  stripe: config,
  amount,
  amountMinor,
  currency,
  paying,
  error,
  onPay,
}: PaymentFormProps & { stripe: StripeConfig }) {
  const { language } = useLocale();
  const { t } = useTranslation();
  const locale = STRIPE_LOCALES[language] ?? 'auto';
  const [loadFailed, setLoadFailed] = useState(false);
  const stripePromise = useMemo(
    () =>
      loadStripe(config.jsUrl, config.publishableKey, { locale }).catch(() => {
        setLoadFailed(true);
        return null;
      }),
    [config.jsUrl, config.publishableKey, locale],
  );
  const appearance = useMemo(brandAppearance, []);
  if (loadFailed) {
    return (
      <Alert kind="error" title={t('checkout.card.declinedTitle')}>
        {t('checkout.card.loadFailed')}
      </Alert>
    );
  }
  return (
    // A new language makes a new Stripe (Stripe.js takes its locale when made): key on it.
    <Elements
      key={locale}
      stripe={stripePromise}
      options={{
        mode: 'payment',
        amount: amountMinor,
        currency: currency.toLowerCase(),
        locale,
        appearance,
      }}
    >
      <PaymentElementForm amount={amount} paying={paying} error={error} onPay={onPay} />
    </Elements>
  );
}

function PaymentElementForm({
  amount,
  paying,
  error,
  onPay,
}: Pick<PaymentFormProps, 'amount' | 'paying' | 'error' | 'onPay'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const shown = ownError ?? error;
  const alert = useRef<HTMLDivElement>(null);
  // A decline or Stripe's refusal takes focus, as in the built-in form.
  useEffect(() => {
    if (shown && alert.current) alert.current.focus();
  }, [shown]);
  const busy = paying || preparing;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !stripe || !elements) return;
    setOwnError(null);
    setPreparing(true);
    try {
      // Stripe checks the fields first and shows its own messages under them.
      const checked = await elements.submit();
      if (checked.error) {
        if (checked.error.type !== 'validation_error') setOwnError(checked.error.message ?? null);
        return;
      }
      const made = await stripe.createConfirmationToken({ elements });
      if (made.error) {
        setOwnError(made.error.message ?? t('checkout.card.loadFailed'));
        return;
      }
      onPay({ token: made.confirmationToken.id }, nextActionWith(stripe));
    } finally {
      setPreparing(false);
    }
  }

  return (
    <form
      className="checkout-card-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('checkout.card.form')}
      aria-busy={busy}
    >
      {shown ? (
        <div ref={alert} tabIndex={-1} className="checkout-card-form__error">
          <Alert kind="error" title={t('checkout.card.declinedTitle')}>
            {shown}
          </Alert>
        </div>
      ) : null}
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={() => setOwnError(t('checkout.card.loadFailed'))}
      />
      <Button type="submit" disabled={busy || !ready} className="checkout-card-form__pay">
        {t('checkout.card.pay', { amount })}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {!ready ? t('checkout.card.loading') : busy ? t('checkout.card.paying') : ''}
      </span>
    </form>
  );
}

/** 3-D Secure and other next actions, in Stripe's own frame; answers Stripe's sentence on failure. */
function nextActionWith(stripe: Stripe) {
  return async (clientSecret: string): Promise<string | null> => {
    const result = await stripe.handleNextAction({ clientSecret });
    return result.error ? (result.error.message ?? null) : null;
  };
}
