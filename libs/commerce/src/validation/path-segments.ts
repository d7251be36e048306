import { ACCEPTED_LANGUAGES, type Language } from '../enums/languages';

/**
 * Whether a country path segment is valid (SPEC §5): exactly two ASCII letters, lower-case. Upper-case
 * ('SG') is not accepted: a page has one canonical URL, and the server redirects other spellings to it
 * rather than serving duplicates. The shape is checked, not membership: the country list is data.
 */
export function isCountrySegment(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z]{2}$/.test(value);
}

/** Whether a language path segment is one of SPEC §5's: 'ar', 'zh-hans', 'en', 'vi' (exact, lower-case). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (ACCEPTED_LANGUAGES as readonly string[]).includes(value);
}
