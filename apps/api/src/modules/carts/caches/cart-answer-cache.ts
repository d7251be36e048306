import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import { CATALOGUE_NEUTRAL_WRITES, DEFAULT_TTL_MS } from '../../../http/response-cache';
import { reportCacheOutcome } from '../../../plugins/metrics';
import type { SharedCartVersions } from './shared-cart-versions';

/**
 * Get cart (`GET /api/carts/{id}/`) from memory: the serialized answer per cart and per what the
 * answer depends on from the request (the viewer, who may or may not see the cart; the currency,
 * country and language it is priced and written in), so a repeated read costs neither the cart
 * statement nor pricing nor serialization. Without Redis a stored answer is sent from the route's
 * onRequest hook (`cartAnswerLookup`), before validation and the handler; with Redis from the
 * handler, once the shared versions are read.
 *
 * Exact for the cart's own writes: every write route under /api/carts/ drops the entries of the
 * cart in its path in an onSend hook, i.e. after its transaction committed and before its answer
 * leaves; a cart write route that is not known to write only that cart (transfer, which also
 * writes the member's cart, or any route added later) drops every cart. The hook is attached to
 * each route as it is declared (see `registerCartAnswerCache`), so a future cart writer cannot
 * forget it. Writes to carts outside /api/carts/ (an order closing its cart) are catalogue-changing
 * writes: they empty the response cache, whose `onClear` empties this one too. So do operator
 * edits of the shared data the answer shows (stock, prices, promo and shipping rules, rates).
 *
 * An answer computed while a write to the same cart (or a clear) happened is served but not
 * stored: it may have been read before the write committed.
 *
 * Across API processes: with `REDIS_URL` (which several processes need anyway for their rate
 * limits), every process's writes also bump the cart's shared version (or the epoch of all carts)
 * before answering, and a stored answer is served only under the versions it was computed under
 * (shared-cart-versions.ts): one Redis round trip per read instead of the database. Without Redis
 * a process only knows its own writes: run several API processes only with `REDIS_URL`.
 *
 * Catalogue changes made anywhere (another process, `npm run seed`, a direct SQL write, content
 * imports, a background job returning stock): before a kept answer is served the catalogue
 * version is read (http/freshness.ts, batched), and a newer one empties every kept answer. Only
 * the clock moving a promo out of its dates shows within the TTL.
 *
 * Answers keep `Cache-Control: private, no-store` (plugins/response-headers.ts): only this
 * process keeps them, never a browser or a shared cache.
 */

/** Off: get cart reads the database every time (the switch to fall back on). */
export const CART_ANSWER_CACHE_ENABLED = true;
/** How long a stored answer is served without a signal (the response cache's TTL). */
export const CART_ANSWER_TTL_MS = DEFAULT_TTL_MS;
/** Carts kept; the oldest stored goes first. */
const DEFAULT_MAX_CARTS = 10_000;
/** Bytes kept over all answers (a cart of many lines is tens of KB). */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** Answers kept per cart (viewer × currency × country × language; a shopper uses one or two). */
const MAX_VARIANTS_PER_CART = 8;
/** Cart ids whose last drop is remembered to refuse storing an overlapping read. */
const MAX_DROP_RECORDS = 10_000;
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

interface StoredAnswer {
  body: Buffer;
  expiresAt: number;
  /** The shared versions it was computed under ('' without Redis). */
  version: string;
}

export interface CartAnswerCacheOptions {
  ttlMs?: number;
  maxCarts?: number;
  maxBytes?: number;
  /** The clock (tests move it). */
  now?: () => number;
  /** Versions shared with the other API processes (Redis), when there may be others. */
  shared?: SharedCartVersions;
}

/**
 * What an answer depends on besides the cart: everything get cart takes from the request (the
 * viewer, and the currency, country and language headers it is priced and written in), as sent,
 * before validation fills in defaults. The same raw request always gets the same answer (or the
 * same 400), and only requests that passed validation store one.
 */
function answerVariantOf(request: FastifyRequest): string {
  const h = request.headers;
  return `${request.auth?.userId ?? ''}|${String(h['accept-currency'] ?? '')}|${String(h['accept-country'] ?? '')}|${String(h['accept-language'] ?? '')}`;
}

/** Each get-cart request's variant, taken in its onRequest hook (before validation's defaults). */
const variants = new WeakMap<FastifyRequest, string>();

export class CartAnswerCache {
  private readonly carts = new Map<string, Map<string, StoredAnswer>>();
  private bytes = 0;
  /** Counts drops and clears; a read remembers the value it started at. */
  private sequence = 0;
  private clearedAt = 0;
  /** Per cart, the sequence of its last drop (insertion order = drop order). */
  private readonly droppedAt = new Map<string, number>();
  /** The newest sequence among drop records forgotten for room. */
  private forgottenUpTo = 0;
  private readonly ttlMs: number;
  private readonly maxCarts: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  readonly shared: SharedCartVersions | undefined;

