import type { PaymentRequest } from '@atelier/api/schema';
import type { NextAction } from '../../app/checkout/next-action';

export interface PaymentFormProps {
  /** The formatted amount for the button: "Pay S$42.00". */
  amount: string;
  /** The same amount in minor units, and its currency: what Stripe's Payment Element shows. */
  amountMinor: number;
  currency: string;
  /** True while a payment is under way: the button is disabled (no second charge). */
  paying: boolean;
  /** The provider's or our own sentence about the last attempt (shown as an alert). */
  error: string | null;
  /** The body for the pay route (card details or a token) and how to finish a 3-D Secure answer. */
  onPay(payment: PaymentRequest, nextAction: NextAction): void;
}
