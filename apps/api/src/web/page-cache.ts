import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Database } from '../db/database';
import { databaseVersion, VersionReads } from '../http/freshness';
import { sendHtml } from './compressed-html';

/**
 * The server-rendered pages in memory (issue 20, point 6): a render costs 10-20 ms of CPU, a
 * stored page a lookup. Correct where it is used:
 *
 * - **Only pages that are the same for every shopper.** A render reads the URL, the site's
 *   config and public API answers, never the shopper's cookies, token or storage (the store's
 *   entry-server renders with memory storage: no cart, no member). The key is the page's origin
 *   and its URL with the query. Never looked up nor stored (`bypass`): `/` and paths that are not
 *   a page of a country we sell in (client-only), drafts and anything with a preview token, a
 *   shopper's own pages (`privateSegments`: the pages whose manifests say `private`: cart,
 *   checkout, pay, workshop booking, account, log-in).
 *   Stored only: a full server render with status 200 (not the client-only fallback, not a 404),
 *   whose every API call (`RenderWatch`) was a GET of a shared catalogue read (SHARED_READS)
 *   without credentials that answered 2xx, and a reply that sets no cookie.
 * - **Every change on the next request, in every process.** Each page request reads the
 *   catalogue version (db/catalogue-version.ts: a sum the database's own triggers raise in the
 *   commit of every change to the catalogue, prices, stock, CMS pages, workshops, ... whoever
 *   makes it) and only serves a page stored under that version. A new version empties this cache
 *   and the API's response cache (so the next render does not read catalogue answers this
 *   process kept from before) — the same emptying a catalogue-changing write route does — and the
 *   response cache's clear empties this one. A read of the version started after a request
 *   arrived sees every change committed before it, so one read in flight serves every request
 *   that arrived before it was sent (`VersionReads`): one query per round trip, not per page.
 * - **Bounded.** At most `maxEntries` pages and `maxBytes` (HTML and its compressed copies),
 *   least recently used first out; a page is kept `ttlMs` at most (what the clock changes without
 *   a write: a workshop slot starting, a promotion ending).
 *
 * Every page answer says what happened in `x-page-cache`: `hit` (from memory), `miss` (rendered
 * now and stored for the next request), `bypass` (rendered now, never stored: see above). Turned
 * off with `PAGE_CACHE=off` (no header then).
 */

export interface PageCacheOptions {
  /** Pages kept (default 5,000). */
  maxEntries?: number;
  /** Bytes kept over all pages, compressed copies included (default 64 MB). */
  maxBytes?: number;
  /** How long a page is served without a new version (default 10 s, the API's response cache's). */
  ttlMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
  /**
   * First path segments of a shopper's own pages (page-heads.ts `privateSegments`, from the
   * manifests): a path with one is never looked up nor stored.
   */
  privateSegments?: readonly string[];
}

export const PAGE_CACHE_HEADER = 'x-page-cache';
export type PageCacheState = 'hit' | 'miss' | 'bypass';

const DEFAULT_MAX_ENTRIES = 5_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_TTL_MS = 10_000;
/** A page bigger than this is not kept (a store page is 15-40 KB). */
const MAX_PAGE_BYTES = 1024 * 1024;
/** Longer URLs are not kept (nothing a shopper follows is this long). */
const MAX_URL_LENGTH = 2_048;
/** Memory of an entry besides its bytes (key, object, map slot), for the byte bound. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The API reads a cached page may be made of: shared catalogue answers, the same for every
 * shopper of a market (the locale headers the render sends follow from the URL). Anything else a
 * render calls — a cart, an order, a quiz outcome, a draft, a gift card's balance, a member's data
 * — makes its page one shopper's: answered, never stored. A new shared read a page starts to use
 * only costs that page its caching until it is listed here.
 */
export const SHARED_READS: readonly RegExp[] = [
  /^\/api\/products\/(?:get\/|bottle-images\/)?$/,
  /^\/api\/items\/[^/]+\/related-items\/$/,
  /^\/api\/tags\/$/,
  /^\/api\/countries\/$/,
  /^\/api\/exchange-rates\/$/,
  /^\/api\/cms\/pages\/$/,
  /^\/api\/cms\/collections\/[^/]+\/$/,
  /^\/api\/questions\/$/,
  /^\/api\/answers\/$/,
  /^\/api\/workshops\/(?:studio\/|services\/|services\/[^/]+\/slots\/)$/,
  /^\/api\/promo-rules\/modify\/$/,
  /^\/api\/shipping-rules\/$/,
  /^\/api\/partners\/[^/]+\/$/,
  /^\/api\/gift-cards\/$/,
];

