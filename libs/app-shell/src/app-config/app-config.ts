import { isCountrySegment, isLanguage } from '@atelier/commerce/validation';
import type { Language } from '@atelier/commerce/paths';

/** A country the shop sells in, as the server describes it in the page's app-config block. */
export interface CountryConfig {
  code: string;
  name: string;
  defaultLanguage: Language;
  languages: Language[];
  currency: { code: string; name: string; symbol: string; is_left: boolean };
}

/** What the server tells the page before it starts (the `#app-config` JSON block). */
export interface AppConfig {
  /** The public origin of the site, e.g. https://www.atelier.example (canonical links, share URLs). */
  publicOrigin: string;
  /** Sentry DSN; error reporting is off (and the SDK never downloaded) when null. */
  sentryDsn: string | null;
  /** Google Tag Manager container id; no tag script is injected when null. */
  gtmId: string | null;
  /**
   * Stripe.js for the payment pages (the server's STRIPE_PUBLISHABLE_KEY and STRIPE_JS_URL), read by
   * the store only (`readStripeConfig`); null or absent: the built-in card form of the offline test
   * provider.
   */
  stripe?: StripeConfig | null;
  countries: CountryConfig[];
}

/** The publishable key and where Stripe.js is loaded from (Stripe's own URL or a stand-in). */
export interface StripeConfig {
  publishableKey: string;
  jsUrl: string;
}

export const APP_CONFIG_ELEMENT_ID = 'app-config';

/**
 * The seeded countries, used when the page carries no config (Vite dev server, tests). They match
 * the server's seed so a page behaves the same with or without the injected block: every country
 * in all four languages (SPEC §2), its default language first. Plain literals, no helper call:
 * builds drop the unused list only while it has no calls (a call is kept as a side effect).
 */
export const DEFAULT_COUNTRIES: CountryConfig[] = [
  {
    code: 'sg',
    name: 'Singapore',
    defaultLanguage: 'en',
    languages: ['en', 'ar', 'zh-hans', 'vi'],
    currency: { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', is_left: true },
  },
  {
    code: 'us',
    name: 'United States',
    defaultLanguage: 'en',
    languages: ['en', 'ar', 'zh-hans', 'vi'],
    currency: { code: 'USD', name: 'US Dollar', symbol: '$', is_left: true },
  },
  {
    code: 'vn',
    name: 'Vietnam',
    defaultLanguage: 'vi',
    languages: ['vi', 'en', 'ar', 'zh-hans'],
    currency: { code: 'VND', name: 'Vietnamese Dong', symbol: '₫', is_left: false },
  },
  {
    code: 'kr',
    name: 'South Korea',
    defaultLanguage: 'en',
    languages: ['en', 'ar', 'zh-hans', 'vi'],
    currency: { code: 'KRW', name: 'South Korean Won', symbol: '₩', is_left: true },
  },
  {
    code: 'ae',
    name: 'United Arab Emirates',
    defaultLanguage: 'ar',
    languages: ['ar', 'en', 'zh-hans', 'vi'],
    currency: { code: 'AED', name: 'UAE Dirham', symbol: 'AED ', is_left: true },
  },
];

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function parseCountry(raw: unknown): CountryConfig | null {
  if (!isRecord(raw)) return null;
  const code = typeof raw['code'] === 'string' ? raw['code'].toLowerCase() : '';
  if (!isCountrySegment(code)) return null;
  const languages = Array.isArray(raw['languages']) ? raw['languages'].filter(isLanguage) : [];
  const defaultLanguage = isLanguage(raw['defaultLanguage']) ? raw['defaultLanguage'] : languages[0];
  if (!defaultLanguage) return null;
  if (!languages.includes(defaultLanguage)) languages.unshift(defaultLanguage);
  const currency = raw['currency'];
  if (!isRecord(currency)) return null;
  const currencyCode = nonEmptyString(currency['code']);
  const symbol =
    typeof currency['symbol'] === 'string' && currency['symbol'] !== '' ? currency['symbol'] : null;
  if (!currencyCode || !symbol) return null;
  return {
    code,
    name: nonEmptyString(raw['name']) ?? code.toUpperCase(),
    defaultLanguage,
    languages,
    currency: {
      code: currencyCode.toUpperCase(),
      name: nonEmptyString(currency['name']) ?? currencyCode.toUpperCase(),
      symbol,
      is_left: currency['is_left'] !== false,
    },
  };
}

/**
 * Validates the config block field by field: a bad field falls back to its default instead of
 * taking the whole page down, because this runs before anything can show an error.
 */
export function parseAppConfig(raw: unknown, fallbackOrigin: string): AppConfig {
  const record = isRecord(raw) ? raw : {};
  const countries = Array.isArray(record['countries'])
    ? record['countries'].map(parseCountry).filter((country): country is CountryConfig => country !== null)
    : [];
  const gtmId = nonEmptyString(record['gtmId']);
  return {
    publicOrigin: nonEmptyString(record['publicOrigin'])?.replace(/\/+$/, '') ?? fallbackOrigin,
    sentryDsn: nonEmptyString(record['sentryDsn']),
    gtmId: gtmId && GTM_ID.test(gtmId) ? gtmId : null,
    // A built page always carries the server's countries; the defaults serve the dev server and
    // tests, and stay out of the builds (0.3 KB of every first load).
    countries: countries.length > 0 || import.meta.env.PROD ? countries : DEFAULT_COUNTRIES,
  };
}

/**
 * The block's `stripe` part (only the store pays, so only it reads this: the business area's first
 * load stays without it). Checked lightly, it is in every store page's first load and the product
 * page's budget has no room: the server validated both values (config.ts) and the payment form
 * checks the key's full shape before use. Null without a `pk_` key and an http(s) URL.
 */
export function readStripeConfig(doc: Document = document): StripeConfig | null {
  let raw: unknown = null;
  try {
    raw = JSON.parse(doc.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent ?? 'null');
  } catch {
    return null;
  }
  const stripe = isRecord(raw) && isRecord(raw['stripe']) ? raw['stripe'] : {};
  const publishableKey = nonEmptyString(stripe['publishableKey']);
  const jsUrl = nonEmptyString(stripe['jsUrl']);
  return publishableKey?.startsWith('pk_') && jsUrl?.startsWith('http') ? { publishableKey, jsUrl } : null;
}

/**
 * Reads the `<script type="application/json" id="app-config">` block the server injects into the
 * page. Missing or unreadable (Vite dev, tests), it falls back to the seeded defaults.
 */
export function readAppConfig(
  doc: Document = document,
  fallbackOrigin = doc.location?.origin ?? '',
): AppConfig {
  const text = doc.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  let raw: unknown = null;
  if (text) {
    try {
      raw = JSON.parse(text);
    } catch {
      raw = null;
    }
  }
  return parseAppConfig(raw, fallbackOrigin);
}

export function findCountry(config: AppConfig, code: string): CountryConfig | undefined {
  return config.countries.find((country) => country.code === code);
}
