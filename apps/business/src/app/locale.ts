import { findCountry, type AppConfig, type CountryConfig } from '@atelier/app-shell/app-config';
import {
  fallbackLocale,
  localeFor,
  localePath,
  resolveLocale,
  type RouteLocale,
} from '@atelier/app-shell/locale';
import { BUSINESS_BASE_SEGMENT, parsePath, type Language } from '@atelier/commerce/paths';

/** The locale of a business page: the same rules as the store's (libs/app-shell). */
export type BusinessLocale = RouteLocale;
export { fallbackLocale, localeFor };

export type BusinessResolution =
  | { ok: true; locale: BusinessLocale; rest: readonly string[] }
  | { ok: false; reason: 'country' | 'language' | 'page'; segment: string };

/**
 * Reads `/{cc}/{lang?}/business-scenting/...`: a configured country, a language that country offers,
 * and the business base segment. `rest` is what follows the base.
 */
export function resolveBusinessPath(pathname: string, config: AppConfig): BusinessResolution {
  const resolved = resolveLocale(pathname, config);
  if (!resolved.ok) return resolved;
  if (resolved.area !== 'business') return { ok: false, reason: 'page', segment: resolved.rest[0] ?? '' };
  return { ok: true, locale: resolved.locale, rest: resolved.rest.slice(1) };
}

function pathFor(country: CountryConfig, language: Language, rest: readonly string[]): string {
  return localePath({ country: country.code, language, defaultLanguage: country.defaultLanguage }, rest);
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
