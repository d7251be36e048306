// The scenarios of `npm run bench`: seeded ids found through the API itself (as a shopper would),
// autocannon runs for single requests, server-rendered store pages, and timed sequential runs of
// the whole order flow.
/* global fetch -- Node's built-in fetch (Node ≥ 20); the lint config lists no Node globals for .mjs. */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import {
  ceilingBeside,
  firstProductLink,
  isServerRendered,
  rowFromAutocannon,
  rowFromFlows,
  rowFromSlices,
  servedFromPageCache,
  sliceRate,
  uncachedPath,
} from './stats.mjs';

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
  const offers = [];
  for (const summary of page.results.slice(0, 8)) {
    const product = await call(baseUrl, 'GET', `/api/products/get/?type=${summary.type}&id=${summary.id}`);
    for (const variant of product.variants ?? []) offers.push({ product, variant });
  }
  offers.sort((a, b) => b.variant.stock - a.variant.stock);
  const best = offers[0];
  if (!best || best.variant.stock < 1) throw new Error('no listed variant has stock');
  const rules = await call(baseUrl, 'GET', '/api/shipping-rules/');
  const standard = rules.find((r) => r.method === 'standard') ?? rules[0];
  const item = { product_id: best.product.id, variant_id: best.variant.id, quantity: 1 };
  const cart = await call(baseUrl, 'POST', '/api/carts/', {});
  await call(baseUrl, 'POST', `/api/carts/${cart.id}/items/`, item);
  // Add to cart spreads its adds over the best-stocked variants (a cart holds as many units of a
  // variant as its stock allows, whoever else has it in a cart).
  const addItems = offers
    .slice(0, ADD_TO_CART_VARIANTS)
    .filter((o) => o.variant.stock > 1)
    .map((o) => ({
      product_id: o.product.id,
      variant_id: o.variant.id,
      quantity: 1,
      stock: o.variant.stock,
    }));
  return {
    product: best.product,
    variant: best.variant,
    item,
    addItems,
    shippingRuleId: standard.id,
    cartId: cart.id,
  };
}

/**
 * A browser's navigation to a store page, minus compression: no `Accept-Encoding`, so the server
 * sends the HTML as is and every answer's body can be checked for the server render (autocannon
 * hands a compressed body over as text it cannot be read back from). What compression adds is not
 * measured here (Brotli at quality 5: about 0.5 ms of server CPU per page on the 2-core machine
 * of docs/bench-html-pages.md, the same whatever renders the page). No locale headers: a page
 * takes its country and language from its path.
 */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-SG,en;q=0.9',
};

/** The market the page scenarios visit, with its language in the path (`/sg/en/...`). */
export const PAGE_LOCALE = { country: 'sg', language: 'en' };

/** One page as the scenarios request it, checked: a 200 with a server-rendered HTML page. */
async function fetchPage(url) {
  const res = await fetch(url, { headers: { ...PAGE_HEADERS, 'accept-encoding': 'identity' } });
  const html = await res.text();
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}: ${html.slice(0, 200)}`);
  if (!type.startsWith('text/html')) throw new Error(`GET ${url} → ${type}, not HTML`);
  if (!isServerRendered(html))
    throw new Error(
      `GET ${url} → a page without the server render (no state block): is the store's SSR build there (apps/store/dist/server)?`,
    );
  return html;
}

/**
 * The three server-rendered pages of the page scenarios, found as a shopper finds them: the home
 * page, the perfume listing, and the first product the listing links to on a `/product/` page (the
 * store's detail route). Each is requested once and must be a server-rendered 200.
 */
export async function findPages(baseUrl) {
  const { country, language } = PAGE_LOCALE;
  const home = `/${country}/${language}/`;
  const listing = `/${country}/${language}/all-perfumes`;
  const listingHtml = await fetchPage(`${baseUrl}${listing}`);
  const link = firstProductLink(listingHtml, country);
  if (!link) throw new Error(`${listing} links to no product page (/${country}/product/...)`);
  const product = `/${country}/${language}/${link}`;
  await fetchPage(`${baseUrl}${product}`);
  await fetchPage(`${baseUrl}${home}`);
  return [
    { page: 'product', path: product },
    { page: 'listing', path: listing },
    { page: 'home', path: home },
  ];
}

/** Page requests of this run so far: every page URL requested is unique within the run. */
let pageRequests = 0;

/** The path one request of a page scenario asks for: unique when uncached, the page's own when cached. */
const pagePath = (path, cache) => (cache === 'cached' ? path : uncachedPath(path, pageRequests++));

/** Sequential page requests (URLs like the scenario's), each checked, before a page run. */
export async function warmUpPage(baseUrl, path, count, cache = 'uncached') {
  for (let i = 0; i < count; i++) await fetchPage(`${baseUrl}${pagePath(path, cache)}`);
}

/**
 * One page, `uncached` or `cached`. Uncached: every request's URL is made unique (`uncachedPath`),
 * so no URL-keyed cache can answer it: each is a render (the API answers the render reads from its
 * own in-process cache of catalogue answers, as it does for shoppers; the server's page cache looks
 * the page up and keeps it, and never finds it again). Cached: the same URL every time, as
 * shoppers ask for a page, answered from the server's page cache (apps/api/src/web/page-cache.ts)
 * once the first request has rendered it; the answers it rendered instead are counted
 * (`notFromCache`, not errors). Every 200 is checked for the server render; one that is not (the
 * client-only page the server falls back to) counts as an error of the row (`notRendered`).
 */
