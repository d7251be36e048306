import type { Language } from '../enums/languages';

export type TextDirection = 'ltr' | 'rtl';

/** Arabic is the only right-to-left language; no language (country default) is treated as ltr. */
export function textDirection(language: Language | null): TextDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** CSS class of SPEC §2 for the countries whose text needs Open Sans (Vietnamese diacritics, Hangul). */
export const OPEN_SANS_FONT_CLASS = 'font-open-sans';
const OPEN_SANS_COUNTRIES: readonly string[] = ['vn', 'kr'];

/** The font class for a country's pages, or null for the default fonts. Case-insensitive. */
export function fontClassFor(country: string): typeof OPEN_SANS_FONT_CLASS | null {
  return OPEN_SANS_COUNTRIES.includes(country.toLowerCase()) ? OPEN_SANS_FONT_CLASS : null;
}
