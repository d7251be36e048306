import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { repoRoot } from './package-root';
import { DEFAULT_COUNTRY } from './http/market';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Shortest accepted JWT_SECRET: 32 characters is 256 bits of base64 — the HS256 key size. */
export const MIN_JWT_SECRET_LENGTH = 32;
/** The contract's `X-Preview-Token` header is 16-512 characters. */
export const MIN_PREVIEW_TOKEN_LENGTH = 16;
export const MAX_PREVIEW_TOKEN_LENGTH = 512;
/** Shortest accepted PAYMENT_WEBHOOK_SECRET (Stripe's `whsec_...` keys are longer). */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;
/** Where business enquiries go when SALES_EMAIL is unset (a reserved test domain: nothing leaves). */
export const DEFAULT_SALES_EMAIL = 'sales@atelier.test';
/** `shop@example.com` or `Atelier Scents <shop@example.com>` (MAIL_FROM, SALES_EMAIL). */
const MAILBOX = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
/** Shortest accepted ORDER_HOLD_SECONDS / BOOKING_HOLD_SECONDS: below it nobody could type a card. */
export const MIN_HOLD_SECONDS = 5;
/** How long unpaid orders and bookings hold what they took when the variables are unset. */
export const DEFAULT_HOLD_SECONDS = 15 * 60;
/** Stripe secret (`sk_`) or restricted (`rk_`) API keys, test or live. */
const STRIPE_SECRET_KEY = /^(sk|rk)_(test|live)_[0-9A-Za-z]{1,240}$/;

/** The Stripe payment provider's settings. */
export interface StripeSettings {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_API_BASE: another API host (stripe-mock, a test server); null for api.stripe.com. */
  apiBase: string | null;
  /**
   * STRIPE_PUBLISHABLE_KEY (`pk_test_...`, `pk_live_...`): the browser's key for Stripe.js and
   * the Payment Element; null keeps the built-in card form (then only tokens can pay).
   */
  publishableKey?: string | null;
  /**
   * STRIPE_JS_URL: where the browser loads Stripe.js from, Stripe's own (STRIPE_JS_URL below)
   * unless a stand-in is named (the journeys' local one); the CSP allows its origin.
   */
  jsUrl?: string;
}

/**
 * Stripe's own Stripe.js address (Stripe asks that it be loaded from there, never bundled): the
 * release train `@stripe/stripe-js` 10 is typed for and loads itself (`endive`), so the store's
 * calls match the script it gets; the unversioned `/v3/` is older than those types.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';
/** Stripe publishable keys, test or live. */
const STRIPE_PUBLISHABLE_KEY = /^pk_(test|live)_[0-9A-Za-z]{1,240}$/;

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database and the generated dev secrets. */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: PostgreSQL connections of this process; undefined keeps the default. */
  poolSize?: number;
  /** Origin the site is reached at, without a trailing slash. */
  publicOrigin: string;
  jwtSecret: string;
  corsOrigins: string[];
  sentryDsn: string | null;
  redisUrl: string | null;
  /**
   * RATE_LIMIT_GLOBAL_MAX: requests a minute per client IP on routes without their own limit;
   * null keeps the app's default. Raised for load benchmarks (every autocannon connection is one IP).
   */
  globalRateLimitMax: number | null;
  logLevel: LogLevel;
  previewToken: string;
  /** Google Tag Manager container id for the browser apps; null means no tag manager is loaded. */
  gtmId: string | null;
  /**
   * Absolute bases of countries served from their own domains (`vn=https://atelier.vn,...`), used
   * in alternate-language links; a country without one is linked as `${PUBLIC_ORIGIN}/{cc}`.
   */
  countryBases: Record<string, string>;
  /**
   * Key of the `Stripe-Signature` HMAC on payment webhooks (STRIPE_WEBHOOK_SECRET, else
   * PAYMENT_WEBHOOK_SECRET); null: webhooks are refused.
   */
  paymentWebhookSecret: string | null;
  /** Set (STRIPE_SECRET_KEY): Stripe takes the payments; absent or null: the built-in test provider. */
  stripe?: StripeSettings | null;
  /** SMTP_URL, `smtp://user:pass@host:587` (or smtps://); absent or null: e-mails are logged, not sent. */
  smtpUrl?: string | null;
  /** MAIL_FROM, the sender: `shop@example.com` or `Atelier Scents <shop@example.com>`. */
  mailFrom?: string | null;
  /**
   * SALES_EMAIL, the sales team's mailbox that business enquiries are e-mailed to (same forms as
   * MAIL_FROM); absent or null: DEFAULT_SALES_EMAIL.
   */
  salesEmail?: string | null;
  /**
   * PAGE_CACHE: keep the server-rendered pages that are the same for every shopper in memory
   * (web/page-cache.ts); absent or true: on, false (`off`): every page is rendered.
   */
  pageCache?: boolean;
  /**
   * ORDER_HOLD_SECONDS: how long an unpaid order holds its stock, promo use and gift card money;
   * absent: DEFAULT_HOLD_SECONDS. Stored on each order when it is placed.
   */
  orderHoldSeconds?: number;
  /** BOOKING_HOLD_SECONDS: the same for an unpaid workshop booking's places. */
  bookingHoldSeconds?: number;
  /**
   * Tax rates in basis points by lower-case country, over the defaults (modules/pricing
   * tax-rates.ts); TAX_RATE_US (a percentage, `7.25`) sets `us`. Absent: the defaults.
   */
  taxRates?: Readonly<Record<string, number>>;
  /**
   * METRICS_PORT and METRICS_HOST (default 127.0.0.1): Prometheus metrics on a listener of their
   * own, never the public port; absent or null (METRICS_PORT unset): no metrics listener.
   */
  metrics?: { port: number; host: string } | null;
  /**
   * TRUST_PROXY: addresses of the reverse proxies in front whose X-Forwarded-For/-Proto are
   * believed (IPs, CIDRs or `loopback`, `linklocal`, `uniquelocal`; `uniquelocal` covers the
   * compose network); absent or null: none, the peer's address is the client's. Without it behind
   * a proxy every shopper would share the proxy's address and its rate limits.
   */
  trustProxy?: string[] | null;
}

