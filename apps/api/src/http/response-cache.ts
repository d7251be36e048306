import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { ContractOperation } from './contract';
import { CatalogueFreshness, catalogueVersionSource } from './freshness';

/**
 * HTTP caching of the catalogue (products, tags, countries, ...): answers that are the same for
 * every shopper of a market, whatever their cart or account.
 *
 * - Browsers and CDNs: a strong ETag (hash of the body), `If-None-Match` → 304 without a body,
 *   `Cache-Control: public` with a short freshness (the stock shown may lag by that much; adding
 *   to the cart and checkout always read the real stock), and `Vary` on the locale headers the
 *   operation takes, so a shared cache keeps one copy per language, country and currency.
 * - This process: the serialized answer per request (method, URL with its query, locale headers),
 *   as the bytes to send with its ETag, so a repeated read costs neither serialization nor
 *   hashing, and a revalidation (304) no body work at all; only the catalogue version is checked
 *   (http/freshness.ts: read, batched, on PostgreSQL; kept in memory on PGlite), so a change made
 *   anywhere (another API process on the same database, `npm run seed`, content imports, a
 *   background job) is served on the next request.
 *   A write of this process that may change the catalogue (any write outside
 *   CATALOGUE_NEUTRAL_WRITES, e.g. an order taking stock) also empties it before its answer
 *   leaves. The TTL only bounds memory and what no table holds (the clock moving a promo out of
 *   its dates).
 *
 * Everything else under /api/ answers `Cache-Control: private, no-store` (set for every /api/
 * request by `plugins/response-headers.ts`, replaced here for cached answers): carts, orders and
 * accounts are per shopper and must not be kept by a browser or a shared cache.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** How long this process serves a stored answer without recomputing it. */
export const DEFAULT_TTL_MS = 10_000;
/** Distinct requests kept (URLs with odd queries must not grow memory without end). */
const DEFAULT_MAX_ENTRIES = 1_000;
/** Bigger answers are not kept in memory. */
const MAX_BODY_BYTES = 512 * 1024;
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Writes known to leave every catalogue table alone (products, variants and their stock, prices,
 * images, tags, collections, bottle images, exchange rates, countries), by Fastify route URL
 * prefix. The cart is the busiest writer of a shop, so it must not empty the cache; stock is only
 * taken by `POST /api/orders/`, which is not listed. A new write route is catalogue-changing until
 * it is added here. A route listed here outside /api/carts/ must also write no cart: the clear is
 * what empties the get-cart answers (modules/carts/cart-answer-cache.ts) for writes elsewhere.
 */
export const CATALOGUE_NEUTRAL_WRITES: readonly string[] = [
  '/api/carts/',
  '/api/token/',
  '/api/verify/',
  '/api/users/',
  '/api/subcribers/',
  '/api/outcomes/',
  '/api/business/leads/',
  '/api/items/:id/notify-stock/',
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Entry {
  /** The JSON answer, encoded once (Fastify sends a Buffer as is and knows its length). */
  body: Buffer;
  etag: string;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

/** The in-process store of serialized catalogue answers (one per app). */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry | null>>();
  private generation = 0;
  private readonly clearListeners: (() => void)[] = [];
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The stored answer while it is fresh. */
  peek(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The stored answer, or the one `compute` makes (null: nothing to store, e.g. a 404). Requests
   * arriving while the same answer is being computed wait for it instead of repeating the
   * queries. An answer whose computation overlapped a `clear()` is served but not stored: it may
   * predate the write.
   */
  async answer(key: string, compute: () => Promise<string | null>): Promise<Entry | null> {
    const stored = this.peek(key);
    if (stored) return stored;
    const inFlight = this.pending.get(key);
    if (inFlight) {
      const shared = await inFlight.catch(() => null);
      if (shared) return shared;
    }
    const generation = this.generation;
    const work = (async () => {
      const body = await compute();
      if (body === null) return null;
      const bytes = Buffer.from(body, 'utf8');
      const entry = { body: bytes, etag: etagOf(bytes), expiresAt: Date.now() + this.ttlMs };
      if (generation === this.generation && bytes.length <= MAX_BODY_BYTES) this.store(key, entry);
      return entry;
    })();
    this.pending.set(key, work);
    try {
      return await work;
    } finally {
      if (this.pending.get(key) === work) this.pending.delete(key);
    }
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  /** Forgets every stored answer (a write may have changed any of them). */
  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.generation++;
    for (const listener of this.clearListeners) listener();
  }

  /**
   * Runs `listener` on every clear: other in-process caches of answers that show catalogue data
   * (get cart: modules/carts/cart-answer-cache.ts) are emptied by the same writes.
   */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }
}

/** Strong validator: the same bytes give the same ETag in every process and after a restart. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match matches with the weak comparison, `*` matches any answer. */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  // What a browser revisiting sends: the ETag it was given, as is.
  if (header === etag) return true;
  const value = Array.isArray(header) ? header.join(',') : header;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * The `Vary` of a cached answer: what the reply already varies on (the request hook's `Origin`)
 * followed by the operation's header parameters. `prebuilt` is that list after `Origin` alone, the
 * case of every request, so a hit does no string work.
 */
function varyOf(reply: FastifyReply, names: readonly string[], prebuilt: string): string {
  const current = reply.getHeader('vary');
  if (current === 'Origin') return prebuilt;
  const present = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  const lower = new Set(present.map((n) => n.toLowerCase()));
  return [...present, ...names.filter((n) => !lower.has(n.toLowerCase()))].join(', ');
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
    /** The freshness rule of every kept answer (http/freshness.ts). */
    freshness: CatalogueFreshness;
  }
}

/**
 * The app-wide part: the cache itself, emptied by catalogue-changing writes. The emptying is an
 * onSend hook of those write routes only (added as each route is declared), so reads and the
 * neutral writes pay nothing for it, and a write to an unknown URL (404) cannot empty it.
 */
export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions = {}): void {
  const cache = new ResponseCache(options);
  app.decorate('responseCache', cache);
  // The database is registered later; its source of the version is chosen once requests come.
  const freshness = new CatalogueFreshness(catalogueVersionSource(() => app.db));
  app.decorate('freshness', freshness);
  app.addHook('onClose', async () => freshness.close());
  // Its clear empties the other caches of answers too (their onClear listeners).
  freshness.onNewVersion(() => cache.clear());
  const clearOnWrite: onSendHookHandler = (_request, _reply, payload, done) => {
    cache.clear();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => SAFE_METHODS.has(method))) return;
    if (CATALOGUE_NEUTRAL_WRITES.some((prefix) => route.url.startsWith(prefix))) return;
    const existing = route.onSend;
    route.onSend = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), clearOnWrite];
  });
}

