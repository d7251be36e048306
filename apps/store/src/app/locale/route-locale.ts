import { STORAGE_KEYS } from '@atelier/commerce/enums';
import { localePath, type RouteLocale } from '@atelier/app-shell/locale';
import { parsePath } from '@atelier/commerce/paths';
import { readStored } from '@atelier/commerce/validation';
import { findCountry, type AppConfig } from '@atelier/app-shell/app-config';
import { safeSet, type KeyValueStorage } from '../storage/storage';

// The locale rules both areas share live in libs/app-shell; the store adds its own helpers below.
export {
  fallbackLocale,
  localeFor,
  localePath,
  pathIn,
  resolveLocale,
  type LocaleResolution,
  type RouteLocale,
} from '@atelier/app-shell/locale';

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