/** Request headers that belong to one shopper (or an editor); a render's API call must carry none. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'x-preview-token'];

/** What the page route answers for one request (serve-apps.ts). */
export interface PageAnswer {
  status: number;
  html: string;
  /** The store's or the business area's server render is in it (not the client-only page). */
  rendered: boolean;
}

/**
 * Watches the API calls of one render (wraps its `fetch`): whether everything it read was shared
 * catalogue data, read without credentials and answered 2xx.
 */
export class RenderWatch {
  /** Why the page is one shopper's, or could not be kept; null while it may be stored. */
  problem: string | null = null;

  wrap(fetch: (call: Request) => Promise<Response>): (call: Request) => Promise<Response> {
    return async (call) => {
      this.check(call);
      const response = await fetch(call);
      if (response.status < 200 || response.status > 299) {
        this.problem ??= `${call.method} ${new URL(call.url).pathname} answered ${response.status}`;
      }
      return response;
    };
  }

  private check(call: Request): void {
    const path = new URL(call.url).pathname;
    if (call.method !== 'GET' && call.method !== 'HEAD') this.problem ??= `${call.method} ${path}`;
    else if (!SHARED_READS.some((read) => read.test(path))) this.problem ??= `not a shared read: ${path}`;
    else if (CREDENTIAL_HEADERS.some((name) => call.headers.has(name)))
      this.problem ??= `credentials: ${path}`;
  }
}

/**
 * Why a request is never looked up nor stored; null when it may be. From the request alone:
 * what the browser renders itself, drafts and previews, a shopper's own pages. The path is
 * compared decoded and in lower case, as the apps' routers match it.
 */
export function bypassReason(
  request: FastifyRequest,
  pathname: string,
  privateSegments: ReadonlySet<string>,
): string | null {
  if (request.url.length > MAX_URL_LENGTH) return 'long URL';
  if (pathname === '/') return 'client-only page';
  if (request.headers['x-preview-token'] !== undefined) return 'preview token';
  const query = request.url.indexOf('?');
  if (query >= 0) {
    const raw = request.url.slice(query + 1);
    if (/preview/i.test(raw)) return 'preview token';
    try {
      for (const name of new URLSearchParams(raw).keys()) if (/preview/i.test(name)) return 'preview token';
    } catch {
      return 'unreadable query';
    }
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return 'unreadable path';
  }
  for (const segment of decoded.split('/')) {
    if (segment === 'draft') return 'draft';
    if (privateSegments.has(segment)) return "a shopper's own page";
  }
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
  key: string;
  version: number;
  expiresAt: number;
  html: Buffer;
  /** Compressed copies, made on the first request that accepts them (as sendHtml does). */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  bytes: number;
}

interface Flight {
  version: number;
  epoch: number;
  page: Promise<Entry | null>;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private bytes = 0;
  /** The newest version seen; pages of older ones are gone. */
  private version = -1;
  /** Raised whenever the pages are dropped: a render that overlapped it is not stored. */
  private epoch = 0;
  private readonly newVersionListeners: (() => void)[] = [];
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly privateSegments: ReadonlySet<string>;

