import type { AdminLocalizedName } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/paths';

/** A stored text in the console's language, English where that one is empty (as the store shows it). */
export const localized = (text: AdminLocalizedName, language: Language): string => text[language] || text.en;

export const LANGUAGES: readonly Language[] = ['en', 'ar', 'zh-hans', 'vi'];
