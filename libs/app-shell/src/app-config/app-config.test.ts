import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRIES, parseAppConfig, readAppConfig, readStripeConfig } from './app-config';

afterEach(() => {
  document.getElementById('app-config')?.remove();
});

function inject(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'app-config';
  script.textContent = json;
  document.head.append(script);
}

describe('readAppConfig', () => {
  it('reads the block the server injects', () => {
    inject(
      JSON.stringify({
        publicOrigin: 'https://shop.example/',
        sentryDsn: 'https://key@sentry.example/1',
        gtmId: 'GTM-AB12CD',
        countries: [
          {
            code: 'ae',
            name: 'United Arab Emirates',
            defaultLanguage: 'ar',
            languages: ['ar', 'en'],
            currency: { code: 'AED', name: 'UAE Dirham', symbol: 'AED ', is_left: true },
          },
        ],
      }),
    );
    const config = readAppConfig(document, 'http://fallback');
    expect(config.publicOrigin).toBe('https://shop.example');
    expect(config.sentryDsn).toBe('https://key@sentry.example/1');
    expect(config.gtmId).toBe('GTM-AB12CD');
    expect(config.countries).toEqual([
      {
        code: 'ae',
        name: 'United Arab Emirates',
        defaultLanguage: 'ar',
        languages: ['ar', 'en'],
        currency: { code: 'AED', name: 'UAE Dirham', symbol: 'AED ', is_left: true },
      },
    ]);
  });

  it('falls back to the seeded countries and no integrations without a block (Vite dev, tests)', () => {
    const config = readAppConfig(document, 'http://localhost:5173');
    expect(config).toEqual({
      publicOrigin: 'http://localhost:5173',
      sentryDsn: null,
      gtmId: null,
      countries: DEFAULT_COUNTRIES,
    });
    expect(config.countries.map((country) => country.code)).toEqual(['sg', 'us', 'vn', 'kr', 'ae']);
  });

  it('reads the Stripe.js settings (store only) and drops them when the key is not a publishable key', () => {
    const stripe = { publishableKey: 'pk_test_123abc', jsUrl: 'http://127.0.0.1:4100/stripe.js' };
    const read = (value: unknown) => {
      document.getElementById('app-config')?.remove();
      inject(JSON.stringify({ stripe: value }));
      return readStripeConfig(document);
    };
    expect(read(stripe)).toEqual(stripe);
    // A secret key put here by mistake never reaches Stripe.js; nor does a script URL of another scheme.
    expect(read({ ...stripe, publishableKey: 'sk_test_123' })).toBeNull();
    expect(read({ ...stripe, jsUrl: 'javascript:alert(1)' })).toBeNull();
    expect(read(undefined)).toBeNull();
    document.getElementById('app-config')?.remove();
    expect(readStripeConfig(document)).toBeNull();
    // The business area never reads it: parseAppConfig leaves it out.
    expect(parseAppConfig({ stripe }, 'http://x')).not.toHaveProperty('stripe');
  });

  it('survives a broken block', () => {
    inject('{not json');
    expect(readAppConfig(document, 'http://x').countries).toBe(DEFAULT_COUNTRIES);
  });
});

describe('parseAppConfig', () => {
  it('drops invalid countries and languages, keeps the valid ones', () => {
    const config = parseAppConfig(
      {
        countries: [
          { code: 'SGP', defaultLanguage: 'en', languages: ['en'], currency: { code: 'SGD', symbol: 'S$' } },
          { code: 'VN', languages: ['fr', 'vi'], currency: { code: 'vnd', symbol: '₫', is_left: false } },
        ],
      },
      'http://x',
    );
    expect(config.countries).toEqual([
      {
        code: 'vn',
        name: 'VN',
        defaultLanguage: 'vi',
        languages: ['vi'],
        currency: { code: 'VND', name: 'VND', symbol: '₫', is_left: false },
      },
    ]);
  });

  it('refuses a tag manager id that is not one (it becomes a script URL)', () => {
    expect(parseAppConfig({ gtmId: 'GTM-1234"><script>' }, 'http://x').gtmId).toBeNull();
    expect(parseAppConfig({ sentryDsn: '' }, 'http://x').sentryDsn).toBeNull();
  });
});
