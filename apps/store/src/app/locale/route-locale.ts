import { STORAGE_KEYS } from '@atelier/commerce/enums';
import {
  buildPath,
  fontClassFor,
  htmlLangAttr,
  parsePath,
  textDirection,
  type Language,
  type TextDirection,
} from '@atelier/commerce/paths';
import { readStored } from '@atelier/commerce/validation';
import { findCountry, type AppConfig, type CountryConfig } from '@atelier/app-shell/app-config';
import { safeSet, type KeyValueStorage } from '../storage/storage';

/** Everything the page needs to know about the shopper's locale, decided by the URL path. */
export interface RouteLocale {
  country: string;
  /** The language segment of the path; null when the path has none (the country's default applies). */
  pathLanguage: Language | null;
  /** The language the page is in. */
  language: Language;
  countryConfig: CountryConfig;
  /** Accept-Currency value: the country's currency code, lower-case (`sgd`). */
  currency: string;
  dir: TextDirection;
  /** `<html lang>`: region-qualified, as in the alternate links ('ar-AE'). */
  htmlLang: string;
  /** 'font-open-sans' for vn and kr, else null. */
  fontClass: string | null;
}

export type LocaleResolution =
  | { ok: true; locale: RouteLocale; rest: readonly string[]; draft: boolean }
  | { ok: false; reason: 'country' | 'language'; segment: string };

export function localeFor(countryConfig: CountryConfig, pathLanguage: Language | null): RouteLocale {
  const language = pathLanguage ?? countryConfig.defaultLanguage;
  return {
    country: countryConfig.code,
    pathLanguage,
    language,
    countryConfig,
    currency: countryConfig.currency.code.toLowerCase(),
    dir: textDirection(language),
    htmlLang: htmlLangAttr(language, countryConfig.code),
    fontClass: fontClassFor(countryConfig.code),
  };
}

/**
 * Reads `/{cc}/{lang?}/...` (commerce parsePath) and checks it against the configured countries:
 * the country must be one we sell in, and a language segment must be one that country offers, so
 * `/us/ar` is not a second, untranslated copy of the US shop.
 */
export function resolveLocale(pathname: string, config: AppConfig): LocaleResolution {
  const parsed = parsePath(pathname);
  if (!parsed.ok) return { ok: false, reason: parsed.invalid, segment: parsed.segment };
  const countryConfig = findCountry(config, parsed.country);
  if (!countryConfig) return { ok: false, reason: 'country', segment: parsed.country };
  if (parsed.language !== null && !countryConfig.languages.includes(parsed.language)) {
    return { ok: false, reason: 'language', segment: parsed.language };
  }
  return {
    ok: true,
    locale: localeFor(countryConfig, parsed.language),
    rest: parsed.rest,
    draft: parsed.draft,
  };
}

/**
 * The locale to show a page in when the URL's own is unusable (not-found and error pages): the
 * path's country if it is valid, else the stored country, else sg; the stored language if that
 * country offers it, else its default.
 */
export function fallbackLocale(
  pathname: string,
  config: AppConfig,
  storage: KeyValueStorage | null,
): RouteLocale {
  const parsed = parsePath(pathname);
  const stored = (key: string) => {
    try {
      return readStored(storage?.getItem(key));
    } catch {
      return null;
    }
  };
  const countryConfig =
    (parsed.ok ? findCountry(config, parsed.country) : undefined) ??
    findCountry(config, stored(STORAGE_KEYS.country) ?? '') ??
    findCountry(config, 'sg') ??
    config.countries[0]!;
  const storedLanguage = stored(STORAGE_KEYS.language);
  const language = countryConfig.languages.find((candidate) => candidate === storedLanguage) ?? null;
  return localeFor(countryConfig, language);
}

/**
 * The country whose home `/` sends the visitor to: the stored `country` when it is still one we
 * sell in, else sg (SPEC §2).
 */
export function homeCountry(config: AppConfig, storage: KeyValueStorage | null): string {
  let stored: string | null = null;
  try {
    stored = readStored(storage?.getItem(STORAGE_KEYS.country));
  } catch {
    stored = null;
  }
  if (stored && findCountry(config, stored)) return stored;
  return findCountry(config, 'sg')?.code ?? config.countries[0]!.code;
}

/**
 * A path in the given locale. The country's default language gets no segment (`/sg/cart`, not
 * `/sg/en/cart`), which is also the canonical spelling.
 */
export function localePath(
  locale: { country: string; language: Language; defaultLanguage: Language },
  rest: readonly string[] = [],
): string {
  const language = locale.language === locale.defaultLanguage ? null : locale.language;
  try {
    return buildPath({ country: locale.country, language, rest });
  } catch {
    // A rest that cannot be written in this locale (should not happen with our routes): go home.
    return buildPath({ country: locale.country, language });
  }
}

/** Shortcut for links inside the current locale: `to(locale, 'cart')` → `/sg/cart`. */
export function pathIn(locale: RouteLocale, ...rest: string[]): string {
  return localePath(
    {
      country: locale.country,
      language: locale.language,
      defaultLanguage: locale.countryConfig.defaultLanguage,
    },
    rest,
  );
}

/**
 * The same page in another country/language (the switcher): same rest of the path, query and hash.
 * A language the new country does not offer becomes its default language.
 */
export function switchLocalePath(
  location: { pathname: string; search?: string; hash?: string },
  target: { country: string; language: string },
  config: AppConfig,
): string {
  const countryConfig = findCountry(config, target.country);
  if (!countryConfig) return location.pathname;
  const language =
    countryConfig.languages.find((candidate) => candidate === target.language) ??
    countryConfig.defaultLanguage;
  const parsed = parsePath(location.pathname);
  const rest = parsed.ok ? parsed.rest : [];
  const path = localePath(
    { country: countryConfig.code, language, defaultLanguage: countryConfig.defaultLanguage },
    rest,
  );
  return `${path}${location.search ?? ''}${location.hash ?? ''}`;
}

/**
 * Remembers the locale the shopper is browsing in (SPEC §3 keys): the country, the country sent in
 * Accept-Country, the language and the currency, so `/` and the next visit start there.
 */
export function persistLocale(storage: KeyValueStorage, locale: RouteLocale): void {
  safeSet(storage, STORAGE_KEYS.country, locale.country);
  safeSet(storage, STORAGE_KEYS.countryHeader, locale.country);
  safeSet(storage, STORAGE_KEYS.language, locale.language);
  safeSet(storage, STORAGE_KEYS.currency, locale.currency);
}
