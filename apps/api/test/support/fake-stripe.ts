import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The key the fake accepts (and the tests configure). */
export const FAKE_STRIPE_KEY = 'sk_test_fakeStripeKeyForTests0123456789';
/** The publishable key the browser's calls carry (`key=`, as Stripe.js sends it). */
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fakeStripeKeyForTests0123456789';
/** Where the fake serves the Stripe.js stand-in given to `startFakeStripe({ stripeJs })`. */
export const STAND_IN_SCRIPT_PATH = '/stand-in/stripe.js';

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

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  /** Stripe's refund states: `pending` until the bank has paid it back. */
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  /** Set by Stripe when a refund fails (`expired_or_canceled_card`, `lost_or_stolen_card`, ...). */
  failure_reason: string | null;
  created: number;
}

/** A ConfirmationToken the browser made (`POST /v1/confirmation_tokens`), usable once. */
export interface ConfirmationToken {
  id: string;
  /** The test PaymentMethod its card number stands for (Stripe's test cards, below). */
  paymentMethod: string;
  last4: string;
  used: boolean;
}

/**
 * Stripe's test card numbers (https://docs.stripe.com/testing) and the test PaymentMethod each
 * behaves as: 4242… succeeds, …0002 is declined, …9995 has insufficient funds, 4000 0027 6000 3184
 * asks for 3-D Secure. Declines happen at confirmation, as at Stripe, not when the token is made.
 */
const TEST_CARD_NUMBERS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000002760003184': 'pm_card_threeDSecure2Required',
};

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
  /** ConfirmationTokens the browser made, by id. */
  confirmationTokens: Map<string, ConfirmationToken>;
  /** `url` + STAND_IN_SCRIPT_PATH: STRIPE_JS_URL for the stand-in (when `stripeJs` was given). */
  stripeJsUrl: string;
  /** From now on refunds of this intent are refused (as Stripe does, e.g. a disputed charge). */
  refuseRefunds(intentId: string): void;
  /** From now on refunds of this intent are created `pending` (the bank pays them back later). */
  holdRefunds(intentId: string): void;
  /**
   * The bank's answer to a pending refund, as Stripe then reports it: `succeeded`, or `failed`
   * with a `failure_reason` (the card expired, ...). Answers the refund as Stripe now shows it.
   */
  settleRefund(
    refundId: string,
    outcome: 'succeeded' | 'failed' | 'canceled',
    failureReason?: string,
  ): Refund;
  /**
   * Called with each new refund before Stripe's answer goes back (a test delivers the refund's
   * webhook here, so the event overtakes the answer).
   */
  beforeRefundAnswer: ((refund: Refund) => void) | null;
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