  constructor(options: CartAnswerCacheOptions = {}) {
    this.shared = options.shared;
    this.ttlMs = options.ttlMs ?? CART_ANSWER_TTL_MS;
    this.maxCarts = options.maxCarts ?? DEFAULT_MAX_CARTS;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.now = options.now ?? Date.now;
  }

  /** Carts with at least one stored answer. */
  get size(): number {
    return this.carts.size;
  }

  /** The stored answer while it is fresh and was computed under `version`. */
  get(cartId: string, variant: string, version = ''): Buffer | undefined {
    const answers = this.carts.get(cartId);
    const answer = answers?.get(variant);
    if (!answers || !answer) return undefined;
    if (answer.expiresAt > this.now() && answer.version === version) return answer.body;
    answers.delete(variant);
    this.bytes -= answer.body.length;
    if (answers.size === 0) this.carts.delete(cartId);
    return undefined;
  }

  /** Taken before reading the database; `store` refuses the answer if a write overlapped it. */
  ticket(): number {
    return this.sequence;
  }

  store(cartId: string, variant: string, ticket: number, body: Buffer, version = ''): void {
    if (!this.unwrittenSince(cartId, ticket) || body.length > this.maxBytes / 16) return;
    let answers = this.carts.get(cartId);
    if (answers) {
      // Re-inserted: the cart is now the youngest.
      this.carts.delete(cartId);
      const previous = answers.get(variant);
      if (previous) {
        answers.delete(variant);
        this.bytes -= previous.body.length;
      }
      if (answers.size >= MAX_VARIANTS_PER_CART) {
        const [oldest, old] = answers.entries().next().value!;
        answers.delete(oldest);
        this.bytes -= old.body.length;
      }
    } else {
      answers = new Map();
    }
    answers.set(variant, { body, expiresAt: this.now() + this.ttlMs, version });
    this.bytes += body.length;
    this.carts.set(cartId, answers);
    while (this.carts.size > this.maxCarts || this.bytes > this.maxBytes) {
      const oldest = this.carts.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
  }

  /** Nobody dropped this cart nor cleared everything since `ticket` was taken. */
  private unwrittenSince(cartId: string, ticket: number): boolean {
    if (this.clearedAt > ticket) return false;
    const dropped = this.droppedAt.get(cartId);
    // A forgotten record may have been this cart's: refuse when it could be newer than the read.
    return dropped === undefined ? this.forgottenUpTo <= ticket : dropped <= ticket;
  }

  private forget(cartId: string): void {
    const answers = this.carts.get(cartId);
    if (!answers) return;
    for (const answer of answers.values()) this.bytes -= answer.body.length;
    this.carts.delete(cartId);
  }

  /** A write to the cart: forgets its answers, and refuses those being computed. */
  drop(cartId: string): void {
    const sequence = ++this.sequence;
    this.forget(cartId);
    this.droppedAt.delete(cartId);
    this.droppedAt.set(cartId, sequence);
    if (this.droppedAt.size > MAX_DROP_RECORDS) {
      const [oldest, at] = this.droppedAt.entries().next().value!;
      this.droppedAt.delete(oldest);
      this.forgottenUpTo = at;
    }
  }

  /** A write that may change any cart's answer (shared data): forgets them all. */
  clear(): void {
    this.clearedAt = ++this.sequence;
    this.carts.clear();
    this.bytes = 0;
    // Every record is older than the clear, which already refuses what they would.
    this.droppedAt.clear();
    this.forgottenUpTo = 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    cartAnswers: CartAnswerCache;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cart write routes known to write the cart named in their path and no other, with the name of
 * that path parameter. A cart write route not listed here drops every cart.
 */
const SINGLE_CART_WRITES: ReadonlyMap<string, string> = new Map([
  ['PATCH /api/carts/:cartPk/', 'cartPk'],
  ['POST /api/carts/:id/clear/', 'id'],
  ['POST /api/carts/:cartPk/items/', 'cartPk'],
  ['PATCH /api/carts/:cartPk/items/:id/', 'cartPk'],
  ['DELETE /api/carts/:cartPk/items/:id/', 'cartPk'],
  ['POST /api/carts/:cartPk/precheckout/', 'cartPk'],
]);

/** Creating a cart writes no existing one (an unknown id's 404 is never stored). */
const NO_CART_WRITES: ReadonlySet<string> = new Set(['POST /api/carts/']);

/**
 * The app-wide part: the cache, emptied with the response cache, and the drop hooks of the write
 * routes. Must run before the routes are declared (it sees them as they are).
 */
export function registerCartAnswerCache(app: FastifyInstance, options: CartAnswerCacheOptions = {}): void {
  const cache = new CartAnswerCache(options);
  const shared = cache.shared;
  app.decorate('cartAnswers', cache);
  app.responseCache.onClear(() => cache.clear());
  shared?.onReset(() => cache.clear());
  // A shared version that could not be bumped leaves other processes' copies to their TTL.
  const bumped = (request: FastifyRequest, work: Promise<void>) =>
    work.catch((error: unknown) => request.log.warn({ err: error }, 'cart version not shared'));
  const clearAll = async (request: FastifyRequest) => {
    cache.clear();
    if (shared) await bumped(request, shared.bumpAll());
  };
  const dropAll: onSendHookHandler = async (request, _reply, payload) => {
    await clearAll(request);
    return payload;
  };
  const dropOne =
    (param: string): onSendHookHandler =>
    async (request, _reply, payload) => {
      const cartId = (request.params as Record<string, string | undefined>)[param];
      if (!cartId) {
        await clearAll(request);
      } else {
        cache.drop(cartId);
        if (shared) await bumped(request, shared.bump(cartId));
      }
      return payload;
    };
  // Catalogue-changing writes elsewhere: this process is emptied by the response cache's clear;
  // the other processes by the epoch.
  const bumpEpoch: onSendHookHandler = async (request, _reply, payload) => {
    if (shared) await bumped(request, shared.bumpAll());
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const method = methods.find((m) => !SAFE_METHODS.has(m));
    if (method === undefined) return;
    let hook: onSendHookHandler | null;
    if (route.url.startsWith('/api/carts/')) {
      const name = `${method} ${route.url}`;
      const param = methods.length === 1 ? SINGLE_CART_WRITES.get(name) : undefined;
      hook = NO_CART_WRITES.has(name) && methods.length === 1 ? null : param ? dropOne(param) : dropAll;
    } else {
      const neutral = CATALOGUE_NEUTRAL_WRITES.some((prefix) => route.url.startsWith(prefix));
      hook = shared && !neutral ? bumpEpoch : null;
    }
    if (!hook) return;
    const existing = route.onSend;
    route.onSend = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
  });
}

/**
 * Get cart's answer from the cache, or `compute`d and stored. The body is sent as the bytes
 * stored (Fastify sends a Buffer as is), with the content type JSON would have had. Errors (404,
 * 401, 403) are thrown by `compute` and never stored.
 */
export async function cachedCartAnswer<T>(
  app: FastifyInstance,
  fastifyRequest: FastifyRequest,
  reply: FastifyReply,
  cartId: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (!CART_ANSWER_CACHE_ENABLED) return compute();
  const cache = app.cartAnswers;
  // Computed unless answered here: the metrics count what this says, not whether the handler ran
  // (with Redis a kept answer is sent from inside it).
  const report = (outcome: 'hit' | 'miss') => reportCacheOutcome(fastifyRequest, 'cart_answer', outcome);
  let version = '';
  if (cache.shared) {
    try {
      // The catalogue version too (http/freshness.ts): a newer one empties every kept answer.
      [version] = await Promise.all([cache.shared.read(cartId), app.freshness.current()]);
    } catch (error) {
      // Redis down: the database answers, and nothing is stored that could not be checked.
      fastifyRequest.log.warn({ err: error }, 'cart or catalogue version not readable');
      report('miss');
      return compute();
    }
  }
  const variant = variants.get(fastifyRequest);
  // Not through the route's hook (cannot happen): nothing stored that could not be keyed.
  if (variant === undefined) {
    report('miss');
    return compute();
  }
  const stored = cache.get(cartId, variant, version);
  if (stored) {
    report('hit');
    return sendBytes(reply, stored);
  }
  report('miss');
  // Taken before the database is read: a write answering from now on refuses what it reads.
  const ticket = cache.ticket();
  const answer = await compute();
  const body = Buffer.from(JSON.stringify(answer), 'utf8');
  cache.store(cartId, variant, ticket, body, version);
  return sendBytes(reply, body);
}

/**
 * Get cart's onRequest hook (after authentication and the rate limit): takes the request's variant
 * and, without shared versions to check, answers a stored answer at once — before validation and
 * the handler, as the catalogue answers do (a stored answer was made for exactly this raw request,
 * which passed validation then).
 */
export function cartAnswerLookup(app: FastifyInstance): onRequestHookHandler {
  return function lookUpCartAnswer(request, reply, done) {
    const variant = answerVariantOf(request);
    variants.set(request, variant);
    const cache = app.cartAnswers;
    const cartId = (request.params as { cartPk?: string }).cartPk;
    if (!CART_ANSWER_CACHE_ENABLED || cache.shared || cartId === undefined) return done();
    // The catalogue version first (http/freshness.ts): a newer one empties every kept answer.
    app.freshness.current().then(
      () => {
        const stored = cache.get(cartId, variant);
        // A hook that answers does not call done(): Fastify runs neither validation nor handler.
        if (stored) {
          reportCacheOutcome(request, 'cart_answer', 'hit');
          void reply.header('content-type', JSON_CONTENT_TYPE).send(stored);
        } else done();
      },
      (error: unknown) => {
        request.log.warn({ err: error }, 'catalogue version unreadable');
        cache.clear();
        done();
      },
    );
  };
}

/** The handler's return value that Fastify sends as these bytes (typed as the contract's body). */
function sendBytes<T>(reply: FastifyReply, body: Buffer): T {
  reply.header('content-type', JSON_CONTENT_TYPE);
  return body as unknown as T;
}
