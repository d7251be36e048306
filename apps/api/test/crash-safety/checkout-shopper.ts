import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SeededRandom } from './seeded-random';
import type { ProviderName, ServerLives } from './server-lives';

/** What the shoppers buy and where they send it. */
export interface Assortment {
  /** Variants to add to carts, with their product. */
  variants: { productId: number; variantId: number }[];
  /** Singapore Standard delivery. */
  shippingRuleId: number;
}

/** What one shopper saw: the test compares it with the database afterwards. */
export interface Journal {
  /** Orders the server answered 201 for. */
  placed: string[];
  /** Orders the server told the shopper are paid (a succeeded payment, or 409 on a paid order). */
  paid: Set<string>;
  /** Requests that failed because the server died under them (then retried or given up). */
  interrupted: number;
  /** Payments left unfinished after a crash, as when the shopper closes the tab. */
  abandoned: number;
  declined: number;
  /** Any 5xx answer (there should be none), with the request. */
  serverErrors: string[];
  /** The request being sent now (for the report of a run that overruns): what, which try, since when. */
  current: { request: string; attempt: number; since: number } | null;
}

export function newJournal(): Journal {
  return {
    placed: [],
    paid: new Set(),
    interrupted: 0,
    abandoned: 0,
    declined: 0,
    serverErrors: [],
    current: null,
  };
}

const ADDRESS = {
  first_name: 'Mei',
  last_name: 'Tan',
  line1: '1 Orchard Road',
  city: 'Singapore',
  postal_code: '238823',
  country: 'sg',
  phone: '+65 9123 4567',
};

/**
 * Payment details a browser would send to the server in this process's configuration: Stripe
 * payment-method tokens with Stripe, the test provider's documented card numbers without.
 */
function paymentBody(provider: ProviderName, good: boolean): Record<string, unknown> {
  if (provider === 'stripe') return { token: good ? 'pm_card_visa' : 'pm_card_chargeDeclined' };
  return {
    card_number: good ? '4242424242424242' : '4000000000000002',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
  };
}

class GaveUp extends Error {}

/**
 * How long one request may go unanswered by a server that is up. A live server answers a
 * checkout request in milliseconds even on a loaded CI machine; a request still open after this
 * is a hang (a leaked connection, a lock never released), and failing it names the request
 * instead of letting the whole test run into its timeout.
 */
const REQUEST_DEADLINE_MS = 30_000;
/** How many times in a row one step may be told "try again" before the shopper reports a livelock. */
const MAX_RETRIES = 400;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface ShopperSettings {
  lives: ServerLives;
  random: SeededRandom;
  assortment: Assortment;
  journal: Journal;
  /** Member login (registered and logged in first) or a guest. */
  member: { email: string; password: string } | null;
  /** True once the test wants the shoppers to finish their current checkout and stop. */
  stopping(): boolean;
}

/**
 * One shopper in a loop of checkouts — new cart, add one or two items, create the order with an
 * Idempotency-Key, pay (sometimes declined first, then with a good card) — behaving after a crash
 * as a browser does: a request that died with the server is sent again, the same, once the
 * server answers again (the same Idempotency-Key for the order); a payment interrupted that way
 * is sometimes given up, as when the shopper closes the tab.
 */
