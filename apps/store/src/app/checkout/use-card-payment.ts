import type { Payment, PaymentRequest } from '@atelier/api/schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../components/cart/cart-failures';
import { NO_NEXT_ACTION, type NextAction } from './next-action';
import { declineMessage, paymentFailureMessage } from './decline-message';

export interface CardPaymentOptions {
  /** Sends the card or token (`POST /api/orders/{id}/pay/` or `/api/bookings/{id}/pay/`). */
  send(payment: PaymentRequest): Promise<Payment>;
  /** After a successful charge, before `onSettled` (analytics). */
  onSucceeded?(): void;
  /**
   * Reads what was paid again: after any answer but a decline, and after a 409 (paid meanwhile in
   * another tab, cancelled, or a hold that ended: the fresh read shows which).
   */
  onSettled(): Promise<unknown>;
  /**
   * What to say of a 409 the fresh read cannot show (the booking's guest code no longer applies:
   * it stays payable-looking), or null to let the read speak.
   */
  conflictMessage?(failure: ReturnType<typeof failureOf>): string | null;
}

/**
 * Paying an order or a booking by card from a page: one attempt at a time (a double click sends
 * one request), the decline's reason to show under the form and any other failure, both in the
 * page's language (decline-message.ts). A `processing` answer with a client secret (Stripe's 3-D
 * Secure) is finished with the form's `nextAction` before the page reads the payment again; the
 * bank's refusal is shown as a decline.
 */
export function useCardPayment({ send, onSucceeded, onSettled, conflictMessage }: CardPaymentOptions) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function pay(body: PaymentRequest, nextAction: NextAction = NO_NEXT_ACTION) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setError(null);
    try {
      const payment = await send(body);
      if (payment.status === 'failed') {
        setError(declineMessage(t, payment));
        return;
      }
      if (payment.status === 'succeeded') onSucceeded?.();
      if (payment.status === 'processing' && payment.client_secret) {
        const refused = await nextAction(payment.client_secret);
        if (refused) setError(refused);
      }
      // Read again: after 3-D Secure the read settles it (verify) and shows paid or payable.
      await onSettled();
    } catch (caught) {
      const failure = failureOf(caught);
      if (failure.status === 409) {
        await onSettled();
        const message = conflictMessage?.(failure) ?? null;
        if (message) setError(message);
      } else setError(paymentFailureMessage(t, failure));
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  }

  return { paying, error, pay };
}