/** The key of one answer: what the contract lets vary it (URL with query, the header parameters). */
function keyOf(request: FastifyRequest, headerNames: readonly string[]): string {
  let key = `${request.url}`;
  for (const name of headerNames) {
    const value = request.headers[name];
    key += `\n${Array.isArray(value) ? value.join(',') : (value ?? '')}`;
  }
  return key;
}

/** The headers of one cacheable operation that do not depend on the answer, built once. */
interface OperationHeaders {
  names: readonly string[];
  /** `Origin, <names>`: the Vary of every answer whose request hook set `Vary: Origin`. */
  varyAfterOrigin: string;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry, headers: OperationHeaders) {
  reply.header('etag', entry.etag);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  const vary = varyOf(reply, headers.names, headers.varyAfterOrigin);
  if (vary) reply.header('vary', vary);
  if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.header('content-type', JSON_CONTENT_TYPE);
  return reply.send(entry.body);
}

/**
 * What `handle` returns once it has sent the answer itself. Not the reply: a reply is a thenable,
 * so an async function returning it resolves to `undefined` once the response has ended.
 */
export const ANSWERED: unique symbol = Symbol('answered');

export interface PublicCaching {
  /**
   * Answers from the store before validation and the handler run (a route preValidation hook, so
   * after authentication and the rate limit's onRequest hooks).
   */
  beforeValidation: preValidationHookHandler;
  /**
   * Runs the handler on a miss, stores and sends its answer (and returns ANSWERED); an answer it
   * does not store (not a 200) is returned as the handler gave it.
   */
  handle(request: FastifyRequest, reply: FastifyReply, run: () => Promise<unknown>): Promise<unknown>;
}

/**
 * Public caching of one contract operation. Only a 200 from the handler is stored; errors (400,
 * 404) go through the error handler as usual. A stored answer is only ever served for exactly the
 * request (URL and header parameters) that produced it, which passed validation then.
 */
export function publicCaching(app: FastifyInstance, operation: ContractOperation): PublicCaching {
  if (operation.method !== 'GET' || operation.auth !== 'none') {
    throw new Error(`${operation.operationId}: only public GET operations may be cached`);
  }
  const names = operation.parameters.filter((p) => p.in === 'header').map((p) => p.name);
  const headerKeys = names.map((name) => name.toLowerCase());
  const headers: OperationHeaders = { names, varyAfterOrigin: ['Origin', ...names].join(', ') };
  return {
    beforeValidation(request, reply, done) {
      app.freshness.current().then(
        () => {
          const entry = app.responseCache.peek(keyOf(request, headerKeys));
          // A hook that answers does not call done(): Fastify then runs neither validation nor
          // the handler.
          if (entry) void sendEntry(request, reply, entry, headers);
          else done();
        },
        (error: unknown) => {
          // Nothing kept can be known fresh: the handler answers (and the database tells).
          request.log.warn({ err: error }, 'catalogue version unreadable');
          app.responseCache.clear();
          done();
        },
      );
    },
    async handle(request, reply, run) {
      let own: { result: unknown } | null = null;
      const entry = await app.responseCache.answer(keyOf(request, headerKeys), async () => {
        const result = await run();
        own = { result };
        return result === undefined || reply.statusCode !== 200 ? null : JSON.stringify(result);
      });
      if (!entry) return (own as { result: unknown } | null)?.result;
      void sendEntry(request, reply, entry, headers);
      return ANSWERED;
    },
  };
}
