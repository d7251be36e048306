import type { Locale } from '@atelier/api/client';
import type { AppConfig } from '@atelier/app-shell/app-config';
import { fallbackLocale, type BusinessLocale } from './locale';
import { resolveBusinessPath } from './locale';

/**
 * The locale the API client sends (SPEC §7 Accept-Country/-Language/-Currency). It follows the URL:
 * the router's loaders set it from each navigation's path before they fetch, so the page's queries
 * (and their cache keys, which include the locale) are the new page's.
 */
export interface ApiLocale {
  current(): BusinessLocale;
  set(locale: BusinessLocale): void;
  /** The getter the API client reads on every request. */
  headers(): Locale;
}

export function createApiLocale(config: AppConfig, initialPathname: string): ApiLocale {
  const initial = resolveBusinessPath(initialPathname, config);
  let current = initial.ok ? initial.locale : fallbackLocale(initialPathname, config, null);
  return {
    current: () => current,
    set(locale) {
      current = locale;
    },
    headers: () => ({ country: current.country, language: current.language, currency: current.currency }),
  };
}
