import { FALLBACK_LANGUAGE, type Language } from '../enums/languages';

// BCP-47 spellings: the path uses 'zh-hans', the tag is 'zh-Hans' (script subtags are title case).
const LANGUAGE_TAGS: Readonly<Record<Language, string>> = {
  en: 'en',
  ar: 'ar',
  'zh-hans': 'zh-Hans',
  vi: 'vi',
};

/** The BCP-47 tag of a language alone: 'zh-Hans', 'ar'. */
export function languageTag(language: Language): string {
  return LANGUAGE_TAGS[language];
}

/** Language plus the country as region: 'en-SG', 'zh-Hans-SG', 'ar-AE' (used as hreflang). */
export function hreflangFor(language: Language, country: string): string {
  return `${LANGUAGE_TAGS[language]}-${country.toUpperCase()}`;
}

/**
 * The `<html lang>` of a page: the same region-qualified tag the page is listed under in its
 * alternate links ('zh-Hans-SG', 'ar-AE'), so that what a crawler is told and what a screen reader is
 * told agree. With no language in the path, the country's default language (default 'en') is used.
 */
export function htmlLangAttr(
  language: Language | null,
  country: string,
  defaultLanguage: Language = FALLBACK_LANGUAGE,
): string {
  return hreflangFor(language ?? defaultLanguage, country);
}
