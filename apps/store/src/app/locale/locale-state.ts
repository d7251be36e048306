import type { Locale } from '@atelier/api/client';
import type { AppConfig } from '@atelier/app-shell/app-config';
import { fallbackLocale, resolveLocale, type RouteLocale } from './route-locale';

/**
 * The locale the API client sends in its headers (SPEC §7). It follows the URL: the router's
 * loaders set it from each navigation's path before the new page renders, so queries started by
 * that page already carry the new Accept-Country/-Language/-Currency.
 */
export interface LocaleState {
  current(): RouteLocale;
  set(locale: RouteLocale): void;
  /**
   * Sets the locale from a path when it is valid; returns the resolution either way. The locale
   * route's loader and the page's own loader run side by side for one navigation and both ask:
   * the path is resolved once, the second asks get the same answer.
   */
  syncFromPath(pathname: string): ReturnType<typeof resolveLocale>;
  /** The getter the API client reads on every request. */
  headers(): Locale;
}

export function createLocaleState(config: AppConfig, initialPathname: string): LocaleState {
  const initial = resolveLocale(initialPathname, config);
  let current: RouteLocale = initial.ok ? initial.locale : fallbackLocale(initialPathname, config, null);
  let last = { pathname: initialPathname, resolution: initial };
  return {
    current: () => current,
    set(locale) {
      current = locale;
    },
    syncFromPath(pathname) {
      if (last.pathname !== pathname) last = { pathname, resolution: resolveLocale(pathname, config) };
      if (last.resolution.ok) current = last.resolution.locale;
      return last.resolution;
    },
    headers: () => ({ country: current.country, language: current.language, currency: current.currency }),
  };
}