/** A secret that was not set: generated once and kept in DATA_DIR (development only). */
type SecretSource = { value: string } | { generateInto: string };

export interface ParsedConfig extends Omit<Config, 'jwtSecret' | 'previewToken'> {
  jwtSecret: SecretSource;
  previewToken: SecretSource;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Empty values count as unset, so `DATABASE_URL=` (as the e2e harness passes) means "embedded". */
function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function shown(value: string): string {
  return `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;
}

function httpOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) return null;
  return url.origin;
}

function urlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads and checks every variable without touching the disk, collecting all problems so a
 * broken deployment is fixed in one round instead of one variable per restart.
 */
export function parseConfig(env: Env = process.env): ParsedConfig {
  const problems: string[] = [];

  const portText = read(env, 'PORT') ?? '3000';
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 1 && port <= 65535))
    problems.push(`PORT must be an integer 1-65535 (got ${shown(portText)})`);

  const host = read(env, 'HOST') ?? '0.0.0.0';
  if (/\s/.test(host)) problems.push(`HOST must be a host name or IP address (got ${shown(host)})`);

  const dataDirText = read(env, 'DATA_DIR');
  const dataDir = dataDirText ? resolve(dataDirText) : join(repoRoot, '.data');

  const databaseUrl = read(env, 'DATABASE_URL');
  if (databaseUrl && !urlWithProtocol(databaseUrl, ['postgres:', 'postgresql:'])) {
    // The URL carries a password: name the variable, never echo it.
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const poolSizeText = read(env, 'DATABASE_POOL_SIZE');
  const poolSize = poolSizeText && /^\d{1,3}$/.test(poolSizeText) ? Number(poolSizeText) : undefined;
  if (poolSizeText && !(poolSize && poolSize >= 1 && poolSize <= 100)) {
    problems.push(
      `DATABASE_POOL_SIZE must be a whole number of connections, 1-100 (got ${shown(poolSizeText)})`,
    );
  }

  const originText = read(env, 'PUBLIC_ORIGIN');
  const publicOrigin = originText
    ? httpOrigin(originText)
    : `http://localhost:${Number.isNaN(port) ? 3000 : port}`;
  if (!publicOrigin) {
    problems.push(`PUBLIC_ORIGIN must be an http(s) URL without a path (got ${shown(originText ?? '')})`);
  }

  const jwtSecretText = read(env, 'JWT_SECRET');
  if (jwtSecretText && jwtSecretText.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters (got ${jwtSecretText.length})`,
    );
  }

  const corsText = read(env, 'CORS_ORIGINS');
  const corsOrigins: string[] = [];
  for (const item of (corsText ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const origin = httpOrigin(item);
    if (origin) corsOrigins.push(origin);
    else problems.push(`CORS_ORIGINS must be a comma-separated list of http(s) origins (got ${shown(item)})`);
  }

  const sentryDsn = read(env, 'SENTRY_DSN');
  if (sentryDsn && !urlWithProtocol(sentryDsn, ['http:', 'https:'])) {
    problems.push('SENTRY_DSN must be an http(s) URL');
  }

  const redisUrl = read(env, 'REDIS_URL');
  if (redisUrl && !urlWithProtocol(redisUrl, ['redis:', 'rediss:'])) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }

  const globalLimitText = read(env, 'RATE_LIMIT_GLOBAL_MAX');
  const globalRateLimitMax =
    globalLimitText && /^\d{1,9}$/.test(globalLimitText) ? Number(globalLimitText) : null;
  if (globalLimitText && !(globalRateLimitMax && globalRateLimitMax >= 1)) {
    problems.push(
      `RATE_LIMIT_GLOBAL_MAX must be a whole number of requests a minute, 1 or more (got ${shown(globalLimitText)})`,
    );
  }

  const logLevelText = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  const logLevel = (LOG_LEVELS as readonly string[]).includes(logLevelText)
    ? (logLevelText as LogLevel)
    : null;
  if (!logLevel)
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${shown(logLevelText)})`);

  const previewTokenText = read(env, 'PREVIEW_TOKEN');
  if (
    previewTokenText &&
    (previewTokenText.length < MIN_PREVIEW_TOKEN_LENGTH ||
      previewTokenText.length > MAX_PREVIEW_TOKEN_LENGTH ||
      !/^[\x21-\x7e]+$/.test(previewTokenText))
  ) {
    problems.push(
      `PREVIEW_TOKEN must be ${MIN_PREVIEW_TOKEN_LENGTH}-${MAX_PREVIEW_TOKEN_LENGTH} printable characters without spaces`,
    );
  }

  const gtmId = read(env, 'GTM_ID');
  if (gtmId && !/^GTM-[A-Z0-9]{4,12}$/.test(gtmId))
    problems.push(`GTM_ID must look like GTM-XXXXXXX (got ${shown(gtmId)})`);

  // Countries on hosts of their own (no /cc prefix there); the home country never moves.
  const countryBases: Record<string, string> = {};
  for (const item of (read(env, 'COUNTRY_BASES') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [code, base] = item.split('=', 2).map((s) => s.trim());
    const origin = base ? httpOrigin(base) : null;
    if (code === DEFAULT_COUNTRY)
      // SPEC §2: sg stays on PUBLIC_ORIGIN and is the one country whose links keep a path prefix.
      problems.push(
        `COUNTRY_BASES cannot move ${DEFAULT_COUNTRY}: it is served at PUBLIC_ORIGIN/${DEFAULT_COUNTRY}`,
      );
    else if (code && /^[a-z]{2}$/.test(code) && origin) countryBases[code] = origin;
    else
      problems.push(`COUNTRY_BASES must be a comma-separated list of cc=https://origin (got ${shown(item)})`);
  }

  const stripeSecretKey = read(env, 'STRIPE_SECRET_KEY');
  if (stripeSecretKey && !STRIPE_SECRET_KEY.test(stripeSecretKey)) {
    // A secret: name the variable, never echo it.
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)');
  }
  const stripeApiBaseText = read(env, 'STRIPE_API_BASE');
  const stripeApiBase = stripeApiBaseText ? httpOrigin(stripeApiBaseText) : null;
  if (stripeApiBaseText && !stripeApiBase) {
    problems.push(`STRIPE_API_BASE must be an http(s) URL without a path (got ${shown(stripeApiBaseText)})`);
  } else if (stripeApiBaseText && !stripeSecretKey) {
    problems.push('STRIPE_API_BASE is set but STRIPE_SECRET_KEY is not');
  }
  const stripePublishableKey = read(env, 'STRIPE_PUBLISHABLE_KEY');
  if (stripePublishableKey && !STRIPE_PUBLISHABLE_KEY.test(stripePublishableKey)) {
    problems.push(
      `STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_..., got ${shown(stripePublishableKey)})`,
    );
  } else if (stripePublishableKey && !stripeSecretKey) {
    problems.push('STRIPE_PUBLISHABLE_KEY is set but STRIPE_SECRET_KEY is not');
  } else if (stripePublishableKey && stripeSecretKey) {
    // A test key with a live one would confirm in one mode what was made in the other.
    const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test');
    if (mode(stripePublishableKey) !== mode(stripeSecretKey))
      problems.push('STRIPE_PUBLISHABLE_KEY and STRIPE_SECRET_KEY must both be test keys or both live keys');
  }
  const stripeJsUrlText = read(env, 'STRIPE_JS_URL');
  const stripeJsUrl = stripeJsUrlText ?? STRIPE_JS_URL;
  if (stripeJsUrlText && !urlWithProtocol(stripeJsUrlText, ['http:', 'https:'])) {
    problems.push(`STRIPE_JS_URL must be an http(s) URL (got ${shown(stripeJsUrlText)})`);
  } else if (stripeJsUrlText && !stripePublishableKey) {
    problems.push('STRIPE_JS_URL is set but STRIPE_PUBLISHABLE_KEY is not');
  }
  const stripeWebhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET');
  if (
    stripeWebhookSecret &&
    !(
      stripeWebhookSecret.startsWith('whsec_') &&
      stripeWebhookSecret.length >= MIN_WEBHOOK_SECRET_LENGTH &&
      stripeWebhookSecret.length <= 512 &&
      /^[\x21-\x7e]+$/.test(stripeWebhookSecret)
    )
  ) {
    problems.push(
      `STRIPE_WEBHOOK_SECRET must be Stripe's signing secret (whsec_..., ${MIN_WEBHOOK_SECRET_LENGTH}-512 characters without spaces)`,
    );
  }

  const genericWebhookSecret = read(env, 'PAYMENT_WEBHOOK_SECRET');
  if (
    genericWebhookSecret &&
    (genericWebhookSecret.length < MIN_WEBHOOK_SECRET_LENGTH ||
      genericWebhookSecret.length > 512 ||
      !/^[\x21-\x7e]+$/.test(genericWebhookSecret))
  ) {
    problems.push(
      `PAYMENT_WEBHOOK_SECRET must be ${MIN_WEBHOOK_SECRET_LENGTH}-512 printable characters without spaces`,
    );
  }
  const paymentWebhookSecret = stripeWebhookSecret ?? genericWebhookSecret;

  const smtpUrl = read(env, 'SMTP_URL');
  // The URL carries a password: name the variable, never echo it.
  if (smtpUrl && !urlWithProtocol(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const mailFrom = read(env, 'MAIL_FROM');
  if (mailFrom && !MAILBOX.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an e-mail address or Name <address> (got ${shown(mailFrom)})`);
  }
  if (smtpUrl && !mailFrom) {
    problems.push('MAIL_FROM must be set when SMTP_URL is (the sender of the e-mails)');
  }

  const salesEmail = read(env, 'SALES_EMAIL') ?? DEFAULT_SALES_EMAIL;
  if (!MAILBOX.test(salesEmail)) {
    problems.push(`SALES_EMAIL must be an e-mail address or Name <address> (got ${shown(salesEmail)})`);
  }

  const pageCacheText = (read(env, 'PAGE_CACHE') ?? 'on').toLowerCase();
  if (pageCacheText !== 'on' && pageCacheText !== 'off') {
    problems.push(`PAGE_CACHE must be on or off (got ${shown(pageCacheText)})`);
  }

  const holdSeconds = (name: string): number => {
    const text = read(env, name);
    if (text === null) return DEFAULT_HOLD_SECONDS;
    const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!(value >= MIN_HOLD_SECONDS)) {
      problems.push(
        `${name} must be a whole number of seconds, ${MIN_HOLD_SECONDS} or more (got ${shown(text)})`,
      );
    }
    return value;
  };
  const orderHoldSeconds = holdSeconds('ORDER_HOLD_SECONDS');
  const bookingHoldSeconds = holdSeconds('BOOKING_HOLD_SECONDS');

  // A percentage with at most two decimals, kept as whole basis points (7.25 % is 725).
  const taxRateUsText = read(env, 'TAX_RATE_US');
  const taxRateUs =
    taxRateUsText && /^\d{1,3}(\.\d{1,2})?$/.test(taxRateUsText)
      ? Math.round(Number(taxRateUsText) * 100)
      : NaN;
  if (taxRateUsText && !(taxRateUs >= 0 && taxRateUs <= 10_000)) {
    problems.push(
      `TAX_RATE_US must be a percentage from 0 to 100, at most 2 decimals (got ${shown(taxRateUsText)})`,
    );
  }

  const trustProxyText = read(env, 'TRUST_PROXY');
  const trustProxy = trustProxyText ? trustProxyText.split(',').map((item) => item.trim()) : null;
  if (
    trustProxy &&
    !trustProxy.every(
      (item) =>
        ['loopback', 'linklocal', 'uniquelocal'].includes(item) || /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item),
    )
  ) {
    problems.push(
      `TRUST_PROXY must be IP addresses or CIDRs (or loopback, linklocal, uniquelocal), comma-separated (got ${shown(trustProxyText ?? '')})`,
    );
  }

  // Metrics are off unless a port is given; bound to loopback unless told otherwise (not public).
  const metricsPortText = read(env, 'METRICS_PORT');
  const metricsPort = metricsPortText && /^\d{1,5}$/.test(metricsPortText) ? Number(metricsPortText) : NaN;
  if (metricsPortText && !(metricsPort >= 1 && metricsPort <= 65535 && metricsPort !== port)) {
    problems.push(`METRICS_PORT must be an integer 1-65535 other than PORT (got ${shown(metricsPortText)})`);
  }
  const metricsHost = read(env, 'METRICS_HOST') ?? '127.0.0.1';
  if (/\s/.test(metricsHost))
    problems.push(`METRICS_HOST must be a host name or IP address (got ${shown(metricsHost)})`);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    ...(poolSize ? { poolSize } : {}),
    publicOrigin: publicOrigin as string,
    jwtSecret: jwtSecretText ? { value: jwtSecretText } : { generateInto: 'jwt-secret' },
    corsOrigins,
    sentryDsn,
    redisUrl,
    globalRateLimitMax,
    logLevel: logLevel as LogLevel,
    previewToken: previewTokenText ? { value: previewTokenText } : { generateInto: 'preview-token' },
    gtmId,
    countryBases,
    paymentWebhookSecret,
    stripe: stripeSecretKey
      ? {
          secretKey: stripeSecretKey,
          apiBase: stripeApiBase,
          publishableKey: stripePublishableKey,
          jsUrl: stripeJsUrl,
        }
      : null,
    smtpUrl,
    mailFrom,
    salesEmail,
    pageCache: pageCacheText !== 'off',
    orderHoldSeconds,
    bookingHoldSeconds,
    ...(taxRateUsText ? { taxRates: { us: taxRateUs } } : {}),
    metrics: metricsPortText ? { port: metricsPort, host: metricsHost } : null,
    trustProxy,
  };
}

/**
 * Returns the secret file's content, creating it with a random value the first time. Kept in
 * DATA_DIR so sessions and preview links survive a restart on a developer's machine.
 */
function persistedSecret(dataDir: string, file: string): string {
  const path = isAbsolute(file) ? file : join(dataDir, file);
  if (existsSync(path)) {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing.length >= MIN_JWT_SECRET_LENGTH) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return value;
}

function resolveSecret(source: SecretSource, dataDir: string): string {
  return 'value' in source ? source.value : persistedSecret(dataDir, source.generateInto);
}

/** Validated configuration with the dev secrets resolved (may create files in DATA_DIR). */
export function loadConfig(env: Env = process.env): Config {
  const parsed = parseConfig(env);
  return {
    ...parsed,
    jwtSecret: resolveSecret(parsed.jwtSecret, parsed.dataDir),
    previewToken: resolveSecret(parsed.previewToken, parsed.dataDir),
  };
}
