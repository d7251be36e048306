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
import { findCountry, type AppConfig, type CountryConfig } from '../app-config/app-config';

/** Everything a page needs to know about the visitor's locale, decided by the URL path. */
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
  | { ok: true; locale: RouteLocale; rest: readonly string[]; draft: boolean; area: 'store' | 'business' }
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
    area: parsed.area,
  };
}

/**
 * The locale to show a page in when the URL's own is unusable (not-found and error pages): the
 * path's country if it is valid, else the stored country, else sg; the path's language if that
 * country offers it, else the stored language if it does, else its default.
 */
export function fallbackLocale(
  pathname: string,
  config: AppConfig,
  storage: Pick<Storage, 'getItem'> | null,
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
  const offered = (language: string | null) =>
    countryConfig.languages.find((candidate) => candidate === language) ?? null;
  return localeFor(
    countryConfig,
    offered(parsed.ok ? parsed.language : null) ?? offered(stored(STORAGE_KEYS.language)),
  );
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

/** Shortcut for links inside the current locale: `pathIn(locale, 'cart')` → `/sg/cart`. */
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