export async function loadPageScenario({
  name,
  page,
  baseUrl,
  path,
  connections,
  duration,
  cache = 'uncached',
}) {
  let notRendered = 0;
  let notFromCache = 0;
  const result = await runAutocannon({
    url: baseUrl,
    connections,
    duration,
    headers: { ...PAGE_HEADERS },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: pagePath(path, cache) }),
        onResponse: (status, body, _context, headers) => {
          if (status === 200 && !isServerRendered(body)) notRendered++;
          if (cache === 'cached' && !servedFromPageCache(headers)) notFromCache++;
        },
      },
    ],
  });
  return {
    ...rowFromAutocannon(name, 'page', result, {
      notRendered,
      ...(cache === 'cached' ? { notFromCache } : {}),
    }),
    page,
    cache,
    path,
  };
}

/** How many variants add to cart spreads over, and at most how many units of each one cart takes. */
const ADD_TO_CART_VARIANTS = 4;
const UNITS_PER_LINE = 20;

/**
 * Sequential requests first, so the run measures a warm server (JIT, pool, caches), not its
 * start. Returns the last answer's ETag (null without one), for the revisit runs.
 */
export async function warmUp(url, count) {
  let etag = null;
  for (let i = 0; i < count; i++) {
    const res = await fetch(url, { headers: MARKET_HEADERS });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
    etag = res.headers.get('etag');
  }
  return etag;
}

/** New empty carts for the add-to-cart run, created a few at a time. */
export async function emptyCarts(baseUrl, count) {
  const ids = [];
  const inFlight = 8;
  for (let i = 0; i < count; i += inFlight) {
    const batch = Array.from({ length: Math.min(inFlight, count - i) }, () =>
      call(baseUrl, 'POST', '/api/carts/', {}),
    );
    for (const cart of await Promise.all(batch)) ids.push(cart.id);
  }
  return ids;
}

/**
 * Carts enough for `expectedRequests` adds: each cart takes up to UNITS_PER_LINE units (less
 * when stock is lower) of each of the variants, one line per variant.
 */
export function cartsNeeded(expectedRequests, addItems) {
  // Variants are taken in turn, so the variant with the least stock sets how far a cart goes.
  const perLine = Math.min(UNITS_PER_LINE, ...addItems.map((item) => item.stock - 1));
  return Math.max(1, Math.ceil(expectedRequests / Math.max(1, addItems.length * perLine)));
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
  headers = {},
  expectStatus,
}) {
  const result = await runAutocannon({
    url,
    connections,
    duration,
    overallRate,
    maxOverallRequests,
    method,
    // Copies: autocannon writes content-length into the headers object it is given.
    headers: { ...(body === undefined ? MARKET_HEADERS : JSON_HEADERS), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    requests,
  });
  return rowFromAutocannon(name, kind, result, { expectStatus });
}

/** One slice of a run made in turns: autocannon's result before aggregation. */
export function runSlice({ url, connections, duration, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { ...MARKET_HEADERS, ...headers }, skipAggregateResult: true },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * A read scenario taken in turns with the ceiling, C S C S … S C (`slices` scenario slices of
 * `sliceSeconds` each, a ceiling slice before, between and after them), so that the machine's
 * changes of speed fall on both alike: the row is the scenario's slices taken together (exact
 * percentiles), with `ceilingPerSecond` from the ceiling slices beside each (`ceilingBeside`).
 * Returns the row and the ceiling's slices (for the ceiling's own row).
 */
export async function inTurnsWithCeiling({
  name,
  kind,
  url,
  headers,
  expectStatus,
  ceilingUrl,
  connections,
  slices,
  sliceSeconds,
}) {
  const ceiling = { url: ceilingUrl, connections, duration: sliceSeconds };
  const scenario = { url, connections, duration: sliceSeconds, headers };
  const ceilingSlices = [await runSlice(ceiling)];
  const scenarioSlices = [];
  for (let i = 0; i < slices; i++) {
    scenarioSlices.push(await runSlice(scenario));
    ceilingSlices.push(await runSlice(ceiling));
  }
  const row = slicesRow(name, kind, url, connections, scenarioSlices, { expectStatus });
  row.ceilingPerSecond = ceilingBeside(ceilingSlices.map(sliceRate));
  return { row, ceilingSlices };
}

/** The ceiling's row from all its slices (see `inTurnsWithCeiling`). */
export function ceilingRow(name, ceilingUrl, connections, ceilingSlices) {
  return slicesRow(name, 'ceiling', ceilingUrl, connections, ceilingSlices);
}

/** A row of slices of one URL: their latency histograms merged by autocannon, their totals summed. */
function slicesRow(name, kind, url, connections, slices, options) {
  return rowFromSlices(name, kind, autocannon.aggregateResult(slices, { url, connections }), slices, options);
}

/**
 * Add to cart spread over a pool of carts: request n goes to cart n mod N (consecutive requests
 * hit different carts, so they do not queue on one cart's row lock) with the variants taken in
 * turn, so every cart grows to a few lines of at most UNITS_PER_LINE units, like a shopper's.
 */
export function addToCartRequests(cartIds, addItems) {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest(request) {
        const n = next++;
        const cartId = cartIds[n % cartIds.length];
        const round = Math.floor(n / cartIds.length);
        const { product_id, variant_id, quantity } = addItems[round % addItems.length];
        return {
          ...request,
          path: `/api/carts/${cartId}/items/`,
          headers: { ...JSON_HEADERS },
          body: JSON.stringify({ product_id, variant_id, quantity }),
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
