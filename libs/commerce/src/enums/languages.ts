/**
 * Languages a path may carry after the country segment (SPEC §2, §5). The order is the order in which
 * alternate links are emitted; 'en' first because it is the fallback language of every country.
 */
export const ACCEPTED_LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const;

export type Language = (typeof ACCEPTED_LANGUAGES)[number];

/** Language used when neither the path nor the country configuration names one. */
export const FALLBACK_LANGUAGE: Language = 'en';
