import type { Payment, PaymentRequest } from '@atelier/api/schema';
import type { ChargeRequest } from './provider';
import type { PaymentRow } from './queries';

/** The contract's Payment of a stored attempt (an order's or a booking's). */
export function paymentView(row: PaymentRow): Payment {
  return {
    id: row.id,
    order_id: row.orderId,
    booking_id: row.bookingId,
    status: row.status as Payment['status'],
    amount: row.amount,
    currency: row.currency as Payment['currency'],
    provider: row.provider as Payment['provider'],
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
  };
}

/** The provider's view of what the shopper paid with. */
export function methodOf(body: PaymentRequest): ChargeRequest['method'] {
  return 'token' in body
    ? { kind: 'token', token: body.token }
    : {
        kind: 'card',
        cardNumber: body.card_number,
        expMonth: body.exp_month,
        expYear: body.exp_year,
        cvc: body.cvc,
      };
}
