import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './config';
import { repoRoot } from './package-root';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected an invalid configuration');
}

describe('configuration', () => {
  it('has working defaults for a developer machine', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(repoRoot, '.data'),
      databaseUrl: null,
      publicOrigin: 'http://localhost:3000',
      corsOrigins: [],
      sentryDsn: null,
      redisUrl: null,
      globalRateLimitMax: null,
      logLevel: 'info',
      jwtSecret: { generateInto: 'jwt-secret' },
      previewToken: { generateInto: 'preview-token' },
      gtmId: null,
      countryBases: {},
      paymentWebhookSecret: null,
    });
  });

  it('reads PAYMENT_WEBHOOK_SECRET and refuses a short or spaced one', () => {
    expect(parseConfig({ PAYMENT_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }).paymentWebhookSecret).toBe(
      'whsec_0123456789abcdef',
    );
    expect(problemsOf({ PAYMENT_WEBHOOK_SECRET: 'short' })).toContain('PAYMENT_WEBHOOK_SECRET must be');
    expect(problemsOf({ PAYMENT_WEBHOOK_SECRET: 'has spaces in the secret value' })).toContain(
      'PAYMENT_WEBHOOK_SECRET must be',
    );
  });

  it('selects Stripe when STRIPE_SECRET_KEY is set, with its webhook secret and optional API host', () => {
    expect(parseConfig({}).stripe).toBeNull();
    expect(
      parseConfig({
        STRIPE_SECRET_KEY: 'sk_test_51AbCdEf0123456789',
        STRIPE_API_BASE: 'http://127.0.0.1:12111/',
        STRIPE_WEBHOOK_SECRET: 'whsec_stripe_0123456789abcdef',
        PAYMENT_WEBHOOK_SECRET: 'generic-secret-0123456789',
      }),
    ).toMatchObject({
      stripe: { secretKey: 'sk_test_51AbCdEf0123456789', apiBase: 'http://127.0.0.1:12111' },
      paymentWebhookSecret: 'whsec_stripe_0123456789abcdef',
    });
    // Without STRIPE_WEBHOOK_SECRET the generic one signs Stripe's webhooks too.
    expect(
      parseConfig({
        STRIPE_SECRET_KEY: 'sk_live_0123456789',
        PAYMENT_WEBHOOK_SECRET: 'generic-secret-0123456789',
      }),
    ).toMatchObject({
      stripe: { secretKey: 'sk_live_0123456789', apiBase: null },
      paymentWebhookSecret: 'generic-secret-0123456789',
    });
  });

  it('reads STRIPE_PUBLISHABLE_KEY and STRIPE_JS_URL (Stripe.js for the browser) with the secret key', () => {
    expect(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_0123456789' })).toMatchObject({
      stripe: { publishableKey: null, jsUrl: 'https://js.stripe.com/endive/stripe.js' },
    });
    expect(
      parseConfig({
        STRIPE_SECRET_KEY: 'sk_test_0123456789',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789',
        STRIPE_JS_URL: 'http://127.0.0.1:4242/stand-in/stripe.js',
      }),
    ).toMatchObject({
      stripe: { publishableKey: 'pk_test_0123456789', jsUrl: 'http://127.0.0.1:4242/stand-in/stripe.js' },
    });
    expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789' })).toContain(
      'STRIPE_PUBLISHABLE_KEY is set but STRIPE_SECRET_KEY is not',
    );
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'sk_test_0123456789', STRIPE_PUBLISHABLE_KEY: 'sk_test_0123456789' }),
    ).toContain('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key');
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'sk_live_0123456789', STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789' }),
    ).toContain('STRIPE_PUBLISHABLE_KEY and STRIPE_SECRET_KEY must both be test keys or both live keys');
    expect(
      problemsOf({
        STRIPE_SECRET_KEY: 'sk_test_0123456789',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789',
        STRIPE_JS_URL: 'javascript:alert(1)',
      }),
    ).toContain('STRIPE_JS_URL must be an http(s) URL');
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'sk_test_0123456789', STRIPE_JS_URL: 'https://js.stripe.com/v3/' }),
    ).toContain('STRIPE_JS_URL is set but STRIPE_PUBLISHABLE_KEY is not');
  });

  it('names bad Stripe settings without echoing the secret key', () => {
    const message = problemsOf({
      STRIPE_SECRET_KEY: 'pk_test_publishableKey123',
      STRIPE_API_BASE: 'localhost:12111',
      STRIPE_WEBHOOK_SECRET: 'not-a-signing-secret',
    });
    expect(message).toContain('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)');
    expect(message).not.toContain('pk_test_publishableKey123');
    expect(message).toContain(
      "STRIPE_API_BASE must be an http(s) URL without a path (got 'localhost:12111')",
    );
    expect(message).toContain("STRIPE_WEBHOOK_SECRET must be Stripe's signing secret (whsec_...");
    expect(problemsOf({ STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toContain(
      'STRIPE_API_BASE is set but STRIPE_SECRET_KEY is not',
    );
  });

  it('reads SMTP_URL and MAIL_FROM, refusing a bad URL without echoing its password', () => {
    expect(parseConfig({})).toMatchObject({ smtpUrl: null, mailFrom: null });
    const smtp = parseConfig({
      SMTP_URL: 'smtp://mailer:s3cret@mail.example:587',
      MAIL_FROM: 'Atelier Scents <shop@example.com>',
    });
    expect(smtp).toMatchObject({
      smtpUrl: 'smtp://mailer:s3cret@mail.example:587',
      mailFrom: 'Atelier Scents <shop@example.com>',
    });
    expect(parseConfig({ MAIL_FROM: 'shop@example.com' })).toMatchObject({
      smtpUrl: null,
      mailFrom: 'shop@example.com',
    });

    const bad = problemsOf({ SMTP_URL: 'http://mailer:s3cret@mail.example', MAIL_FROM: 'not an address' });
    expect(bad).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(bad).toContain("MAIL_FROM must be an e-mail address or Name <address> (got 'not an address')");
    expect(bad).not.toContain('s3cret');
    expect(problemsOf({ SMTP_URL: 'smtps://mail.example' })).toContain(
      'MAIL_FROM must be set when SMTP_URL is',
    );
  });

  it('sends business enquiries to SALES_EMAIL, sales@atelier.test when unset, and names a bad one', () => {
    expect(parseConfig({}).salesEmail).toBe('sales@atelier.test');
    expect(parseConfig({ SALES_EMAIL: '  ' }).salesEmail).toBe('sales@atelier.test');
    expect(parseConfig({ SALES_EMAIL: 'b2b@atelier-scents.example' }).salesEmail).toBe(
      'b2b@atelier-scents.example',
    );
    expect(parseConfig({ SALES_EMAIL: 'Atelier Sales <b2b@atelier-scents.example>' }).salesEmail).toBe(
      'Atelier Sales <b2b@atelier-scents.example>',
    );
    expect(problemsOf({ SALES_EMAIL: 'sales team' })).toContain(
      "SALES_EMAIL must be an e-mail address or Name <address> (got 'sales team')",
    );
    expect(problemsOf({ SALES_EMAIL: 'a@b.example, c@d.example' })).toContain('SALES_EMAIL must be');
  });

  it('keeps server-rendered pages in memory unless PAGE_CACHE is off, and names a bad value', () => {
    expect(parseConfig({}).pageCache).toBe(true);
    expect(parseConfig({ PAGE_CACHE: ' ' }).pageCache).toBe(true);
    expect(parseConfig({ PAGE_CACHE: 'on' }).pageCache).toBe(true);
    expect(parseConfig({ PAGE_CACHE: 'OFF' }).pageCache).toBe(false);
    expect(problemsOf({ PAGE_CACHE: 'no' })).toContain("PAGE_CACHE must be on or off (got 'no')");
  });

  it('reads the tag manager id and per-country link bases', () => {
    const config = parseConfig({
      GTM_ID: 'GTM-AB12CD',
      COUNTRY_BASES: 'vn=https://atelier.vn, kr=https://atelier.kr/',
    });
    expect(config.gtmId).toBe('GTM-AB12CD');
    expect(config.countryBases).toEqual({ vn: 'https://atelier.vn', kr: 'https://atelier.kr' });
  });

  it('keeps sg on PUBLIC_ORIGIN: COUNTRY_BASES cannot give the home country a host of its own', () => {
    expect(() => parseConfig({ COUNTRY_BASES: 'sg=https://atelier.sg, vn=https://atelier.vn' })).toThrow(
      'COUNTRY_BASES cannot move sg: it is served at PUBLIC_ORIGIN/sg',
    );
  });

  it('names GTM_ID and COUNTRY_BASES when they are malformed', () => {
    expect(() => parseConfig({ GTM_ID: 'UA-1', COUNTRY_BASES: 'vietnam=atelier.vn' })).toThrow(
      /GTM_ID must look like GTM-XXXXXXX \(got 'UA-1'\); COUNTRY_BASES must be a comma-separated list of cc=https:\/\/origin \(got 'vietnam=atelier.vn'\)/,
    );
  });

  it('reads every variable, treating empty values as unset', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/atelier',
      DATABASE_URL: 'postgres://app:secret@db:5432/shop',
      PUBLIC_ORIGIN: 'https://shop.example.com/',
      JWT_SECRET: 'x'.repeat(40),
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      LOG_LEVEL: 'WARN',
      PREVIEW_TOKEN: 'p'.repeat(20),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/atelier',
      databaseUrl: 'postgres://app:secret@db:5432/shop',
      publicOrigin: 'https://shop.example.com',
      jwtSecret: { value: 'x'.repeat(40) },
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      redisUrl: 'redis://127.0.0.1:6379/0',
      logLevel: 'warn',
      previewToken: { value: 'p'.repeat(20) },
    });
    expect(parseConfig({ DATABASE_URL: '', PUBLIC_ORIGIN: '' }).databaseUrl).toBeNull();
    expect(parseConfig({ PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
  });

  it('serves metrics only when METRICS_PORT is set, on loopback unless METRICS_HOST says otherwise', () => {
    expect(parseConfig({}).metrics).toBeNull();
    expect(parseConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(parseConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => parseConfig({ METRICS_PORT: '70000' })).toThrow(
      "METRICS_PORT must be an integer 1-65535 other than PORT (got '70000')",
    );
    // On the public port the metrics would be public.
    expect(() => parseConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT must be an integer',
    );
    expect(() => parseConfig({ METRICS_PORT: '9464', METRICS_HOST: 'a b' })).toThrow('METRICS_HOST must be');
  });

  it('believes X-Forwarded-For only from the TRUST_PROXY addresses, none when unset', () => {
    expect(parseConfig({}).trustProxy).toBeNull();
    expect(parseConfig({ TRUST_PROXY: 'uniquelocal, 203.0.113.0/24,::1' }).trustProxy).toEqual([
      'uniquelocal',
      '203.0.113.0/24',
      '::1',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(
      "TRUST_PROXY must be IP addresses or CIDRs (or loopback, linklocal, uniquelocal), comma-separated (got 'true')",
    );
  });

  it('reads DATABASE_POOL_SIZE as connections per process and refuses anything outside 1-100', () => {
    expect(parseConfig({ DATABASE_POOL_SIZE: '4' }).poolSize).toBe(4);
    expect(parseConfig({}).poolSize).toBeUndefined();
    for (const bad of ['0', '101', '-2', 'eight', '4.5']) {
      expect(problemsOf({ DATABASE_POOL_SIZE: bad })).toContain('DATABASE_POOL_SIZE must be a whole number');
    }
  });

  it('reads ORDER_HOLD_SECONDS and BOOKING_HOLD_SECONDS (15 minutes unset), refusing anything but a whole number from 5', () => {
    expect(parseConfig({})).toMatchObject({ orderHoldSeconds: 900, bookingHoldSeconds: 900 });
    expect(parseConfig({ ORDER_HOLD_SECONDS: '5', BOOKING_HOLD_SECONDS: ' 3600 ' })).toMatchObject({
      orderHoldSeconds: 5,
      bookingHoldSeconds: 3600,
    });
    for (const bad of ['4', '0', '-10', '7.5', '1e3', 'ten', '15m']) {
      expect(problemsOf({ ORDER_HOLD_SECONDS: bad })).toContain(
        `ORDER_HOLD_SECONDS must be a whole number of seconds, 5 or more (got '${bad}')`,
      );
      expect(problemsOf({ BOOKING_HOLD_SECONDS: bad })).toContain(
        `BOOKING_HOLD_SECONDS must be a whole number of seconds, 5 or more (got '${bad}')`,
      );
    }
  });

  it('reads RATE_LIMIT_GLOBAL_MAX as requests a minute and refuses anything but a positive whole number', () => {
    expect(parseConfig({ RATE_LIMIT_GLOBAL_MAX: '100000' }).globalRateLimitMax).toBe(100000);
    for (const bad of ['0', '-5', '1.5', 'lots']) {
      expect(problemsOf({ RATE_LIMIT_GLOBAL_MAX: bad })).toContain(
        `RATE_LIMIT_GLOBAL_MAX must be a whole number`,
      );
    }
  });

  it('names every bad variable in one message', () => {
    const message = problemsOf({
      PORT: 'abc',
      PUBLIC_ORIGIN: 'ftp://shop',
      DATABASE_URL: 'mysql://root:hunter2@db/shop',
      JWT_SECRET: 'short',
      CORS_ORIGINS: 'https://ok.example,not a url',
      REDIS_URL: 'http://cache',
      LOG_LEVEL: 'loud',
      PREVIEW_TOKEN: 'tiny',
      SENTRY_DSN: 'nope',
    });
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).toContain("PORT must be an integer 1-65535 (got 'abc')");
    expect(message).toContain("PUBLIC_ORIGIN must be an http(s) URL without a path (got 'ftp://shop')");
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).toContain('JWT_SECRET must be at least 32 characters (got 5)');
    expect(message).toContain(
      "CORS_ORIGINS must be a comma-separated list of http(s) origins (got 'not a url')",
    );
    expect(message).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(message).toContain(
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'loud')",
    );
    expect(message).toContain('PREVIEW_TOKEN must be 16-512 printable characters without spaces');
    expect(message).toContain('SENTRY_DSN must be an http(s) URL');
    // Secrets are named, never echoed.
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain("'short'");
  });

  it('rejects ports out of range and origins with a path', () => {
    expect(problemsOf({ PORT: '0' })).toContain("PORT must be an integer 1-65535 (got '0')");
    expect(problemsOf({ PORT: '70000' })).toContain("(got '70000')");
    expect(problemsOf({ PORT: '3000.5' })).toContain("(got '3000.5')");
    expect(problemsOf({ PUBLIC_ORIGIN: 'https://shop.example/store' })).toContain('PUBLIC_ORIGIN');
  });

  it('generates the dev secrets once, keeps them in DATA_DIR and reuses them', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.previewToken.length).toBeGreaterThanOrEqual(16);
    expect(first.jwtSecret).not.toBe(first.previewToken);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.previewToken).toBe(first.previewToken);

    const explicit = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(32) });
    expect(explicit.jwtSecret).toBe('y'.repeat(32));
  });
});
