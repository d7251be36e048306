import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services/services-context';
import { CheckoutCardForm } from '../checkout-card-form/checkout-card-form';
import { NO_NEXT_ACTION } from '../../app/checkout/next-action';
import type { PaymentFormProps } from './payment-form-props';

// Its own chunk with @stripe/react-stripe-js: only payment pages of a shop with Stripe load it.
const StripePaymentForm = lazy(() => import('../stripe-payment/stripe-payment-form'));

/**
 * The card form of every payment page (checkout, pay, workshop booking; gift cards pay on the pay
 * page): Stripe's Payment Element when the server configured Stripe.js (`config.stripe`, with
 * STRIPE_PUBLISHABLE_KEY), else the built-in card form of the offline test provider, as before.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { config } = useServices();
  const { t } = useTranslation();
  // The page config is only lightly checked (app-config): a key of another shape never reaches Stripe.js.
  const stripe =
    config.stripe && /^pk_(test|live)_\w+$/.test(config.stripe.publishableKey) ? config.stripe : null;
  if (!stripe) {
    const { onPay, ...rest } = props;
    return <CheckoutCardForm {...rest} onPay={(card) => onPay(card, NO_NEXT_ACTION)} />;
  }
  return (
    <Suspense
      fallback={
        <p className="checkout-card-form" role="status">
          {t('checkout.card.loading')}
        </p>
      }
    >
      <StripePaymentForm {...props} stripe={stripe} />
    </Suspense>
  );
}