export async function runShopper(settings: ShopperSettings): Promise<void> {
  const { lives, random, assortment, journal } = settings;
  let token: string | undefined;

  /** Sends one request until an answer comes back; `giveUp` may end it after an interruption. */
  async function send(
    method: string,
    path: string,
    body?: () => unknown,
    headers: Record<string, string> = {},
    giveUp: () => boolean = () => false,
  ): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      if (attempt > MAX_RETRIES)
        throw new Error(`${method} ${path}: still no answer after ${MAX_RETRIES} tries`);
      journal.current = { request: `${method} ${path}`, attempt, since: Date.now() };
      await lives.whenUp();
      const payload = body?.();
      const life = lives.count;
      const deadline = AbortSignal.timeout(REQUEST_DEADLINE_MS);
      let response: Response;
      try {
        response = await fetch(`${lives.baseUrl}${path}`, {
          method,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: payload === undefined ? undefined : JSON.stringify(payload),
          signal: deadline,
        });
      } catch (error) {
        if (deadline.aborted && lives.up && lives.count === life) {
          throw new Error(
            `${method} ${path}: no answer within ${REQUEST_DEADLINE_MS} ms from server process ${life}, which is still up`,
            { cause: error },
          );
        }
        journal.interrupted += 1;
        // A connection pooled from the previous process can fail once after the restart.
        if (lives.up) await sleep(20);
        if (giveUp()) throw new GaveUp();
        continue;
      }
      const text = await response.text().catch(() => null);
      if (text === null) {
        if (deadline.aborted && lives.up && lives.count === life) {
          throw new Error(
            `${method} ${path}: answer not finished within ${REQUEST_DEADLINE_MS} ms from server process ${life}`,
          );
        }
        // The process died while answering.
        journal.interrupted += 1;
        if (giveUp()) throw new GaveUp();
        continue;
      }
      if (response.status >= 500) journal.serverErrors.push(`${method} ${path} → ${response.status} ${text}`);
      if (response.status === 429) {
        await sleep(200);
        continue;
      }
      journal.current = null;
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    }
  }

  if (settings.member) {
    const { email, password } = settings.member;
    const registered = await send('POST', '/api/users/register/', () => ({
      email,
      password,
      first_name: 'Crash',
      last_name: 'Tester',
    }));
    if (registered.status !== 201 && registered.status !== 202) {
      throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
    }
    const login = await send('POST', '/api/token/', () => ({ email, password }));
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    token = String(login.body.token);
  }

  async function pay(orderId: string): Promise<void> {
    let good = !random.chance(0.25);
    // Decided once per payment: after a crash this shopper waits for the page or leaves.
    const leavesAfterCrash = random.chance(0.35);
    for (;;) {
      const res = await send(
        'POST',
        `/api/orders/${orderId}/pay/`,
        () => paymentBody(lives.provider, good),
        {},
        () => leavesAfterCrash,
      );
      if (res.status === 200 && res.body.status === 'succeeded') {
        journal.paid.add(orderId);
        return;
      }
      if (res.status === 200 && res.body.status === 'failed') {
        journal.declined += 1;
        good = true;
        continue;
      }
      if (res.status === 409) {
        // Paid by the attempt that was interrupted (or by the recovery sweep): the page says so.
        const read = await send('GET', `/api/orders/${orderId}/`);
        if (read.body.status === 'paid') journal.paid.add(orderId);
        return;
      }
      throw new Error(`payment answered ${res.status} ${JSON.stringify(res.body)}`);
    }
  }

  async function checkout(): Promise<void> {
    const cart = await send('POST', '/api/carts/');
    if (cart.status !== 201 && cart.status !== 200) throw new Error(`cart: ${cart.status}`);
    const cartId = String(cart.body.id);
    const lines = random.int(1, 2);
    for (let i = 0; i < lines; i++) {
      const { productId, variantId } = random.pick(assortment.variants);
      // Adding the same line twice after a crash only raises its quantity: harmless here.
      const added = await send('POST', `/api/carts/${cartId}/items/`, () => ({
        product_id: productId,
        variant_id: variantId,
        quantity: random.int(1, 3),
      }));
      if (added.status !== 201 && added.status !== 409) {
        throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`);
      }
    }
    const key = randomUUID();
    const orderBody = {
      cart_id: cartId,
      email: settings.member?.email ?? 'guest@example.com',
      phone: ADDRESS.phone,
      shipping_rule_id: assortment.shippingRuleId,
      shipping_address: ADDRESS,
    };
    for (let attempt = 1; ; attempt++) {
      if (attempt > MAX_RETRIES)
        throw new Error(`order of cart ${cartId}: still being processed after ${MAX_RETRIES} tries`);
      const placed = await send('POST', '/api/orders/', () => orderBody, { 'idempotency-key': key });
      if (placed.status === 201) {
        journal.placed.push(String(placed.body.id));
        await pay(String(placed.body.id));
        return;
      }
      // The first attempt with this key is still running (its request died, its transaction not yet).
      if (placed.status === 409 && /still being processed/.test(String(placed.body.message))) {
        await sleep(50);
        continue;
      }
      if (placed.status === 409 || placed.status === 422) {
        // Sold out meanwhile, or nothing in stock was added: start again with an empty cart.
        await send('POST', `/api/carts/${cartId}/clear/`);
        return;
      }
      throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
    }
  }

  while (!settings.stopping()) {
    try {
      await checkout();
    } catch (error) {
      if (!(error instanceof GaveUp)) throw error;
      journal.abandoned += 1;
    }
  }
}