  constructor(
    private readonly versions: { read(): Promise<number> },
    private readonly log: FastifyBaseLogger,
    options: PageCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
    this.privateSegments = new Set(options.privateSegments ?? []);
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /** Drops every page (a write may have changed any of them). */
  clear(): void {
    this.entries.clear();
    this.flights.clear();
    this.bytes = 0;
    this.epoch++;
  }

  /** Runs `listener` when a request finds a newer catalogue version (after the pages are dropped). */
  onNewVersion(listener: () => void): void {
    this.newVersionListeners.push(listener);
  }

  /**
   * Answers one page request: from memory when it may, else through `answer` (once for requests
   * of one page arriving while it renders), storing what qualifies.
   */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { pathname: string; key: string },
    answer: (watch: RenderWatch | null) => Promise<PageAnswer>,
  ): Promise<FastifyReply> {
    const reason = bypassReason(request, page.pathname, this.privateSegments);
    let version: number | null = null;
    if (reason === null) {
      try {
        version = await this.versions.read();
      } catch (error) {
        // Without the version nothing can be known fresh: render, as without the cache.
        this.log.warn({ err: error }, 'page cache: catalogue version unreadable, rendering');
      }
    }
    if (version === null) {
      const plain = await answer(null);
      reply.header(PAGE_CACHE_HEADER, 'bypass');
      return sendHtml(request, reply, plain.status, plain.html);
    }
    this.observe(version);

    const key = page.key;
    const stored = this.fresh(key, version);
    if (stored) return this.send(request, reply, stored, 'hit');
    const flight = this.flights.get(key);
    if (flight && flight.version === version && flight.epoch === this.epoch) {
      const shared = await flight.page;
      if (shared) return this.send(request, reply, shared, 'hit');
    }

    const epoch = this.epoch;
    let settle: (entry: Entry | null) => void = () => undefined;
    const own: Flight = { version, epoch, page: new Promise((resolve) => (settle = resolve)) };
    this.flights.set(key, own);
    let entry: Entry | null = null;
    try {
      const watch = new RenderWatch();
      const result = await answer(watch);
      if (
        result.rendered &&
        result.status === 200 &&
        watch.problem === null &&
        !reply.hasHeader('set-cookie') &&
        version === this.version &&
        epoch === this.epoch
      ) {
        entry = this.store(key, version, result.html);
      }
      if (entry) return await this.send(request, reply, entry, 'miss');
      reply.header(PAGE_CACHE_HEADER, 'bypass');
      return await sendHtml(request, reply, result.status, result.html);
    } finally {
      settle(entry);
      if (this.flights.get(key) === own) this.flights.delete(key);
    }
  }

  /**
   * A version newer than any seen (the first one too: what the API's response cache kept before it
   * may predate it): drop the pages made before it, and tell the listeners.
   */
  private observe(version: number): void {
    if (version <= this.version) return;
    this.version = version;
    this.clear();
    for (const listener of this.newVersionListeners) listener();
  }

  private fresh(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version < version || entry.expiresAt <= this.now()) {
      this.remove(entry);
      return undefined;
    }
    // Most recently used last: eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private store(key: string, version: number, html: string): Entry | null {
    const body = Buffer.from(html, 'utf8');
    const bytes = body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (body.length > MAX_PAGE_BYTES || bytes > this.maxBytes) return null;
    const entry: Entry = { key, version, expiresAt: this.now() + this.ttlMs, html: body, bytes };
    const old = this.entries.get(key);
    if (old) this.remove(old);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict(entry);
    return entry;
  }

  private remove(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }

  /** Least recently used out until both bounds hold (never `keep`, the page being sent). */
  private evict(keep: Entry): void {
    for (const entry of this.entries.values()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
      if (entry !== keep) this.remove(entry);
    }
  }

  private encoded(entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const existing = entry[encoding];
    if (existing) return existing;
    const made =
      encoding === 'br'
        ? brotli(entry.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipAsync(entry.html);
    entry[encoding] = made;
    made.then(
      (buffer) => {
        // Counted only while the page is still kept.
        if (this.entries.get(entry.key) !== entry) return;
        entry.bytes += buffer.length;
        this.bytes += buffer.length;
        this.evict(entry);
      },
      () => {
        entry[encoding] = undefined;
      },
    );
    return made;
  }

  /** The stored page, as sendHtml (compressed-html.ts) sends a rendered one. */
  private async send(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    state: PageCacheState,
  ): Promise<FastifyReply> {
    reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header(PAGE_CACHE_HEADER, state)
      .type('text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      return reply.header('content-encoding', 'br').send(await this.encoded(entry, 'br'));
    }
    if (/\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(await this.encoded(entry, 'gzip'));
    }
    return reply.send(entry.html);
  }
}

/**
 * The app's page cache: the catalogue version through the app's freshness rule (http/freshness.ts:
 * a newer version empties the response cache, whose clear empties this one), or `readVersion`
 * (tests), batched by VersionReads; emptied with the API's response cache (the same signals:
 * every catalogue-changing write route of this process).
 */
export function createPageCache(
  app: FastifyInstance,
  db: Database,
  options: PageCacheOptions = {},
  readVersion?: () => Promise<number>,
): PageCache {
  const versions =
    readVersion === undefined && app.hasDecorator('freshness')
      ? { read: () => app.freshness.current() }
      : new VersionReads(readVersion ?? databaseVersion(() => db));
  const cache = new PageCache(versions, app.log, options);
  if (app.hasDecorator('responseCache')) {
    app.responseCache.onClear(() => cache.clear());
    cache.onNewVersion(() => app.responseCache.clear());
  }
  return cache;
}
