/** What the page's URL and settings say about the shopper's locale (SPEC §2, §7). */
export interface Locale {
  /** Two-letter country of the URL path, e.g. `sg`. */
  country: string;
  /** Language of the URL path: en, ar, zh-hans or vi. */
  language: string;
  /** ISO currency code; `sgd` when absent or empty (SPEC §7). */
  currency?: string | null;
}

export interface ResolvedLocale {
  country: string;
  language: string;
  currency: string;
}

export const DEFAULT_CURRENCY = 'sgd';

/**
 * The locale as the API client sends it: trimmed, lower case, the default currency when none is
 * stored. (The path → market resolution is app-shell's `resolveLocale`; this only tidies its result.)
 */
export function normalizeLocale(locale: Locale): ResolvedLocale {
  const currency = locale.currency?.trim().toLowerCase();
  return {
    country: locale.country.trim().toLowerCase(),
    language: locale.language.trim().toLowerCase(),
    // Stored values 'undefined'/'null' count as empty (SPEC §5).
    currency: currency && currency !== 'undefined' && currency !== 'null' ? currency : DEFAULT_CURRENCY,
  };
}

/** The SPEC §7 headers every request carries. */
export function localeHeaders(locale: Locale): Record<string, string> {
  const resolved = normalizeLocale(locale);
  const headers: Record<string, string> = {
    'Accept-Currency': resolved.currency,
    'Content-Type': 'application/json',
  };
  if (resolved.country) headers['Accept-Country'] = resolved.country;
  if (resolved.language) headers['Accept-Language'] = resolved.language;
  return headers;
}
