import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest } from './provider';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from '../../../test/support/fake-stripe';
import { StripePaymentProvider } from './stripe-provider';

describe('Stripe payment provider against a local fake of the Stripe API', () => {
  let fake: FakeStripe;
  let provider: StripePaymentProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = new StripePaymentProvider({ secretKey: FAKE_STRIPE_KEY, apiBase: fake.url, timeoutMs: 5000 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterEach(() => {
    expect(fake.problems).toEqual([]);
  });

  const charge = (overrides: Partial<ChargeRequest> = {}) =>
    provider.charge({
      amount: 1280,
      currency: 'SGD',
      reference: randomUUID(),
      method: { kind: 'token', token: 'pm_card_visa' },
      idempotencyKey: `attempt-${randomUUID()}`,
      ...overrides,
    });

  it('creates and confirms one PaymentIntent with the amount, currency, method, order id and key', async () => {
    const orderId = randomUUID();
    const result = await charge({ reference: orderId, idempotencyKey: 'order-1-attempt-1' });

    expect(result).toMatchObject({ status: 'succeeded', providerReference: expect.stringMatching(/^pi_/) });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent!.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
    expect(sent!.headers['idempotency-key']).toBe('order-1-attempt-1');
    expect(sent!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(sent!.form)).toMatchObject({
      amount: '1280',
      currency: 'sgd',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      'metadata[order_id]': orderId,
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    const intent = fake.intents.get((result as { providerReference: string }).providerReference);
    expect(intent).toMatchObject({ amount: 1280, currency: 'sgd', metadata: { order_id: orderId } });
  });

  it('sends zero-decimal VND as whole dong and two-decimal SGD in cents', async () => {
    await charge({ amount: 1_250_000, currency: 'VND' });
    await charge({ amount: 1280, currency: 'SGD' });
    await charge({ amount: 55_000, currency: 'KRW' });
    expect(fake.requests.map((r) => [r.form.get('amount'), r.form.get('currency')])).toEqual([
      ['1250000', 'vnd'],
      ['1280', 'sgd'],
      ['55000', 'krw'],
    ]);
  });

  it("reports a decline as failed with Stripe's code and message, keeping the intent id", async () => {
    const declined = await charge({ method: { kind: 'token', token: 'pm_card_chargeDeclined' } });
    expect(declined).toEqual({
      status: 'failed',
      failureCode: 'card_declined',
      failureMessage: 'Your card was declined.',
      providerReference: expect.stringMatching(/^pi_/),
    });
    const poor = await charge({
      method: { kind: 'token', token: 'pm_card_chargeDeclinedInsufficientFunds' },
    });
    expect(poor).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
      failureMessage: 'Your card has insufficient funds.',
    });
  });

  it('answers a repeated attempt (same idempotency key) with the first outcome, not a second charge', async () => {
    const key = `order-x-attempt-1-${randomUUID()}`;
    const first = await charge({ idempotencyKey: key });
    const again = await charge({ idempotencyKey: key });
    expect(again).toEqual(first);
    expect(fake.intents.size).toBeGreaterThan(0);
    const made = [...fake.intents.values()].filter(
      (i) => i.id === (first as { providerReference: string }).providerReference,
    );
    expect(made).toHaveLength(1);
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual([key, key]);
  });

  it('leaves a payment that needs 3-D Secure processing, then retrieves how it ended', async () => {
    const result = await charge({ method: { kind: 'token', token: 'pm_card_threeDSecure2Required' } });
    expect(result).toMatchObject({ status: 'processing', providerReference: expect.stringMatching(/^pi_/) });
    const id = (result as { providerReference: string }).providerReference;
    expect(result).toMatchObject({ clientSecret: fake.intents.get(id)!.client_secret });

    expect(await provider.retrieve(id)).toEqual({ status: 'processing' });
    fake.complete(id, 'succeeded');
    expect(await provider.retrieve(id)).toEqual({ status: 'succeeded' });
    expect(fake.requests.slice(1).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_intents/${id}`,
      `GET /v1/payment_intents/${id}`,
    ]);

    const other = await charge({ method: { kind: 'token', token: 'pm_card_threeDSecure2Required' } });
    const otherId = (other as { providerReference: string }).providerReference;
    fake.complete(otherId, 'failed');
    expect(await provider.retrieve(otherId)).toEqual({
      status: 'failed',
      failureCode: 'payment_intent_authentication_failure',
      failureMessage: 'We are unable to authenticate your payment method.',
    });
  });

  it('cancels an intent still waiting for 3-D Secure, and says how one that cannot be cancelled stands', async () => {
    const waiting = await charge({ method: { kind: 'token', token: 'pm_card_threeDSecure2Required' } });
    const id = (waiting as { providerReference: string }).providerReference;
    expect(await provider.cancel(id)).toEqual({
      status: 'failed',
      failureCode: 'payment_intent_canceled',
      failureMessage: 'The payment was cancelled.',
    });
    const cancel = fake.requests.find((r) => r.path === `/v1/payment_intents/${id}/cancel`);
    expect(cancel).toMatchObject({ method: 'POST' });
    expect(cancel!.form.get('cancellation_reason')).toBe('abandoned');
    expect(cancel!.headers['idempotency-key']).toBe(`cancel-${id}`);

    const paid = await charge();
    expect(await provider.cancel((paid as { providerReference: string }).providerReference)).toEqual({
      status: 'succeeded',
    });
    const busy = await charge({ method: { kind: 'token', token: 'pm_card_threeDSecure2Required' } });
    const busyId = (busy as { providerReference: string }).providerReference;
    fake.complete(busyId, 'processing');
    expect(await provider.cancel(busyId)).toEqual({ status: 'processing' });
  });

  it('refuses raw card numbers without calling Stripe, and unknown payment methods as invalid', async () => {
    const card = await charge({
      method: { kind: 'card', cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(card).toMatchObject({ status: 'invalid', field: 'body.card_number' });
    expect(fake.requests).toHaveLength(0);

    const unknown = await charge({ method: { kind: 'token', token: 'pm_does_not_exist' } });
    expect(unknown).toEqual({ status: 'invalid', field: 'body.token', reason: 'unknown payment method' });
  });

  it("reports an amount under Stripe's minimum as a failed payment with Stripe's message", async () => {
    expect(await charge({ amount: 20, currency: 'SGD' })).toEqual({
      status: 'failed',
      failureCode: 'amount_too_small',
      failureMessage: 'Amount must be at least 0.50 sgd',
      providerReference: null,
    });
  });

  it('refuses amounts Stripe would misread before sending anything', async () => {
    await expect(charge({ amount: 12.8 })).rejects.toThrow(RangeError);
    await expect(charge({ amount: 0 })).rejects.toThrow(RangeError);
    await expect(charge({ currency: 'KWD' })).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});