/** The issuer's test challenge, as Stripe's test 3-D Secure page offers it: complete or fail. */
function challengePage(intentId: string): string {
  const button = (outcome: string, label: string) =>
    `<form method="post" action="/stand-in/3ds/${intentId}"><input type="hidden" name="outcome" value="${outcome}"><button>${label}</button></form>`;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>3D Secure test</title>
<body style="font-family:sans-serif;padding:1rem"><h1>3D Secure 2 test page</h1>
${button('complete', 'Complete authentication')}${button('fail', 'Fail authentication')}</body></html>`;
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
    /**
     * The built Stripe.js stand-in (a plain script setting `window.Stripe`), served at
     * STAND_IN_SCRIPT_PATH with the browser's side of the API: ConfirmationTokens from test card
     * numbers, PaymentIntents read by client secret, and a 3-D Secure challenge page.
     */
    stripeJs?: string;
  } = {},
): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const problems: string[] = [];
  const intents = new Map<string, Intent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const refunds = new Map<string, Refund>();
  const refusedRefunds = new Set<string>();
  const heldRefunds = new Set<string>();
  const confirmationTokens = new Map<string, ConfirmationToken>();

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

      if (url.pathname.startsWith('/stand-in/') || isBrowserCall(record, url)) {
        return browserSide(record, url, response);
      }

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
        if (reply.status === 200) {
          replies.set(key, reply);
          fake.beforeRefundAnswer?.(reply.body as Refund);
        }
        return send(response, reply.status, reply.body);
      }

      const refundMatch = /^\/v1\/refunds\/([A-Za-z0-9_]+)$/.exec(record.path);
      if (record.method === 'GET' && refundMatch) {
        const refund = refunds.get(refundMatch[1]!);
        if (refund) return send(response, 200, refund);
        return send(response, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such refund' },
        });
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
      .filter((r) => r.payment_intent === intentId && (r.status === 'pending' || r.status === 'succeeded'))
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
      status: heldRefunds.has(intentId) ? 'pending' : 'succeeded',
      failure_reason: null,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    // A copy: the answer shows the refund as it was then, not as it is settled later.
    return { status: 200, body: { ...refund } };
  }

  function createIntent(form: URLSearchParams): { status: number; body: unknown } {
    const amount = Number(form.get('amount'));
    const currency = form.get('currency') ?? '';
    const tokenId = form.get('confirmation_token');
    const token = tokenId ? confirmationTokens.get(tokenId) : undefined;
    if (tokenId && (!token || token.used)) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: token ? 'confirmation_token_already_used' : 'resource_missing',
            param: 'confirmation_token',
            message: token
              ? 'This ConfirmationToken has already been used.'
              : `No such confirmation_token: '${tokenId}'`,
          },
        },
      };
    }
    if (token) token.used = true;
    if (tokenId && form.has('payment_method')) problems.push('both confirmation_token and payment_method');
    const paymentMethod = token?.paymentMethod ?? form.get('payment_method') ?? '';
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
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status: 'succeeded',
      metadata,
      payment_method: paymentMethod,
      last_payment_error: null,
      next_action: null,
      cancellation_reason: null,
      // Stripe's shape: the intent's id, `_secret_`, random.
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(intent.id, intent);
    if (paymentMethod === 'pm_card_threeDSecure2Required') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
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

  /** Stripe.js's own calls: authenticated by the publishable key in `key`, not the secret key. */
  function isBrowserCall(record: FakeStripeRequest, url: URL): boolean {
    const key = record.method === 'GET' ? url.searchParams.get('key') : record.form.get('key');
    return key !== null && record.path.startsWith('/v1/');
  }

  /**
   * The part of Stripe the browser talks to (from any origin, as api.stripe.com allows): the
   * stand-in script, ConfirmationTokens, a PaymentIntent read with its client secret, and the
   * issuer's 3-D Secure challenge page (in Stripe's frame) with "Complete" and "Fail" buttons.
   */
  function browserSide(record: FakeStripeRequest, url: URL, response: ServerResponse): void {
    response.setHeader('access-control-allow-origin', '*');
    const key = record.method === 'GET' ? url.searchParams.get('key') : record.form.get('key');
    if (record.path.startsWith('/v1/') && key !== FAKE_STRIPE_PUBLISHABLE_KEY) {
      return refuse(response, 401, `bad publishable key: ${key}`);
    }
    if (record.method === 'GET' && record.path === STAND_IN_SCRIPT_PATH && options.stripeJs) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(options.stripeJs);
      return;
    }
    if (record.method === 'POST' && record.path === '/v1/confirmation_tokens') {
      const form = record.form;
      if (form.get('payment_method_data[type]') !== 'card') {
        return refuse(response, 400, 'confirmation token without payment_method_data[type]=card');
      }
      const number = (form.get('payment_method_data[card][number]') ?? '').replace(/\s/g, '');
      const paymentMethod = TEST_CARD_NUMBERS[number];
      if (!paymentMethod) {
        return send(response, 402, {
          error: {
            type: 'card_error',
            code: 'incorrect_number',
            param: 'number',
            message: 'Your card number is incorrect.',
          },
        });
      }
      const token: ConfirmationToken = {
        id: `ctoken_${randomBytes(12).toString('hex')}`,
        paymentMethod,
        last4: number.slice(-4),
        used: false,
      };
      confirmationTokens.set(token.id, token);
      return send(response, 200, {
        id: token.id,
        object: 'confirmation_token',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        payment_method_preview: { type: 'card', card: { brand: 'visa', last4: token.last4 } },
      });
    }
    const read = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(record.path);
    if (record.method === 'GET' && read) {
      const intent = intents.get(read[1]!);
      if (!intent || intent.client_secret !== url.searchParams.get('client_secret')) {
        return send(response, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      }
      return send(response, 200, intent);
    }
    const challenge = /^\/stand-in\/3ds\/(pi_[A-Za-z0-9]+)$/.exec(record.path);
    const challenged = challenge ? intents.get(challenge[1]!) : undefined;
    if (challenge && challenged && record.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(challengePage(challenged.id));
      return;
    }
    if (challenge && challenged && record.method === 'POST') {
      const outcome = record.form.get('outcome') === 'complete' ? 'succeeded' : 'failed';
      if (challenged.status === 'requires_action') completeIntent(challenged, outcome);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // The frame tells Stripe.js (its parent) that the challenge is over.
      response.end(
        `<!doctype html><p>Done</p><script>parent.postMessage({ standIn3ds: ${JSON.stringify(challenged.id)} }, '*')</script>`,
      );
      return;
    }
    return refuse(response, 404, `unexpected browser request ${record.method} ${record.path}`);
  }

  function completeIntent(intent: Intent, outcome: 'succeeded' | 'processing' | 'failed'): void {
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
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    requests,
    problems,
    intents,
    refunds,
    refuseRefunds(intentId) {
      refusedRefunds.add(intentId);
    },
    holdRefunds(intentId) {
      heldRefunds.add(intentId);
    },
    settleRefund(refundId, outcome, failureReason) {
      const refund = refunds.get(refundId);
      if (!refund || refund.status !== 'pending') throw new Error(`no pending refund ${refundId}`);
      refund.status = outcome;
      refund.failure_reason = outcome === 'succeeded' ? null : (failureReason ?? 'unknown');
      return { ...refund };
    },
    beforeRefundAnswer: null,
    confirmationTokens,
    stripeJsUrl: `http://127.0.0.1:${port}${STAND_IN_SCRIPT_PATH}`,
    complete(intentId, outcome) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      completeIntent(intent, outcome);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
