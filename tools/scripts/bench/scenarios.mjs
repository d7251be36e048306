// The scenarios of `npm run bench`: seeded ids found through the API itself (as a shopper would),
// autocannon runs for single requests, and timed sequential runs of the whole order flow.
/* global fetch -- Node's built-in fetch (Node ≥ 20); the lint config lists no Node globals for .mjs. */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { rowFromAutocannon, rowFromFlows } from './stats.mjs';

const require = createRequire(new URL('../../package.json', import.meta.url));
const autocannon = require('autocannon');

/** Every request is a Singapore shopper reading English and paying in dollars. */
export const MARKET_HEADERS = { 'accept-country': 'sg', 'accept-language': 'en', 'accept-currency': 'sgd' };
const JSON_HEADERS = { ...MARKET_HEADERS, 'content-type': 'application/json' };
export const LISTING_QUERY = '/api/products/?collection=all-perfumes&page_size=24';
const GOOD_CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };

async function call(baseUrl, method, path, body, extraHeaders = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? MARKET_HEADERS : JSON_HEADERS), ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * The ids the scenarios need, found as a shopper finds them: a listed perfume, its variant with
 * the most stock (orders take stock), Singapore's standard delivery, and a cart holding one item.
 */
export async function prepare(baseUrl) {
  const page = await call(baseUrl, 'GET', LISTING_QUERY);
  if (!page.results.length) throw new Error('the listing is empty: is the database seeded?');
  let best = null;
  for (const summary of page.results.slice(0, 8)) {
    const product = await call(baseUrl, 'GET', `/api/products/get/?type=${summary.type}&id=${summary.id}`);
    for (const variant of product.variants ?? []) {
      if (!best || variant.stock > best.variant.stock) best = { product, variant };
    }
  }
  if (!best || best.variant.stock < 1) throw new Error('no listed variant has stock');
  const rules = await call(baseUrl, 'GET', '/api/shipping-rules/');
  const standard = rules.find((r) => r.method === 'standard') ?? rules[0];
  const item = { product_id: best.product.id, variant_id: best.variant.id, quantity: 1 };
  const cart = await call(baseUrl, 'POST', '/api/carts/', {});
  await call(baseUrl, 'POST', `/api/carts/${cart.id}/items/`, item);
  return { product: best.product, variant: best.variant, item, shippingRuleId: standard.id, cartId: cart.id };
}

/** Sequential requests to a new process first, so the run measures a warm server, not its JIT. */
export async function warmUp(url, count) {
  for (let i = 0; i < count; i++) {
    const res = await fetch(url, { headers: MARKET_HEADERS });
    await res.arrayBuffer();
  }
}

/** New empty carts for the add-to-cart run (adds to one line raise its quantity, capped at stock). */
export async function emptyCarts(baseUrl, count) {
  const ids = [];
  for (let i = 0; i < count; i++) ids.push((await call(baseUrl, 'POST', '/api/carts/', {})).id);
  return ids;
}

function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    // No progress bar: the table is the output.
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

/** One autocannon run as a table row. */
export async function loadScenario({
  name,
  kind,
  url,
  connections,
  duration,
  overallRate,
  maxOverallRequests,
  method = 'GET',
  body,
  requests,
}) {
  const result = await runAutocannon({
    url,
    connections,
    duration,
    overallRate,
    maxOverallRequests,
    method,
    // Copies: autocannon writes content-length into the headers object it is given.
    headers: { ...(body === undefined ? MARKET_HEADERS : JSON_HEADERS) },
    body: body === undefined ? undefined : JSON.stringify(body),
    requests,
  });
  return rowFromAutocannon(name, kind, result);
}

/** Add to cart spread over a pool of carts, one after another per connection. */
export function addToCartRequests(cartIds, item) {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest(request) {
        const cartId = cartIds[next++ % cartIds.length];
        return {
          ...request,
          path: `/api/carts/${cartId}/items/`,
          headers: { ...JSON_HEADERS },
          body: JSON.stringify(item),
        };
      },
    },
  ];
}

/**
 * The full order flow, one after another: create cart → add → place order (Idempotency-Key) →
 * pay with the test card. Timed per flow; a failed step counts one error and ends that flow.
 */
export async function orderFlows(baseUrl, prepared, iterations) {
  const durations = [];
  const statusCodes = {};
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    try {
      const cart = await call(baseUrl, 'POST', '/api/carts/', {});
      await call(baseUrl, 'POST', `/api/carts/${cart.id}/items/`, prepared.item);
      const order = await call(
        baseUrl,
        'POST',
        '/api/orders/',
        {
          cart_id: cart.id,
          email: 'bench@example.com',
          phone: '+65 9123 4567',
          shipping_rule_id: prepared.shippingRuleId,
          shipping_address: {
            first_name: 'Mei',
            last_name: 'Tan',
            line1: '1 Orchard Road',
            city: 'Singapore',
            postal_code: '238823',
            country: 'sg',
            phone: '+65 9123 4567',
          },
        },
        { 'idempotency-key': randomUUID() },
      );
      await call(baseUrl, 'POST', `/api/orders/${order.id}/pay/`, GOOD_CARD);
      durations.push(performance.now() - t0);
    } catch (error) {
      errors++;
      const status = /→ (\d{3})/.exec(String(error))?.[1] ?? 'error';
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      if (errors === 1) console.error(`order flow: ${error.message} ${error.cause ?? ''}`);
    }
  }
  return rowFromFlows(
    `order flow (${iterations}×)`,
    durations,
    performance.now() - started,
    errors,
    statusCodes,
  );
}
