import type { Order } from '@atelier/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../../test/support/databases';
import { checkoutCalls } from '../../../test/support/checkout-calls';
import { FAKE_STRIPE_PUBLISHABLE_KEY } from '../../../test/support/fake-stripe';
import { registerMember } from '../../../test/support/members';
import { useStripeTestServer } from '../../../test/support/stripe-test-server';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

interface ErrorBody {
  errors?: { field: string; reason: string }[];
}

const SLUG = 'kaya-toast-candle';
const LA = 3; // S$68 a place, every day

/**
 * The store's Payment Element flow ("finalize payments on the server"), as the browser and the
 * API see it over real HTTP: Stripe.js turns the card into a ConfirmationToken at Stripe (the
 * local fake), the store posts only that token to the pay route, the server creates and confirms
 * the PaymentIntent with it; 3-D Secure answers `processing` with the client secret for
 * `handleNextAction`, and `POST /api/verify/` (or reading the booking) settles it.
 */
describe.each(databases())('paying with a Payment Element ConfirmationToken on %s', (target) => {
  const stripeServer = useStripeTestServer(target);
  const { server } = stripeServer;
  const shop = checkoutCalls(server);
  const workshops = workshopCalls(server);

  beforeAll(async () => {
    await shop.setStock(shop.product(SLUG).variant(0).id, 1000);
    await applySeededOpeningDays(server.db);
  });

  /** What Stripe.js does with the Payment Element's card: `POST /v1/confirmation_tokens`. */
  async function confirmationToken(cardNumber: string): Promise<string> {
    const form = new URLSearchParams({
      key: FAKE_STRIPE_PUBLISHABLE_KEY,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
    });
    const res = await fetch(`${stripeServer.fake.url}/v1/confirmation_tokens`, {
      method: 'POST',
      body: form,
    });
    expect(res.status).toBe(200);
    const token = (await res.json()) as { id: string };
    expect(token.id).toMatch(/^ctoken_/);
    return token.id;
  }

  /** The shopper's answer on the issuer's challenge page (in Stripe's frame). */
  const challenge = (intentId: string, outcome: 'complete' | 'fail') =>
    fetch(`${stripeServer.fake.url}/stand-in/3ds/${intentId}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome }),
    });

  const verify = (orderId: string) =>
    shop.call<Order>('POST', '/api/verify/', '/api/verify/', { body: { order_id: orderId } });

  const intentOf = async (orderId: string) => {
    const [row] = await shop.paymentsOf(orderId);
    return stripeServer.fake.intents.get(row!.providerReference!)!;
  };

  it('pays an order with the token: the intent is confirmed with it, never with a card number', async () => {
    const order = await shop.orderOf(SLUG);
    const token = await confirmationToken('4242424242424242');

    const res = await shop.pay(order.id, { token });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'succeeded', provider: 'stripe', amount: order.total });
    expect(res.body).not.toHaveProperty('client_secret');
    expect((await shop.readOrder(order.id)).body.status).toBe('paid');
    const created = stripeServer.fake.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.form.get('metadata[order_id]') === order.id,
    );
    expect(created).toHaveLength(1);
    expect(created[0]!.form.get('confirmation_token')).toBe(token);
    expect(created[0]!.form.has('payment_method')).toBe(false);
    expect((await intentOf(order.id)).payment_method).toBe('pm_card_visa');
  });

  it('records a decline of 4000 0000 0000 0002, and a new token then pays the same order', async () => {
    const order = await shop.orderOf(SLUG);

    const declined = await shop.pay(order.id, { token: await confirmationToken('4000000000000002') });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
    expect((await shop.readOrder(order.id)).body.status).toBe('payment_failed');

    const paid = await shop.pay(order.id, { token: await confirmationToken('4242424242424242') });
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect((await shop.readOrder(order.id)).body.status).toBe('paid');
  });

  it('refuses a token Stripe does not know or that was used already (400 on body.token), recording nothing', async () => {
    const order = await shop.orderOf(SLUG);
    const unknown = await shop.pay(order.id, { token: 'ctoken_doesNotExist123' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as unknown as ErrorBody).errors).toEqual([
      { field: 'body.token', reason: 'unknown or already used confirmation token' },
    ]);

    const token = await confirmationToken('4242424242424242');
    const other = await shop.orderOf(SLUG);
    expect((await shop.pay(other.id, { token })).body).toMatchObject({ status: 'succeeded' });
    const reused = await shop.pay(order.id, { token });
    expect(reused.status).toBe(400);
    expect(await shop.paymentsOf(order.id)).toEqual([]);
    expect((await shop.readOrder(order.id)).body.status).toBe('pending_payment');
  });

  it('answers 3-D Secure (4000 0027 6000 3184) with the client secret; after the challenge verify pays the order', async () => {
    const order = await shop.orderOf(SLUG);

    const res = await shop.pay(order.id, { token: await confirmationToken('4000002760003184') });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'processing', provider: 'stripe' });
    const intent = await intentOf(order.id);
    expect(intent.status).toBe('requires_action');
    expect(res.body.client_secret).toBe(intent.client_secret);
    expect((await verify(order.id)).body.status).toBe('pending_payment');

    expect((await challenge(intent.id, 'complete')).status).toBe(200);
    const settled = await verify(order.id);
    expect(settled.body).toMatchObject({ status: 'paid' });
    expect(settled.body.paid_at).not.toBeNull();
  });

  it('leaves the order payable when the challenge fails, and a card without 3-D Secure pays it', async () => {
    const order = await shop.orderOf(SLUG);
    await shop.pay(order.id, { token: await confirmationToken('4000002760003184') });
    await challenge((await intentOf(order.id)).id, 'fail');

    expect((await verify(order.id)).body.status).toBe('payment_failed');
    const [row] = await shop.paymentsOf(order.id);
    expect(row).toMatchObject({ status: 'failed', failureCode: 'payment_intent_authentication_failure' });

    const paid = await shop.pay(order.id, { token: await confirmationToken('4242424242424242') });
    expect(paid.body).toMatchObject({ status: 'succeeded' });
  });

  it('pays a workshop booking with a token through 3-D Secure: confirmed once read after the challenge', async () => {
    const login = await registerMember(server.url);
    const booked = await workshops.book(bookingBody(LA, slotStart(openDay(LA, 24), 2), 1), {
      token: login.token,
    });
    expect(booked.status).toBe(201);
    const booking = booked.body;

    const res = await workshops.call('POST', '/api/bookings/{id}/pay/', `/api/bookings/${booking.id}/pay/`, {
      token: login.token,
      body: { token: await confirmationToken('4000002760003184') },
    });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const payment = res.body as { status: string; client_secret?: string; amount: number };
    expect(payment).toMatchObject({ status: 'processing', amount: booking.amount });
    const intent = [...stripeServer.fake.intents.values()].find((i) => i.metadata.booking_id === booking.id)!;
    expect(payment.client_secret).toBe(intent.client_secret);

    await challenge(intent.id, 'complete');
    const read = await workshops.get(booking.id, { token: login.token });
    expect(read.body).toMatchObject({ status: 'confirmed' });
    expect(read.body.paid_at).not.toBeNull();
  });
});
