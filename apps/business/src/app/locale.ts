import { STORAGE_KEYS } from '@atelier/commerce/enums';
import {
  BUSINESS_BASE_SEGMENT,
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

/** The locale of a business page, decided by its path. */
export interface BusinessLocale {
  country: string;
  pathLanguage: Language | null;
  language: Language;
  countryConfig: CountryConfig;
  dir: TextDirection;
  htmlLang: string;
  fontClass: string | null;
}

export type BusinessResolution =
  | { ok: true; locale: BusinessLocale; rest: readonly string[] }
  | { ok: false; reason: 'country' | 'language' | 'page'; segment: string };

export function localeFor(countryConfig: CountryConfig, pathLanguage: Language | null): BusinessLocale {
  const language = pathLanguage ?? countryConfig.defaultLanguage;
  return {
    country: countryConfig.code,
    pathLanguage,
    language,
    countryConfig,
    dir: textDirection(language),
    htmlLang: htmlLangAttr(language, countryConfig.code),
    fontClass: fontClassFor(countryConfig.code),
  };
}

/**
 * Reads `/{cc}/{lang?}/business-scenting/...` (commerce parsePath): a configured country, a
 * language that country offers, and the business base segment. `rest` is what follows the base.
 */
export function resolveBusinessPath(pathname: string, config: AppConfig): BusinessResolution {
  const parsed = parsePath(pathname);
  if (!parsed.ok) return { ok: false, reason: parsed.invalid, segment: parsed.segment };
  const countryConfig = findCountry(config, parsed.country);
  if (!countryConfig) return { ok: false, reason: 'country', segment: parsed.country };
  if (parsed.language !== null && !countryConfig.languages.includes(parsed.language)) {
    return { ok: false, reason: 'language', segment: parsed.language };
  }
  if (parsed.area !== 'business') return { ok: false, reason: 'page', segment: parsed.rest[0] ?? '' };
  return { ok: true, locale: localeFor(countryConfig, parsed.language), rest: parsed.rest.slice(1) };
}

/** For error pages: the path's country if valid, else the stored one, else sg; language likewise. */
export function fallbackLocale(
  pathname: string,
  config: AppConfig,
  storage: Pick<Storage, 'getItem'> | null,
): BusinessLocale {
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
  const storedLanguage = parsed.ok && parsed.language ? parsed.language : stored(STORAGE_KEYS.language);
  return localeFor(
    countryConfig,
    countryConfig.languages.find((language) => language === storedLanguage) ?? null,
  );
}

function pathFor(country: CountryConfig, language: Language, rest: readonly string[]): string {
  return buildPath({
    country: country.code,
    language: language === country.defaultLanguage ? null : language,
    rest,
  });
}

/** A business page in the locale: `businessPath(locale, 'contact')` → `/sg/business-scenting/contact`. */
export function businessPath(locale: BusinessLocale, ...rest: string[]): string {
  return pathFor(locale.countryConfig, locale.language, [BUSINESS_BASE_SEGMENT, ...rest]);
}

/** A page of the consumer store (another app: link with a plain <a>, a full page load). */
export function storePath(locale: BusinessLocale, ...rest: string[]): string {
  return pathFor(locale.countryConfig, locale.language, rest);
}

/** The same business page in another country/language, with query and hash. */
export function switchLocalePath(
  location: { pathname: string; search?: string; hash?: string },
  target: { country: string; language: string },
  config: AppConfig,
): string {
  const country = findCountry(config, target.country);
  if (!country) return location.pathname;
  const language =
    country.languages.find((candidate) => candidate === target.language) ?? country.defaultLanguage;
  const parsed = parsePath(location.pathname);
  const rest = parsed.ok && parsed.area === 'business' ? parsed.rest : [BUSINESS_BASE_SEGMENT];
  return `${pathFor(country, language, rest)}${location.search ?? ''}${location.hash ?? ''}`;
}
