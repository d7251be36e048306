import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The key the fake accepts (and the tests configure). */
export const FAKE_STRIPE_KEY = 'sk_test_fakeStripeKeyForTests0123456789';

/** One request the fake received, as Stripe would see it. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body (`metadata[order_id]` stays one key, as sent). */
  form: URLSearchParams;
}

export interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  payment_method: string;
  last_payment_error: null | Record<string, unknown>;
  next_action: null | Record<string, unknown>;
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  livemode: false;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

/**
 * What the fake does with a PaymentMethod, after Stripe's test PaymentMethods
 * (https://docs.stripe.com/testing): `pm_card_visa` succeeds, the `chargeDeclined` ones are
 * declined (402 card_error), `pm_card_threeDSecure2Required` waits for 3-D Secure
 * (`requires_action`) until the test calls `complete`.
 */
const DECLINES: Record<string, { decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

export interface FakeStripe {
  /** `http://127.0.0.1:{port}`: the STRIPE_API_BASE to give the SDK. */
  url: string;
  requests: FakeStripeRequest[];
  /** Requests the fake refused because they were not what Stripe accepts (should stay empty). */
  problems: string[];
  intents: Map<string, Intent>;
  /** Refunds made, by refund id. */
  refunds: Map<string, Refund>;
  /** From now on refunds of this intent are refused (as Stripe does, e.g. a disputed charge). */
  refuseRefunds(intentId: string): void;
  /**
   * Ends 3-D Secure of a `requires_action` intent: the card was authenticated (succeeded, or
   * processing at the bank), or authentication failed.
   */
  complete(intentId: string, outcome: 'succeeded' | 'processing' | 'failed'): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

/**
 * Test helper: a local `node:http` server that plays the part of Stripe's PaymentIntents API
 * (create-and-confirm, retrieve, list, cancel) and Refunds API (create) for the Stripe provider's tests. It checks what Stripe
 * checks (secret key, form encoding, idempotency key on POSTs), records every request, and
 * answers an idempotent replay with the first answer, as Stripe does.
 */
export async function startFakeStripe(
  options: {
    /**
     * Called when a PaymentIntent was created, before the answer goes back: the crash-safety test
     * kills the API server here, between the charge and the server's own write.
     */
    onIntentCreated?: (intent: Intent) => void;
  } = {},
): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const problems: string[] = [];
  const intents = new Map<string, Intent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const refunds = new Map<string, Refund>();
  const refusedRefunds = new Set<string>();

  const refuse = (response: ServerResponse, status: number, message: string) => {
    problems.push(message);
    send(response, status, { error: { type: 'invalid_request_error', message } });
  };

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = new URLSearchParams(text);
      const record: FakeStripeRequest = {
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        form,
      };
      requests.push(record);

      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
        return refuse(response, 401, `bad Authorization header: ${request.headers.authorization}`);
      }

      if (record.method === 'POST' && record.path === '/v1/payment_intents') {
        if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
          return refuse(response, 400, `not form-encoded: ${request.headers['content-type']}`);
        }
        const key = request.headers['idempotency-key'];
        if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
          return refuse(response, 400, 'POST without an Idempotency-Key');
        }
        const replay = replies.get(key);
        if (replay) return send(response, replay.status, replay.body);
        const reply = createIntent(form);
        replies.set(key, reply);
        const created = (reply.body as { id?: string; error?: { payment_intent?: Intent } }) ?? {};
        const intent = intents.get(created.id ?? created.error?.payment_intent?.id ?? '');
        if (intent) options.onIntentCreated?.(intent);
        return send(response, reply.status, reply.body);
      }

      if (record.method === 'POST' && record.path === '/v1/refunds') {
        const key = request.headers['idempotency-key'];
        if (typeof key !== 'string' || key.length === 0)
          return refuse(response, 400, 'refund without an Idempotency-Key');
        const replay = replies.get(key);
        if (replay) return send(response, replay.status, replay.body);
        const reply = createRefund(form);
        // Like Stripe, an error answer is not kept for replays of a key that failed validation.
        if (reply.status === 200) replies.set(key, reply);
        return send(response, reply.status, reply.body);
      }

      if (record.method === 'GET' && record.path === '/v1/payment_intents') {
        return send(response, 200, listIntents(url.searchParams));
      }

      const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/cancel)?$/.exec(record.path);
      const intent = match ? intents.get(match[1]!) : undefined;
      if (match && !intent) {
        return send(response, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      }
      if (record.method === 'GET' && intent && !match![2]) return send(response, 200, intent);
      if (record.method === 'POST' && intent && match![2]) {
        if (!request.headers['idempotency-key'])
          return refuse(response, 400, 'cancel without an Idempotency-Key');
        if (
          !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)
        ) {
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          });
        }
        intent.status = 'canceled';
        intent.next_action = null;
        intent.cancellation_reason = form.get('cancellation_reason');
        return send(response, 200, intent);
      }
      return refuse(response, 404, `unexpected request ${record.method} ${record.path}`);
    })().catch((error: unknown) => {
      problems.push(String(error));
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  /** `GET /v1/payment_intents` with `created[gte]`, `limit` and `starting_after`, newest first. */
  function listIntents(query: URLSearchParams) {
    const since = Number(query.get('created[gte]') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? 10), 100);
    const all = [...intents.values()].filter((i) => i.created >= since).reverse();
    const after = query.get('starting_after');
    const start = after ? all.findIndex((i) => i.id === after) + 1 : 0;
    const data = all.slice(start, start + limit);
    return { object: 'list', url: '/v1/payment_intents', has_more: start + limit < all.length, data };
  }

  /** `POST /v1/refunds` with `payment_intent` (and an optional partial `amount`). */
  function createRefund(form: URLSearchParams): { status: number; body: unknown } {
    const intentId = form.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    const error = (code: string, message: string) => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code, message } },
    });
    if (!intent) return error('resource_missing', `No such payment_intent: '${intentId}'`);
    if (intent.status !== 'succeeded') {
      return error('charge_not_refundable', `This PaymentIntent has no successful charge to refund.`);
    }
    if (refusedRefunds.has(intentId)) {
      return error('charge_disputed', 'This charge is disputed and cannot be refunded.');
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - refunded;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > intent.amount - refunded) {
      return error('charge_already_refunded', `Refund amount ${form.get('amount')} exceeds what is left.`);
    }
    const refund: Refund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function createIntent(form: URLSearchParams): { status: number; body: unknown } {
    const amount = Number(form.get('amount'));
    const currency = form.get('currency') ?? '';
    const paymentMethod = form.get('payment_method') ?? '';
    if (!Number.isSafeInteger(amount) || amount <= 0 || !/^[a-z]{3}$/.test(currency)) {
      problems.push(`bad amount or currency: ${form.get('amount')} ${currency}`);
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'Invalid amount or currency' } },
      };
    }
    // Stripe's minimum charge in two-decimal currencies is about 0.50.
    if (!['vnd', 'krw', 'jpy'].includes(currency) && amount < 50) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_small',
            param: 'amount',
            message: `Amount must be at least 0.50 ${currency}`,
          },
        },
      };
    }
    if (form.get('confirm') !== 'true') problems.push('PaymentIntent not confirmed at creation');
    if (form.has('card[number]') || [...form.keys()].some((k) => k.includes('number'))) {
      problems.push('a card number was sent to Stripe');
    }
    const known = paymentMethod === 'pm_card_visa' || paymentMethod === 'pm_card_threeDSecure2Required';
    if (!known && !DECLINES[paymentMethod]) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_method',
            message: `No such PaymentMethod: '${paymentMethod}'`,
          },
        },
      };
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const intent: Intent = {
      id: `pi_${randomBytes(12).toString('hex')}`,
      object: 'payment_intent',
      amount,
      currency,
      status: 'succeeded',
      metadata,
      payment_method: paymentMethod,
      last_payment_error: null,
      next_action: null,
      cancellation_reason: null,
      client_secret: `secret_${randomBytes(8).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(intent.id, intent);
    if (paymentMethod === 'pm_card_threeDSecure2Required') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
      return { status: 200, body: intent };
    }
    const decline = DECLINES[paymentMethod];
    if (decline) {
      const error = { type: 'card_error', code: 'card_declined', ...decline };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      return { status: 402, body: { error: { ...error, payment_intent: intent } } };
    }
    return { status: 200, body: intent };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    problems,
    intents,
    refunds,
    refuseRefunds(intentId) {
      refusedRefunds.add(intentId);
    },
    complete(intentId, outcome) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.next_action = null;
      if (outcome !== 'failed') {
        intent.status = outcome;
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        };
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
